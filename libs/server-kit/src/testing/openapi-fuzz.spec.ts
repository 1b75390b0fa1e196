import { mismatchOf, undescribed, type Schema } from './openapi-fuzz';

const components: Record<string, Schema> = {
  User: { type: 'object', properties: { id: { type: 'integer' }, name: { type: 'string', nullable: true } }, required: ['id', 'name'] },
};
const resolve = (schema: Schema | undefined): Schema => (schema?.$ref ? components[schema.$ref.split('/').pop()!] : (schema ?? {}));
const user: Schema = { $ref: '#/components/schemas/User' };

describe('mismatchOf: a real answer against its schema', () => {
  it('accepts an answer that matches, nulls where nullable', () => {
    expect(mismatchOf({ id: 1, name: null }, user, resolve, 'body')).toBeNull();
    expect(mismatchOf([{ id: 1, name: 'Ada' }], { type: 'array', items: user }, resolve, 'body')).toBeNull();
    expect(mismatchOf(null, { nullable: true, allOf: [user] }, resolve, 'body')).toBeNull();
    expect(mismatchOf({ anything: [1] }, { type: 'object', additionalProperties: true }, resolve, 'body')).toBeNull();
  });

  it('names the first departure: type, null, enum, missing or undeclared property, array item', () => {
    expect(mismatchOf({ id: 1.5, name: 'Ada' }, user, resolve, 'body')).toBe('body.id is 1.5, not integer');
    expect(mismatchOf({ id: null, name: 'Ada' }, user, resolve, 'body')).toBe('body.id is null');
    expect(mismatchOf('x', { type: 'string', enum: ['a', 'b'] }, resolve, 'body')).toBe('body is "x", not one of ["a","b"]');
    expect(mismatchOf({ id: 1 }, user, resolve, 'body')).toBe('body.name is missing');
    expect(mismatchOf({ id: 1, name: 'Ada', email: 'a@b.c' }, user, resolve, 'body')).toBe('body.email is not declared');
    expect(mismatchOf([{ id: 1, name: 3 }], { type: 'array', items: user }, resolve, 'body')).toBe('body[0].name is number, not string');
    expect(mismatchOf({ id: 'x', name: 'Ada' }, { oneOf: [user, { type: 'string' }] }, resolve, 'body')).toBe('body.id is "x", not integer / body is object, not string');
  });
});

describe('undescribed: what a described response lacks', () => {
  const binary = { schema: { type: 'string', format: 'binary' } };

  it('a success needs a JSON schema or a binary file; a 204 nothing', () => {
    expect(undescribed('200', { content: { 'application/json': { schema: user } } })).toBeNull();
    expect(undescribed('200', { content: { 'application/pdf': binary } })).toBeNull();
    expect(undescribed('204', {})).toBeNull();
    expect(undescribed('201', {})).toBe('success response has no schema (JSON) nor a binary string schema (file)');
    expect(undescribed('200', { content: { 'application/pdf': { schema: { type: 'string' } } } })).toBe('success response has no schema (JSON) nor a binary string schema (file)');
  });

  it('a redirect needs its Location header; an error the ErrorBody schema', () => {
    expect(undescribed('302', { headers: { Location: {} } })).toBeNull();
    expect(undescribed('302', {})).toBe('redirect does not describe its Location header');
    expect(undescribed('404', { content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorBody' } } } })).toBeNull();
    expect(undescribed('409', {})).toBe('error response is not described as ErrorBody');
  });
});
