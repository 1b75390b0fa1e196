import { INPUT_BOUNDS } from '../validation/bounded-input';
import { BODY_NOT_AN_OBJECT } from '../validation/bounded-input.pipe';
import type { Resolve, Schema } from './openapi-schema';

/** A request the fuzzer derives from one it generated, and what its answer must say when it is a 400. */
export interface HostileVariant<Request> {
  input: Request;
  /** What a 400's message must be (a string: exactly; a function: the reason it falls short, or null). */
  message: string | ((message: string) => string | null);
}

interface Parts {
  query: Record<string, unknown>;
  body?: unknown;
}

/** Query values that only look like an integer: a service must not read them as one (issue 28 item 11). */
export const NON_CANONICAL_INTEGERS = ['0x10', '+1', ' 1', '01', '1e1', '1.0'];

/**
 * The strict-input attacks of issue 28 on one operation: the whole body as null, a number, text
 * or an array; a body with more keys than an object may have (from `generated`, any request the
 * fuzzer made); and, from a request the operation `accepted` (so that the one change is the only
 * problem), each top-level body field with a value of the wrong type (digits as text for a number)
 * and each integer query parameter written another way than canonical decimal. Every one must be
 * refused; a 400 must say what was wrong.
 */
export function hostileVariants<Request extends Parts>(
  accepted: Request | undefined,
  generated: Request,
  query: Array<{ name: string; schema?: Schema }>,
  body: Schema | undefined,
  resolve: Resolve,
): HostileVariant<Request>[] {
  const variants: HostileVariant<Request>[] = [];
  const valid = accepted ?? generated;
  if (body) {
    for (const shape of [null, 42, 'text', [], [valid.body]]) variants.push({ input: { ...valid, body: shape }, message: BODY_NOT_AN_OBJECT });
    const extra = Object.fromEntries(Array.from({ length: INPUT_BOUNDS.keysPerObject + 1 }, (_, index) => [`fuzz${index}`, 0]));
    variants.push({ input: { ...valid, body: { ...objectOf(valid.body), ...extra } }, message: `body has more than ${INPUT_BOUNDS.keysPerObject} keys` });
    for (const [key, property] of Object.entries(accepted ? (body.properties ?? {}) : {})) {
      const wrong = wrongTypeOf(resolve(property));
      if (wrong === undefined) continue;
      variants.push({ input: { ...valid, body: { ...objectOf(valid.body), [key]: wrong } }, message: (message) => typeNamed(message, key) });
    }
  }
  for (const parameter of accepted ? query : []) {
    const type = resolve(parameter.schema).type;
    if (type !== 'integer' && type !== 'number') continue;
    for (const text of NON_CANONICAL_INTEGERS) {
      variants.push({ input: { ...valid, query: { ...valid.query, [parameter.name]: text } }, message: (message) => typeNamed(message, parameter.name) });
    }
  }
  return variants;
}

/** A value of another JSON type than the schema's (undefined when the schema names none). */
export function wrongTypeOf(schema: Schema): unknown {
  switch (schema.type) {
    case 'integer':
    case 'number':
      return '2';
    case 'string':
      return 42;
    case 'boolean':
      return 'true';
    case 'array':
      return 'x';
    case 'object':
      return 'x';
    default:
      return undefined;
  }
}

/** Null when the message says what `field` must be ("receiverId must be an integer number"), else why not. */
export function typeNamed(message: string, field: string): string | null {
  return message.includes(`${field} must be `) ? null : `the message does not say what ${field} must be: "${message}"`;
}

function objectOf(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
}
