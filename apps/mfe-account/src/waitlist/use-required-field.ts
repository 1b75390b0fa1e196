import { useState, type ChangeEvent } from 'react';

/** A required text field of the /waitlist forms: its value, a way to clear it, and the props binding an input to it. */
export function useRequiredField() {
  const [value, setValue] = useState('');
  return {
    value,
    clear: () => setValue(''),
    inputProps: {
      value,
      required: true,
      // The spec's forms show no asterisks; the browser still enforces `required`.
      withAsterisk: false,
      onChange: (event: ChangeEvent<HTMLInputElement>) => setValue(event.currentTarget.value),
    },
  };
}
