import { NativeSelect, TextInput, Textarea } from '@mantine/core';
import { STARTUP_PROFILE_TEXT_LIMITS } from '@founder/contracts';
import type { PhaseField } from '../domain/phase-fields';

interface ProfileFieldInputProps {
  definition: PhaseField;
  value: string;
  onChange: (value: string) => void;
  /** Marks the fields of the completion formula. */
  counts?: boolean;
}

/** One profile field: a select of its option list, or text bounded by its limit. */
export function ProfileFieldInput({ definition, value, onChange, counts }: ProfileFieldInputProps) {
  const { field, label, options, long, placeholder } = definition;
  const description = counts ? 'Counts toward your profile completion' : undefined;
  if (options) {
    return (
      <NativeSelect
        label={label}
        description={description}
        value={value}
        onChange={(event) => onChange(event.currentTarget.value)}
        data={[{ value: '', label: `Select ${label.toLowerCase()}` }, ...options]}
      />
    );
  }
  const maxLength = (STARTUP_PROFILE_TEXT_LIMITS as Record<string, number>)[field];
  const props = { label, description, placeholder, value, maxLength, onChange: (event: { currentTarget: { value: string } }) => onChange(event.currentTarget.value) };
  return long ? <Textarea {...props} autosize minRows={3} maxRows={10} /> : <TextInput {...props} />;
}
