import { BadRequestException, type ArgumentMetadata } from '@nestjs/common';
import { BODY_NOT_AN_OBJECT, BoundedInputPipe } from './bounded-input.pipe';

const pipe = new BoundedInputPipe();
const body: ArgumentMetadata = { type: 'body', data: undefined };
const messageOf = (value: unknown, metadata: ArgumentMetadata = body) => {
  try {
    pipe.transform(value, metadata);
    return null;
  } catch (error) {
    expect(error).toBeInstanceOf(BadRequestException);
    return (error as BadRequestException).message;
  }
};

describe('BoundedInputPipe', () => {
  it.each([null, 42, 'text', true, [], [{ a: 1 }]])('refuses the body %j: it is not an object', (value) => {
    expect(messageOf(value)).toBe(BODY_NOT_AN_OBJECT);
  });

  it('passes an object body, no body at all, and bytes', () => {
    expect(messageOf({ a: 1 })).toBeNull();
    expect(messageOf(undefined)).toBeNull();
    expect(messageOf(Buffer.from('x'))).toBeNull();
  });

  it('checks one field of a body (@Body("name")) for bounds only', () => {
    expect(messageOf(null, { type: 'body', data: 'name' })).toBeNull();
    expect(messageOf(new Array(1001).fill(0), { type: 'body', data: 'tags' })).toBe('tags has more than 1000 items');
  });

  it('bounds the query as well', () => {
    expect(messageOf({ ids: new Array(1001).fill('1') }, { type: 'query', data: undefined })).toBe('ids has more than 1000 items');
  });

  it('leaves custom parameters alone', () => {
    expect(messageOf(null, { type: 'custom', data: undefined })).toBeNull();
  });
});
