import { NativeSelect, Textarea, TextInput } from '@mantine/core';
import type { ReactNode } from 'react';
import type { SelectOption } from '../shared/locale-options';
import { FIELD_LABELS, maxLengthOf, type IdeaField } from './idea-draft';

interface WizardFieldProps {
  field: IdeaField;
  value: string;
  error: string | null;
  required: boolean;
  onChange: (value: string) => void;
  onBlur: () => void;
}

const PLACEHOLDERS: Partial<Record<IdeaField, string>> = {
  name: 'Ada Lovelace',
  email: 'you@company.com',
  ideaTitle: 'e.g. Meal plans built around shift work',
  description: 'What is the idea, who is it for, and why now?',
  problemStatement: 'What problem do your customers face today, and what does it cost them?',
  solutionApproach: 'How does your product solve it? What makes the approach work?',
  competitiveAdvantage: 'Why will you win against the alternatives? (optional)',
  revenueModel: 'How will you make money? Subscriptions, fees, licences... (optional)',
};

/** A select's list: its options, and the label of its empty first option when choosing nothing is allowed. */
export interface FieldChoices {
  options: ReadonlyArray<string | SelectOption<string>>;
  noChoice?: string;
}

/** One labelled input of the wizard; long fields are text areas, the option lists native selects. */
export function WizardField({
  field,
  value,
  error,
  required,
  onChange,
  onBlur,
  choices,
  description,
  placeholder = PLACEHOLDERS[field],
}: WizardFieldProps & { choices?: FieldChoices; description?: ReactNode; placeholder?: string }) {
  const common = {
    id: `idea-${field}`,
    name: field,
    label: FIELD_LABELS[field],
    description,
    required,
    value,
    error,
    onBlur,
  };
  if (choices) {
    const empty = choices.noChoice ? { value: '', label: choices.noChoice } : { value: '', label: `Select ${FIELD_LABELS[field].toLowerCase()}`, disabled: true };
    return (
      <NativeSelect
        {...common}
        data={[empty, ...choices.options]}
        onChange={(event) => onChange(event.currentTarget.value)}
      />
    );
  }
  const long = field !== 'name' && field !== 'email' && field !== 'ideaTitle' && field !== 'companyName';
  if (long) {
    return (
      <Textarea
        {...common}
        placeholder={placeholder}
        autosize
        minRows={field === 'description' ? 6 : 3}
        maxRows={14}
        maxLength={maxLengthOf(field)}
        onChange={(event) => onChange(event.currentTarget.value)}
      />
    );
  }
  return (
    <TextInput
      {...common}
      type={field === 'email' ? 'email' : 'text'}
      autoComplete={field === 'name' ? 'name' : field === 'email' ? 'email' : field === 'companyName' ? 'organization' : 'off'}
      placeholder={placeholder}
      maxLength={maxLengthOf(field)}
      onChange={(event) => onChange(event.currentTarget.value)}
    />
  );
}
