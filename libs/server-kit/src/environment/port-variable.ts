import { applyDecorators } from '@nestjs/common';
import { Type } from 'class-transformer';
import { IsInt, Max, Min } from 'class-validator';

/** A TCP port read from the environment, where every value arrives as a string. */
export function PortVariable(): PropertyDecorator {
  return applyDecorators(Type(() => Number), IsInt(), Min(1), Max(65535));
}
