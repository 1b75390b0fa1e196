import fc from 'fast-check';
import { inputOutOfBounds } from './bounded-input';
import { jsonTextOutOfBounds } from './json-text-bounds';

const keys = (count: number) => Object.fromEntries(Array.from({ length: count }, (_, index) => [`k${index}`, index % 2 ? 'v' : null]));

describe('jsonTextOutOfBounds', () => {
  it.each<[string, unknown, string]>([
    ['keys of the body', keys(201), 'body has more than 200 keys'],
    ['keys of a nested object, named by its path', { a: [{}, { 'b "quoted"': keys(201) }] }, 'a.1.b "quoted" has more than 200 keys'],
    ['items of an array', { tags: new Array(1001).fill(true) }, 'tags has more than 1000 items'],
    ['items of the body', new Array(1001).fill(-1.5e3), 'body has more than 1000 items'],
    ['values in all', Object.fromEntries(Array.from({ length: 10 }, (_, index) => [`l${index}`, new Array(999).fill(0)])), 'body has more than 10000 values'],
  ])('names the bound broken: %s', (_case, value, message) => {
    expect(jsonTextOutOfBounds(JSON.stringify(value))).toBe(message);
  });

  it('counts nothing inside strings: brackets, commas, quotes and backslashes in text are text', () => {
    const text = `{"a":"${'{[,\\"\\\\'.repeat(5000)}","b":"\\\\"}`;
    expect(JSON.parse(text)).toBeTruthy();
    expect(jsonTextOutOfBounds(text)).toBeNull();
  });

  it('stops at the bound without reading the rest (500,000 nested arrays)', () => {
    expect(jsonTextOutOfBounds('['.repeat(500_000) + ']'.repeat(500_000))).toBe('body has more than 10000 values');
  });

  it('leaves malformed text to the parser', () => {
    expect(jsonTextOutOfBounds('{"a": ')).toBeNull();
    expect(jsonTextOutOfBounds('"unterminated')).toBeNull();
  });

  it('agrees with the walk of the parsed value on what is within the bounds', () => {
    const sized = fc.oneof(
      fc.jsonValue({ maxDepth: 4 }),
      fc.integer({ min: 195, max: 205 }).map(keys),
      fc.integer({ min: 995, max: 1005 }).map((length) => ({ list: new Array(length).fill('x,]') })),
    );
    fc.assert(
      fc.property(sized, (value) => {
        expect(jsonTextOutOfBounds(JSON.stringify(value)) === null).toBe(inputOutOfBounds(value) === null);
      }),
      { seed: 28, numRuns: 300 },
    );
  });
});
