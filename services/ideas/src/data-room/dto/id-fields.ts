import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Omittable } from '@founder/server-kit';
import { Transform } from 'class-transformer';
import { IsInt, IsOptional, Max, Min } from 'class-validator';

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

/** A page size: more than max gets max (the list rule of issue 16). */
export function PageSize(page: { default: number; max: number }): PropertyDecorator {
  return applyDecorators(
    Transform(({ value }) => (typeof value === 'string' && /^\d{1,10}$/.test(value) ? Math.min(Number(value), page.max) : value)),
    IsInt(),
    Min(1),
    IsOptional(),
    ApiPropertyOptional({ type: 'integer', default: page.default, maximum: page.max, description: `default ${page.default}; more than ${page.max} gets ${page.max}` }),
  );
}

export function PageNumber(): PropertyDecorator {
  return applyDecorators(Transform(digitsToNumber), IsInt(), Min(1), Max(100_000), IsOptional(), ApiPropertyOptional({ type: 'integer', minimum: 1, default: 1 }));
}
