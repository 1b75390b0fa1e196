import { megabytes, quotaFullMessage, reservableBytes } from './data-room-quota';

const MB = 1024 * 1024;

describe('data room quota', () => {
  it('writes megabytes whole from 10 MB and with one decimal below', () => {
    expect([0, 0.04 * MB, 0.4 * MB, 1 * MB, 9.96 * MB, 10.4 * MB, 498.2 * MB, 500 * MB].map(megabytes)).toEqual(['0 MB', '0 MB', '0.4 MB', '1 MB', '10 MB', '10 MB', '498 MB', '500 MB']);
  });

  it('names what the room holds and its quota', () => {
    expect(quotaFullMessage(498 * MB, 500 * MB)).toBe("This company's data room holds 498 MB of its 500 MB; this file does not fit");
  });

  it('reserves what an upload may need, within what is left, and nothing of a full room', () => {
    expect(reservableBytes(25 * MB, 100 * MB, 500 * MB)).toBe(25 * MB);
    expect(reservableBytes(3 * MB, 499 * MB, 500 * MB)).toBe(1 * MB);
    expect(reservableBytes(25 * MB, 500 * MB, 500 * MB)).toBeNull();
    expect(reservableBytes(25 * MB, 501 * MB, 500 * MB)).toBeNull();
  });
});
