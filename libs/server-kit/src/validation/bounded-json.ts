import { ValidateBy, type ValidationOptions } from 'class-validator';

export interface JsonBounds {
  /** Largest size of the value written as JSON, in UTF-8 bytes. */
  maxBytes: number;
  /** Deepest nesting: 1 for a flat object. */
  maxDepth: number;
}

/**
 * For free-form JSON fields (metadata and the like): bounded in size and depth, so no visitor
 * can fill the database or make a reader walk a deep tree. Size is checked first.
 */
export function BoundedJson({ maxBytes, maxDepth }: JsonBounds, options?: ValidationOptions): PropertyDecorator {
  return ValidateBy(
    {
      name: 'boundedJson',
      validator: {
        validate: (value: unknown) => Buffer.byteLength(JSON.stringify(value) ?? '') <= maxBytes && depthOf(value) <= maxDepth,
        defaultMessage: (args) =>
          Buffer.byteLength(JSON.stringify(args?.value) ?? '') > maxBytes
            ? `${args?.property} must be at most ${maxBytes} bytes of JSON`
            : `${args?.property} must be nested at most ${maxDepth} levels deep`,
      },
    },
    options,
  );
}

/** Nesting depth of a JSON value: 0 for a scalar, 1 for a flat object or array. */
export function depthOf(value: unknown): number {
  if (value === null || typeof value !== 'object') return 0;
  return 1 + Math.max(0, ...Object.values(value).map(depthOf));
}
