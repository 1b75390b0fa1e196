import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Omittable } from '@founder/server-kit';
import { Transform } from 'class-transformer';
import { IsInt, Max, Min } from 'class-validator';

const MAX_ID = 2_147_483_647;
/** Digits from a query string or a multipart field become a number; anything else stays as sent, for the validator to refuse. */
const digitsToNumber = ({ value }: { value: unknown }) => (typeof value === 'string' && /^\d{1,10}$/.test(value) ? Number(value) : value);

/** A required row id (companyId) in a query string, a multipart field or JSON. */
export function RowId(): PropertyDecorator {
  return applyDecorators(Transform(digitsToNumber), IsInt(), Min(1), Max(MAX_ID), ApiProperty({ type: 'integer', minimum: 1, maximum: MAX_ID }));
}

/** An optional row id (documentId): left out means none; null is a 400 naming the field. */
export function OptionalRowId(): PropertyDecorator {
  return applyDecorators(Transform(digitsToNumber), Omittable(), IsInt(), Min(1), Max(MAX_ID), ApiPropertyOptional({ type: 'integer', minimum: 1, maximum: MAX_ID }));
}
