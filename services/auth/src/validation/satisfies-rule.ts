import { registerDecorator, type ValidationArguments } from 'class-validator';

/** A rule of @founder/contracts: the message when the value breaks it, else null. */
export type FieldRule = (value: string) => string | null;

/**
 * Checks a field with the same rule function the form uses, so the service answers with the
 * form's own message ('Password must contain at least one number'). A missing field is checked as
 * an empty string (the rule's "required" message); a value that is not a string is named as such.
 */
export function SatisfiesRule(rule: FieldRule): PropertyDecorator {
  return (target, propertyName) => {
    registerDecorator({
      name: 'satisfiesRule',
      target: target.constructor,
      propertyName: propertyName as string,
      validator: {
        validate: (value: unknown, { property }: ValidationArguments) => brokenRule(rule, value, property) === null,
        defaultMessage: ({ value, property }: ValidationArguments) => brokenRule(rule, value, property) ?? '',
      },
    });
  };
}

function brokenRule(rule: FieldRule, value: unknown, property: string): string | null {
  if (value === undefined || value === null) return rule('');
  if (typeof value !== 'string') return `${property} must be a string`;
  return rule(value);
}
