import { COMMUNITY_PAGE_SIZE } from '@founder/contracts';
import { effectivePageSize, pageWindow } from './paging';

describe('paging', () => {
  it('uses the default page size when none is asked', () => {
    expect(effectivePageSize(undefined)).toBe(COMMUNITY_PAGE_SIZE.default);
  });

  it('gives the maximum to whoever asks for more', () => {
    expect(effectivePageSize(COMMUNITY_PAGE_SIZE.max + 1)).toBe(50);
    expect(effectivePageSize(10_000)).toBe(50);
  });

  it('keeps a size within bounds', () => {
    expect(effectivePageSize(7)).toBe(7);
  });

  it('turns a page number into an offset', () => {
    expect(pageWindow(3, 10)).toEqual({ page: 3, pageSize: 10, offset: 20 });
    expect(pageWindow(undefined, undefined)).toEqual({ page: 1, pageSize: 20, offset: 0 });
  });
});
