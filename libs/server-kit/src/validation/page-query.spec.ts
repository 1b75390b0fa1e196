import { plainToInstance } from 'class-transformer';
import { validate } from 'class-validator';
import { PageNumber, PageSize, pageSizeOf, pageWindow } from './page-query';
import { validationMessage } from './validation-message';

const LIMITS = { default: 20, max: 50 };

class Listing {
  @PageNumber()
  page?: number;

  @PageSize(LIMITS)
  pageSize?: number;
}

/** The 400 message the app's validation pipe gives for a query string, or '' when valid. */
async function messageFor(query: Record<string, string>): Promise<string> {
  return validationMessage(await validate(plainToInstance(Listing, query), { stopAtFirstError: true }));
}

describe('PageNumber and PageSize', () => {
  it('take integers from 1; a page size above the maximum is valid (answered with the maximum)', async () => {
    expect(await messageFor({})).toBe('');
    expect(await messageFor({ page: '3', pageSize: '10000' })).toBe('');
  });

  it.each([
    [{ page: '0' }, 'page must not be less than 1'],
    [{ page: 'abc' }, 'page must be an integer number'],
    [{ page: '100001' }, 'page must not be greater than 100000'],
    [{ pageSize: '0' }, 'pageSize must not be less than 1'],
    [{ pageSize: '-3' }, 'pageSize must not be less than 1'],
    [{ pageSize: '2.5' }, 'pageSize must be an integer number'],
  ])('refuse %p', async (query, message) => {
    expect(await messageFor(query)).toBe(message);
  });
});

describe('pageWindow', () => {
  it('uses page 1 and the default page size when none is asked', () => {
    expect(pageWindow({}, LIMITS)).toEqual({ page: 1, pageSize: 20, offset: 0 });
  });

  it('gives the maximum to whoever asks for more', () => {
    expect(pageSizeOf(51, LIMITS)).toBe(50);
    expect(pageSizeOf(10_000, LIMITS)).toBe(50);
    expect(pageSizeOf(7, LIMITS)).toBe(7);
  });

  it('turns a page number into an offset', () => {
    expect(pageWindow({ page: 3, pageSize: 10 }, LIMITS)).toEqual({ page: 3, pageSize: 10, offset: 20 });
  });
});
