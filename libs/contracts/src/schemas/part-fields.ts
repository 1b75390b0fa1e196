import { z } from 'zod';

/**
 * The field schemas the part schemas are built of, each with the message a failed check gives
 * (after the field's path: 'competitors[0].type is not one of direct, indirect, substitute').
 */

/** The longest text of a structured part (a name, a description, a source), in characters. */
export const PART_TEXT_MAX = 600;

const TEXT_MESSAGE = `is not a text of 1-${PART_TEXT_MAX} characters`;
/** 1-600 characters, not blank. */
export const partText = () => z.string({ error: TEXT_MESSAGE }).min(1, { error: TEXT_MESSAGE }).max(PART_TEXT_MAX, { error: TEXT_MESSAGE }).regex(/\S/, { error: TEXT_MESSAGE });

/** One of these words. */
export const oneOf = <const Values extends readonly [string, ...string[]]>(values: Values) =>
  z.enum(values, { error: `is not one of ${values.join(', ')}` });

/** A list of min-max items. */
export function listOf<Item extends z.ZodType>(min: number, max: number, item: Item, noun = 'items') {
  const message = `is not a list of ${min}-${max} ${noun}`;
  return z.array(item, { error: message }).min(min, { error: message }).max(max, { error: message });
}

/** A list of min-max texts. */
export const textsOf = (min: number, max: number) => listOf(min, max, partText(), 'texts');

const PERCENT_MESSAGE = 'is not a percentage 0-100';
/** A finite number 0-100. */
export const percent = () => z.number({ error: PERCENT_MESSAGE }).min(0, { error: PERCENT_MESSAGE }).max(100, { error: PERCENT_MESSAGE });

/** A finite number >= 0. */
export const nonNegative = () => z.number({ error: 'is not a non-negative number' }).min(0, { error: 'is not a non-negative number' });

/** An object with an object's message. */
export const objectOf = <Shape extends z.ZodRawShape>(shape: Shape) => z.object(shape, { error: 'is not an object' });

/** An object with each of these keys, every value of one schema (a year's figures, a scenario's...). */
export function keyedBy<const Key extends string, Value extends z.ZodType>(keys: readonly Key[], value: Value) {
  return objectOf(Object.fromEntries(keys.map((key) => [key, value])) as { [K in Key]: Value });
}
