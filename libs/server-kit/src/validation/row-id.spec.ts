import { NotFoundException } from '@nestjs/common';
import { MAX_ROW_ID, parseRowId, RowIdPipe } from './row-id';

describe('row ids from a path', () => {
  it('parses a positive integer that fits an integer column, and nothing else', () => {
    expect(parseRowId('1')).toBe(1);
    expect(parseRowId(String(MAX_ROW_ID))).toBe(MAX_ROW_ID);
    for (const value of ['', '0', '007', '-1', '1.5', '1e3', 'abc', ' 1', String(MAX_ROW_ID + 1), '99999999999']) {
      expect(parseRowId(value)).toBeNull();
    }
  });

  it('RowIdPipe answers what cannot be an id as a row not found, with its domain message', () => {
    const pipe = new RowIdPipe('Event not found');
    expect(pipe.transform('42')).toBe(42);
    expect(() => pipe.transform('abc')).toThrow(new NotFoundException('Event not found'));
  });
});
