import { ApiError } from '../errors/api-error';
import { PATH_ESCAPE_MESSAGE, upstreamPath } from './upstream-call';

function refusal(url: string): unknown {
  try {
    upstreamPath(url);
    return null;
  } catch (error) {
    return error instanceof ApiError ? error.toBody() : error;
  }
}

describe('upstreamPath', () => {
  it('passes path and query unchanged, encoded characters and a literal ... included', () => {
    expect(upstreamPath('/api/ideas/7?q=a%20b&tags=x,y')).toBe('/api/ideas/7?q=a%20b&tags=x,y');
    expect(upstreamPath('/api/sites/[...slug]')).toBe('/api/sites/[...slug]');
    expect(upstreamPath('/api/ideas?next=../x')).toBe('/api/ideas?next=../x');
  });

  it('refuses a path that climbs out with .., plain or encoded', () => {
    for (const url of ['/api/ideas/../../internal/sessions/resolve', '/api/ideas/..%2f..%2finternal', '/api/ideas/%2e%2e/x']) {
      expect(refusal(url)).toEqual({ statusCode: 400, message: PATH_ESCAPE_MESSAGE });
    }
  });

  it('refuses a path that cannot be decoded', () => {
    expect(refusal('/api/ideas/%E0%A4%A')).toEqual({ statusCode: 400, message: 'Malformed URL' });
  });
});
