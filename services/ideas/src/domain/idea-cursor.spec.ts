import { decodeIdeaCursor, encodeIdeaCursor } from './idea-cursor';

describe('idea cursor', () => {
  it('gives back what it encoded, as opaque url-safe text', () => {
    const cursor = { createdAt: '2026-11-23T07:01:20.123456Z', id: 42 };
    const text = encodeIdeaCursor(cursor);
    expect(text).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(text).not.toContain('2026');
    expect(decodeIdeaCursor(text)).toEqual(cursor);
  });

  it.each([
    ['', 'empty'],
    ['not a cursor', 'not base64url of a cursor'],
    [Buffer.from('2026-11-23T07:01:20.123Z|42').toString('base64url'), 'milliseconds only'],
    [Buffer.from('2026-11-23T07:01:20.123456Z|0').toString('base64url'), 'id 0'],
    [Buffer.from('2026-11-23T07:01:20.123456Z|4294967296').toString('base64url'), 'id beyond an integer column'],
    [Buffer.from('2026-13-45T07:01:20.123456Z|42').toString('base64url'), 'no such date'],
    [Buffer.from('2026-11-23T07:01:20.123456Z|42|x').toString('base64url'), 'a third part'],
  ])('refuses %s (%s)', (text) => {
    expect(decodeIdeaCursor(text)).toBeNull();
  });
});
