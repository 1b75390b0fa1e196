import type { SchemaObject } from '@nestjs/swagger';
import { z } from 'zod';

/**
 * The OpenAPI 3.0 schema of a zod schema (a document part's, from @founder/contracts/schemas): the
 * answers' schemas come from the same schema as the part's type and validation. Refinements a JSON
 * schema cannot state (total >= servable >= target) are left to the validation.
 */
export function openApiSchemaOf(schema: z.ZodType): SchemaObject {
  const { $schema: _dialect, ...openApi } = z.toJSONSchema(schema, { target: 'openapi-3.0', io: 'output', unrepresentable: 'any' });
  return openApi as SchemaObject;
}
