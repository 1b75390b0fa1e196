/** class-transformer transforms for text fields: trimmed, and emails also lower-cased as stored. */
export const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);
export const trimLowerCase = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim().toLowerCase() : value);
