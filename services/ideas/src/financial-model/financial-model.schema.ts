import type { SchemaObject } from '@nestjs/swagger';
import type { FinancialModelPartId } from '@founder/contracts';
import { FINANCIAL_MODEL_INPUT_SCHEMA as INPUT, FINANCIAL_MODEL_PART_SCHEMAS } from '@founder/contracts/schemas';
import { openApiSchemaOf } from '../openapi/zod-schemas';

/** FinancialModelInput: the assumptions (GET .../financial-model/defaults, the model's `inputs`), from its zod schema. */
export const FINANCIAL_MODEL_INPUT_SCHEMA: SchemaObject = openApiSchemaOf(INPUT);

/** The OpenAPI schema of each part (a field of FinancialModel), from its zod schema in libs/contracts. */
export const financialModelPartSchema = (id: FinancialModelPartId): SchemaObject => openApiSchemaOf(FINANCIAL_MODEL_PART_SCHEMAS[id]);
