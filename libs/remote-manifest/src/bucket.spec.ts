import { bucketCookie, bucketFromCookie, newBucket } from './bucket';

describe('bucketFromCookie', () => {
  it.each([
    ['founder_bucket=42', 42],
    ['a=1; founder_bucket=0; b=2', 0],
    ['founder_session=abc;founder_bucket=99', 99],
    ['founder_bucket= 7 ', 7],
  ])('reads %j as %i', (header, bucket) => {
    expect(bucketFromCookie(header)).toBe(bucket);
  });

  it.each([
    [undefined],
    [null],
    [''],
    ['other=1'],
    ['founder_bucket='],
    ['founder_bucket=100'],
    ['founder_bucket=-1'],
    ['founder_bucket=4.5'],
    ['founder_bucket=abc'],
    ['my_founder_bucket=5'],
  ])('returns null for %j', (header) => {
    expect(bucketFromCookie(header)).toBeNull();
  });
});

describe('newBucket', () => {
  it('maps the random number to 0..99', () => {
    expect(newBucket(() => 0)).toBe(0);
    expect(newBucket(() => 0.105)).toBe(10);
    expect(newBucket(() => 0.999999)).toBe(99);
  });

  it('stays in range with a random source that reaches 1', () => {
    expect(newBucket(() => 1)).toBe(99);
  });

  it('uses Math.random by default', () => {
    for (let i = 0; i < 100; i += 1) {
      const bucket = newBucket();
      expect(Number.isInteger(bucket) && bucket >= 0 && bucket <= 99).toBe(true);
    }
  });
});

describe('bucketCookie', () => {
  it('keeps the bucket for a year on the whole site', () => {
    expect(bucketCookie(7)).toBe('founder_bucket=7; Max-Age=31536000; Path=/; SameSite=Lax');
  });

  it('round-trips through bucketFromCookie', () => {
    expect(bucketFromCookie(bucketCookie(63).split(';')[0])).toBe(63);
  });

  it('refuses a value that is not a bucket', () => {
    expect(() => bucketCookie(100)).toThrow('A bucket is an integer from 0 to 99, got 100');
  });
});
