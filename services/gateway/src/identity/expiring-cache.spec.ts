import { ExpiringCache } from './expiring-cache';

describe('ExpiringCache', () => {
  let clock = 0;
  const now = () => clock;
  beforeEach(() => {
    clock = 1_000;
  });

  it('returns a value until its time is up, then forgets it', () => {
    const cache = new ExpiringCache<string>(5000, 10, now);
    cache.set('a', 'first');
    clock += 4999;
    expect(cache.get('a')).toBe('first');
    clock += 1;
    expect(cache.get('a')).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('keeps no more than its maximum, dropping the oldest entry first', () => {
    const cache = new ExpiringCache<number>(5000, 2, now);
    cache.set('a', 1);
    cache.set('b', 2);
    cache.set('c', 3);
    expect(cache.get('a')).toBeUndefined();
    expect(cache.get('b')).toBe(2);
    expect(cache.get('c')).toBe(3);
    expect(cache.size).toBe(2);
  });

  it('caches nothing when its time to live is 0', () => {
    const cache = new ExpiringCache<number>(0, 2, now);
    cache.set('a', 1);
    expect(cache.get('a')).toBeUndefined();
  });

  it('setting a key again restarts its time', () => {
    const cache = new ExpiringCache<number>(5000, 2, now);
    cache.set('a', 1);
    clock += 4000;
    cache.set('a', 2);
    clock += 4000;
    expect(cache.get('a')).toBe(2);
  });

  it('deleteIf removes the entry only while it holds the given value', () => {
    const cache = new ExpiringCache<object>(5000, 2, now);
    const old = {};
    const newer = {};
    cache.set('a', old);
    cache.set('a', newer);
    cache.deleteIf('a', old);
    expect(cache.get('a')).toBe(newer);
    cache.deleteIf('a', newer);
    expect(cache.get('a')).toBeUndefined();
  });

  it('delete removes an entry', () => {
    const cache = new ExpiringCache<number>(5000, 2, now);
    cache.set('a', 1);
    cache.delete('a');
    expect(cache.get('a')).toBeUndefined();
  });
});
