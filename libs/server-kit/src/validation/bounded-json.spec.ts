import 'reflect-metadata';
import { validate } from 'class-validator';
import { plainToInstance } from 'class-transformer';
import { BoundedJson, depthOf } from './bounded-json';

class Holder {
  @BoundedJson({ maxBytes: 20, maxDepth: 2 })
  metadata?: unknown;
}

const messageFor = async (metadata: unknown) =>
  (await validate(plainToInstance(Holder, { metadata }))).flatMap((error) => Object.values(error.constraints ?? {}));

describe('BoundedJson', () => {
  it('accepts JSON within both bounds', async () => {
    expect(await messageFor({ a: { b: 1 } })).toEqual([]);
  });

  it('names the size bound, counted in UTF-8 bytes', async () => {
    expect(await messageFor({ a: 'ééééééééé' })).toEqual(['metadata must be at most 20 bytes of JSON']);
  });

  it('names the depth bound', async () => {
    expect(await messageFor({ a: { b: { c: 1 } } })).toEqual(['metadata must be nested at most 2 levels deep']);
  });
});

describe('depthOf', () => {
  it.each([
    [1, 0],
    [{}, 1],
    [[1, [2]], 2],
    [{ a: [{ b: null }] }, 3],
  ])('%j is %i deep', (value, depth) => {
    expect(depthOf(value)).toBe(depth);
  });
});
