import type { z } from 'zod';

/** `root.field[0].name`: where in a part an issue is. */
function pathOf(root: string, path: readonly PropertyKey[]): string {
  return path.reduce<string>((at, key) => (typeof key === 'number' ? `${at}[${key}]` : `${at}.${String(key)}`), root);
}

/** A schema without a message of its own for an issue still says what is wrong, in the same words. */
function defaultMessage(issue: z.core.$ZodRawIssue): string {
  switch (issue.code) {
    case 'invalid_type':
      return `is not ${issue.expected === 'array' ? 'a list' : issue.expected === 'object' ? 'an object' : `a ${issue.expected}`}`;
    case 'too_small':
      return `is below ${String(issue.minimum)}`;
    case 'too_big':
      return `is above ${String(issue.maximum)}`;
    case 'invalid_value':
      return `is not one of ${issue.values.map(String).join(', ')}`;
    default:
      return 'is not valid';
  }
}

/**
 * Why a value does not meet a part's schema, naming the field from the part's id
 * ('trends[0].impact is not one of positive, negative, neutral'), or null when it does.
 * The first issue only: one clear message, as a 400 answer or an unusable LLM answer says it.
 */
export function schemaProblem(schema: z.ZodType, value: unknown, root: string): string | null {
  const result = schema.safeParse(value, { error: defaultMessage });
  if (result.success) return null;
  const [issue] = result.error.issues;
  return `${pathOf(root, issue.path)} ${issue.message}`;
}

/** The value as its schema reads it (unknown fields left out), or the problem that stops it. */
export function parsePart<Schema extends z.ZodType>(schema: Schema, value: unknown, root: string): { part: z.infer<Schema>; problem: null } | { part: null; problem: string } {
  const result = schema.safeParse(value, { error: defaultMessage });
  if (result.success) return { part: result.data, problem: null };
  const [issue] = result.error.issues;
  return { part: null, problem: `${pathOf(root, issue.path)} ${issue.message}` };
}
