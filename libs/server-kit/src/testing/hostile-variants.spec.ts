import { hostileVariants, typeNamed, wrongTypeOf } from './hostile-variants';
import type { Schema } from './openapi-schema';

const resolve = (schema: Schema | undefined): Schema => schema ?? {};
const body: Schema = { type: 'object', properties: { receiverId: { type: 'integer' }, message: { type: 'string' } } };
const query = [{ name: 'page', schema: { type: 'integer' } }, { name: 'search', schema: { type: 'string' } }];
const accepted = { query: { page: 1 }, body: { receiverId: 2, message: 'hi' } };

describe('hostileVariants', () => {
  it('from an accepted request: bodies that are not objects, a body too wide, each field of the wrong type, each integer query written another way', () => {
    const variants = hostileVariants(accepted, accepted, query, body, resolve);
    expect(variants.slice(0, 5).map((variant) => variant.input.body)).toEqual([null, 42, 'text', [], [accepted.body]]);
    expect(variants.slice(0, 5).map((variant) => variant.message)).toEqual(new Array(5).fill('The request body must be a JSON object'));
    expect(Object.keys(variants[5].input.body as object)).toHaveLength(203);
    expect(variants[5].message).toBe('body has more than 200 keys');
    expect(variants.slice(6, 8).map((variant) => variant.input.body)).toEqual([
      { receiverId: '2', message: 'hi' },
      { receiverId: 2, message: 42 },
    ]);
    expect(variants.slice(8).map((variant) => variant.input.query.page)).toEqual(['0x10', '+1', ' 1', '01', '1e1', '1.0']);
  });

  it('without an accepted request, only what a message can be pinned on: the whole body', () => {
    expect(hostileVariants(undefined, accepted, query, body, resolve)).toHaveLength(6);
    expect(hostileVariants(undefined, accepted, query, undefined, resolve)).toEqual([]);
  });
});

describe('wrongTypeOf and typeNamed', () => {
  it('writes another JSON type than the schema names', () => {
    expect([wrongTypeOf({ type: 'integer' }), wrongTypeOf({ type: 'string' }), wrongTypeOf({ type: 'boolean' }), wrongTypeOf({ type: 'array' }), wrongTypeOf({})]).toEqual(['2', 42, 'true', 'x', undefined]);
  });

  it('wants the message to say what the field must be', () => {
    expect(typeNamed('receiverId must be an integer number', 'receiverId')).toBeNull();
    expect(typeNamed('receiverId must not be greater than 2147483647', 'receiverId')).toBe(
      'the message does not say what receiverId must be: "receiverId must not be greater than 2147483647"',
    );
  });
});
