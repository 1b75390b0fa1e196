import { NativeSelect, Textarea, TextInput } from '@mantine/core';
import type { ReactNode } from 'react';
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

/** One labelled input of the wizard; long fields are text areas, the option lists native selects. */
export function WizardField({ field, value, error, required, onChange, onBlur, options, description }: WizardFieldProps & { options?: readonly string[]; description?: ReactNode }) {
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
  if (options) {
    return (
      <NativeSelect
        {...common}
        data={[{ value: '', label: `Select ${FIELD_LABELS[field].toLowerCase()}`, disabled: true }, ...options]}
        onChange={(event) => onChange(event.currentTarget.value)}
      />
    );
  }
  const long = field !== 'name' && field !== 'email' && field !== 'ideaTitle';
  if (long) {
    return (
      <Textarea
        {...common}
        placeholder={PLACEHOLDERS[field]}
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
      autoComplete={field === 'name' ? 'name' : field === 'email' ? 'email' : 'off'}
      placeholder={PLACEHOLDERS[field]}
      maxLength={maxLengthOf(field)}
      onChange={(event) => onChange(event.currentTarget.value)}
    />
  );
}
