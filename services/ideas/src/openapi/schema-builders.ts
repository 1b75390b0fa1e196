import type { SchemaObject } from '@nestjs/swagger';

/** Small builders for the OpenAPI schemas of JSON the ideas service answers (company JSON columns, document parts). */
export const TEXT: SchemaObject = { type: 'string' };
export const TEXTS: SchemaObject = { type: 'array', items: TEXT };
export const NUMBER: SchemaObject = { type: 'number' };

export const oneOfText = (values: readonly string[]): SchemaObject => ({ type: 'string', enum: [...values] });

/** An object with these properties, all required but the `optional` ones. */
export function objectOf(properties: Record<string, SchemaObject>, optional: string[] = []): SchemaObject {
  return { type: 'object', properties, required: Object.keys(properties).filter((key) => !optional.includes(key)) };
}

/** An object keyed by some of (or, `required`, all of) these keys, each value of one schema. */
export function keyedBy(keys: readonly string[], value: SchemaObject, required: boolean): SchemaObject {
  return { type: 'object', properties: Object.fromEntries(keys.map((key) => [key, value])), ...(required ? { required: [...keys] } : {}) };
}

export const arrayOf = (items: SchemaObject): SchemaObject => ({ type: 'array', items });
