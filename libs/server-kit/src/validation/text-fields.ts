import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn, IsNotEmpty, IsString, MaxLength, MinLength } from 'class-validator';
import { Omittable } from './omittable';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);
/** An optional field left blank counts as not given, as the forms send it. */
const blankToUndefined = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() || undefined : value);

interface TextBounds {
  min?: number;
  max: number;
  example?: string;
}

// class-validator reports the first failure per field, in the order rules were registered; each
// list below runs from the most basic rule (applied first) to the most specific one.
function lengthRules({ min, max }: TextBounds): PropertyDecorator[] {
  return min === undefined ? [MaxLength(max)] : [MinLength(min), MaxLength(max)];
}

/** A required text field, trimmed, its length counted after trimming. */
export function RequiredText(bounds: TextBounds): PropertyDecorator {
  const { min, max, example } = bounds;
  return applyDecorators(Transform(trim), IsNotEmpty(), IsString(), ...lengthRules(bounds), ApiProperty({ minLength: min, maxLength: max, example }));
}

/** An optional text field: blank means not given; otherwise trimmed and bounded; null is a 400 naming the field. */
export function OptionalText(bounds: TextBounds): PropertyDecorator {
  const { min, max, example } = bounds;
  return applyDecorators(Transform(blankToUndefined), Omittable(), IsString(), ...lengthRules(bounds), ApiPropertyOptional({ minLength: min, maxLength: max, example }));
}

/** A required value from one of the spec's option lists. */
export function OneOf(options: readonly string[]): PropertyDecorator {
  return applyDecorators(IsNotEmpty(), IsString(), IsIn(options), ApiProperty({ enum: options }));
}

/** An optional value from an option list: blank means not given; null is a 400 naming the field. */
export function OptionalOneOf(options: readonly string[]): PropertyDecorator {
  return applyDecorators(Transform(blankToUndefined), Omittable(), IsString(), IsIn(options), ApiPropertyOptional({ enum: options }));
}
