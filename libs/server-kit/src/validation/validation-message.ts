import type { ValidationError } from 'class-validator';

/**
 * One readable sentence for a failed validation: every constraint message, nested properties
 * prefixed with their path ("metadata.plan must be a string"), joined with "; ".
 * The error body's message is always a string (ARCHITECTURE.md section 3).
 */
export function validationMessage(errors: ValidationError[], parentPath = ''): string {
  return collectMessages(errors, parentPath).join('; ');
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
