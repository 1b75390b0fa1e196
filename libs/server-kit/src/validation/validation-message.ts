import type { ValidationError } from 'class-validator';

/** Problems a message names; the rest are counted (a body with 200 unknown keys is not a 200-line answer). */
export const MESSAGES_NAMED = 3;
/** Longest problem quoted (an enum lists its values): a client-chosen key can be most of a megabyte. */
const PROBLEM_MAX_CHARACTERS = 1000;

/**
 * One readable sentence for a failed validation: the first MESSAGES_NAMED constraint messages,
 * nested properties prefixed with their path ("metadata.plan must be a string"), joined with "; ",
 * then how many more there are. The error body's message is always a string (ARCHITECTURE.md section 3).
 */
export function validationMessage(errors: ValidationError[], parentPath = ''): string {
  const messages = collectMessages(errors, parentPath);
  const named = messages
    .slice(0, MESSAGES_NAMED)
    .map((message) => (message.length > PROBLEM_MAX_CHARACTERS ? `${message.slice(0, PROBLEM_MAX_CHARACTERS)}...` : message))
    .join('; ');
  const more = messages.length - MESSAGES_NAMED;
  return more > 0 ? `${named}; and ${more} more ${more === 1 ? 'problem' : 'problems'}` : named;
}

function collectMessages(errors: ValidationError[], parentPath: string): string[] {
  return errors.flatMap((error) => {
    const path = parentPath ? `${parentPath}.${error.property}` : error.property;
    const own = Object.values(error.constraints ?? {}).map((message) =>
      // class-validator names only the last property; name the whole path for nested objects.
      parentPath && message.startsWith(error.property) ? path + message.slice(error.property.length) : message,
    );
    return [...own, ...collectMessages(error.children ?? [], path)];
  });
}
