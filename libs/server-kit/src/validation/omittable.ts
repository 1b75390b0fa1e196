import { IsDefined, ValidateIf } from 'class-validator';

/**
 * For fields a client may leave out (PATCH bodies, optional inputs) but never set to null:
 * absent skips the field's other rules; null is a 400 "<field> should not be null" instead of
 * reaching the database (use instead of @IsOptional, which lets null through).
 */
export function Omittable(): PropertyDecorator {
  return (target, propertyKey) => {
    ValidateIf((_object, value) => value !== undefined)(target, propertyKey);
    IsDefined({ message: '$property should not be null' })(target, propertyKey);
  };
}
