import { INPUT_BOUNDS, inputOutOfBounds, quotedName } from './bounded-input';

const objectWithKeys = (count: number) => Object.fromEntries(Array.from({ length: count }, (_, index) => [`k${index}`, 0]));

describe('inputOutOfBounds', () => {
  it('accepts input at every bound', () => {
    expect(inputOutOfBounds(objectWithKeys(INPUT_BOUNDS.keysPerObject))).toBeNull();
    expect(inputOutOfBounds({ list: new Array(INPUT_BOUNDS.itemsPerArray).fill(1) })).toBeNull();
    // 1 body + 10 lists + 9 x 1,000 items + 989 in the last list = 10,000 values.
    const lists = { ...Object.fromEntries(Array.from({ length: 9 }, (_, index) => [`l${index}`, new Array(1000).fill(0)])), last: new Array(989).fill(0) };
    expect(inputOutOfBounds(lists)).toBeNull();
  });

  it('names the object with one key too many, at its path', () => {
    expect(inputOutOfBounds(objectWithKeys(201))).toBe('body has more than 200 keys');
    expect(inputOutOfBounds({ metadata: { plan: objectWithKeys(201) } })).toBe('metadata.plan has more than 200 keys');
  });

  it('names the array with one item too many', () => {
    expect(inputOutOfBounds({ tags: [[], new Array(1001).fill('x')] })).toBe('tags.1 has more than 1000 items');
    expect(inputOutOfBounds(new Array(1001).fill(0))).toBe('body has more than 1000 items');
  });

  it('counts every value once, across objects and arrays', () => {
    const lists = { ...Object.fromEntries(Array.from({ length: 9 }, (_, index) => [`l${index}`, new Array(1000).fill(0)])), last: new Array(990).fill(0) };
    expect(inputOutOfBounds(lists)).toBe('body has more than 10000 values');
    expect(inputOutOfBounds(lists, 'filter')).toBe('filter has more than 10000 values');
  });

  it('stops at the first object over its bound without visiting its members', () => {
    const members = { ...objectWithKeys(100_000) };
    const visits = jest.fn();
    Object.defineProperty(members, 'k0', { get: visits, enumerable: true });
    expect(inputOutOfBounds({ members })).toBe('members has more than 200 keys');
    expect(visits).not.toHaveBeenCalled();
  });

  it('leaves scalars, null and bytes alone', () => {
    expect(inputOutOfBounds(null)).toBeNull();
    expect(inputOutOfBounds('text', 'slug')).toBeNull();
    expect(inputOutOfBounds(Buffer.alloc(100_000))).toBeNull();
  });

  it('quotes a long key short', () => {
    expect(inputOutOfBounds({ ['x'.repeat(1000)]: objectWithKeys(201) })).toBe(`${'x'.repeat(60)}... has more than 200 keys`);
    expect(quotedName('short')).toBe('short');
  });
});
