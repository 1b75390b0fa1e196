import { fromDecimalText } from './decimal-integer';

describe('fromDecimalText', () => {
  it.each([
    ['12', 12],
    ['0', 0],
    ['-3', -3],
    ['2147483647', 2147483647],
  ])('reads %j as %j', (text, number) => {
    expect(fromDecimalText(text)).toBe(number);
  });

  it.each(['0x10', '+1', ' 1', '1 ', '01', '1e1', '1.0', '', 'abc', '--1', '12345678901234567'])('leaves %j as text', (text) => {
    expect(fromDecimalText(text)).toBe(text);
  });

  it('leaves numbers and other values as they are', () => {
    expect(fromDecimalText(7)).toBe(7);
    expect(fromDecimalText(null)).toBeNull();
  });
});
