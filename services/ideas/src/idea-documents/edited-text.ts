import { applyDecorators } from '@nestjs/common';
import { ApiProperty } from '@nestjs/swagger';
import { IsNotEmpty, IsString, Matches, MaxLength } from 'class-validator';

/**
 * A text field of a saved part: a string of at most `max` characters; `required` also refuses an
 * empty or blank one ('content should not be empty'). Checked in this order, first failure reported.
 */
export function EditedText(max: number, { required }: { required: boolean }): PropertyDecorator {
  // Applied in this order, as a stack of decorators is from the bottom up: the first is checked first.
  const presence = required ? [IsNotEmpty(), IsString(), Matches(/\S/, { message: '$property should not be empty' })] : [IsString()];
  return applyDecorators(...presence, MaxLength(max), ApiProperty({ maxLength: max }));
}
