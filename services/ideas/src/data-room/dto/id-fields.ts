import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { DecimalInteger, Omittable } from '@founder/server-kit';
import { IsInt, Max, Min } from 'class-validator';

const MAX_ID = 2_147_483_647;

/** A required row id (companyId) in a query string, a multipart field or JSON. */
export function RowId(): PropertyDecorator {
  return applyDecorators(DecimalInteger(), IsInt(), Min(1), Max(MAX_ID), ApiProperty({ type: 'integer', minimum: 1, maximum: MAX_ID }));
}

/** An optional row id (documentId): left out means none; null is a 400 naming the field. */
export function OptionalRowId(): PropertyDecorator {
  return applyDecorators(DecimalInteger(), Omittable(), IsInt(), Min(1), Max(MAX_ID), ApiPropertyOptional({ type: 'integer', minimum: 1, maximum: MAX_ID }));
}
