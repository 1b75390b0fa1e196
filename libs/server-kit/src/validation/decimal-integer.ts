import { Transform } from 'class-transformer';

/** An integer in canonical decimal: "12", "-3", "0"; not "012", "+1", " 1", "0x10", "1e1" or "1.0". */
const CANONICAL_INTEGER = /^-?(0|[1-9]\d{0,15})$/;

/**
 * Text of a query string or a form field as a number when it is an integer written in canonical
 * decimal; anything else stays as sent, for the validator to refuse as not an integer. Number()
 * would read "0x10", " 1" and "01" as ids that another text already names (issue 28 item 11).
 */
export function fromDecimalText(value: unknown): unknown {
  return typeof value === 'string' && CANONICAL_INTEGER.test(value) ? Number(value) : value;
}

/** The transform of every integer read from text: `@DecimalInteger() @IsInt() page?: number`. */
export function DecimalInteger(): PropertyDecorator {
  return Transform(({ value }: { value: unknown }) => fromDecimalText(value));
}
