import { useState } from 'react';

/**
 * A form's values and the per-field errors its rules found: `set` changes one value, `text(field)`
 * gives an input its value, error and onChange.
 */
export function useFormFields<V extends object>(initial: V | (() => V)) {
  const [values, setValues] = useState<V>(initial);
  const [errors, setErrors] = useState<Partial<Record<keyof V, string>>>({});
  const set = <K extends keyof V>(field: K, value: V[K]) => setValues((current) => ({ ...current, [field]: value }));
  const text = (field: keyof V) => ({
    value: values[field] as string,
    error: errors[field],
    onChange: (event: { currentTarget: { value: string } }) => set(field, event.currentTarget.value as V[keyof V]),
  });
  /** Shows the errors found and tells whether there were none. */
  const check = (found: Partial<Record<keyof V, string>>) => {
    setErrors(found);
    return Object.keys(found).length === 0;
  };
  return { values, set, text, check };
}
