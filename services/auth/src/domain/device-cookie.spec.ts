import { cookieWithDevice, cookieWithoutDevice, deviceCookieKey, knownDeviceOf, MAX_DEVICE_ENTRIES } from './device-cookie';

const key = deviceCookieKey('a-service-secret-of-at-least-32-characters');
const DEVICE = 'AAAAAAAAAAAAAAAAAAAAAA';

describe('deviceCookieKey', () => {
  it('is 32 bytes of its own, never the secret itself, and the same for the same secret', () => {
    expect(key).toHaveLength(32);
    expect(key.toString()).not.toContain('a-service-secret');
    expect(deviceCookieKey('a-service-secret-of-at-least-32-characters').equals(key)).toBe(true);
    expect(deviceCookieKey('another-service-secret-of-32-characters').equals(key)).toBe(false);
  });
});

describe('cookieWithDevice and knownDeviceOf', () => {
  it('makes an entry that names the browser for its account only', () => {
    const cookie = cookieWithDevice(undefined, 'ada@example.com', key, DEVICE);
    expect(cookie).toMatch(/^AAAAAAAAAAAAAAAAAAAAAA\.[A-Za-z0-9_-]{43}$/);
    expect(cookie).not.toContain('ada');
    expect(knownDeviceOf(cookie, 'ada@example.com', key)).toBe(DEVICE);
    expect(knownDeviceOf(cookie, 'grace@example.com', key)).toBeNull();
    expect(knownDeviceOf(cookie, 'ada@example.com', deviceCookieKey('another-service-secret-of-32-characters'))).toBeNull();
  });

  it('gives a new browser a new random id', () => {
    const first = knownDeviceOf(cookieWithDevice(undefined, 'ada@example.com', key), 'ada@example.com', key);
    const second = knownDeviceOf(cookieWithDevice(undefined, 'ada@example.com', key), 'ada@example.com', key);
    expect(first).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(second).not.toBe(first);
  });

  it('keeps the id a browser already has for the account, once', () => {
    const cookie = cookieWithDevice(undefined, 'ada@example.com', key, DEVICE);
    expect(cookieWithDevice(cookie, 'ada@example.com', key)).toBe(cookie);
  });

  it('keeps the entries of other accounts, newest first, at most 5', () => {
    let cookie: string | undefined;
    for (let i = 0; i < MAX_DEVICE_ENTRIES + 1; i += 1) cookie = cookieWithDevice(cookie, `user${i}@example.com`, key);
    expect(cookie!.split('~')).toHaveLength(5);
    expect(knownDeviceOf(cookie, 'user5@example.com', key)).not.toBeNull();
    expect(knownDeviceOf(cookie, 'user1@example.com', key)).not.toBeNull();
    expect(knownDeviceOf(cookie, 'user0@example.com', key)).toBeNull();
  });

  it('does not know a browser whose entry was altered, or whose cookie is not an entry list', () => {
    const cookie = cookieWithDevice(undefined, 'ada@example.com', key, DEVICE);
    const altered = `${cookie.slice(0, 30)}${cookie[30] === 'A' ? 'B' : 'A'}${cookie.slice(31)}`;
    // The same bytes as the signature, spelled with other unused low bits in its last character.
    const respelled = `${cookie.slice(0, -1)}${String.fromCharCode(cookie.charCodeAt(cookie.length - 1) + 1)}`;
    const otherDevice = `BBBBBBBBBBBBBBBBBBBBBB${cookie.slice(22)}`;
    for (const value of [altered, respelled, otherDevice, '', 'garbage', `${cookie}~`.repeat(10), 42, undefined, null, [cookie]]) {
      expect(knownDeviceOf(value, 'ada@example.com', key)).toBeNull();
    }
  });

  it('drops what is not an entry when it adds one', () => {
    expect(cookieWithDevice('garbage~also.bad', 'ada@example.com', key, DEVICE)).toBe(cookieWithDevice(undefined, 'ada@example.com', key, DEVICE));
  });
});

describe('cookieWithoutDevice', () => {
  it("drops the account's entry and keeps the others", () => {
    const both = cookieWithDevice(cookieWithDevice(undefined, 'grace@example.com', key, 'BBBBBBBBBBBBBBBBBBBBBB'), 'ada@example.com', key, DEVICE);
    const rest = cookieWithoutDevice(both, 'ada@example.com', key);
    expect(knownDeviceOf(rest, 'ada@example.com', key)).toBeNull();
    expect(knownDeviceOf(rest, 'grace@example.com', key)).toBe('BBBBBBBBBBBBBBBBBBBBBB');
  });

  it('is null when the entry was the only one, and keeps a cookie without it as it was', () => {
    expect(cookieWithoutDevice(cookieWithDevice(undefined, 'ada@example.com', key, DEVICE), 'ada@example.com', key)).toBeNull();
    const grace = cookieWithDevice(undefined, 'grace@example.com', key, DEVICE);
    expect(cookieWithoutDevice(grace, 'ada@example.com', key)).toBe(grace);
  });
});
