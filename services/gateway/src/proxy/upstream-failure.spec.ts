import { upstreamFailure } from './upstream-failure';

function codedError(code: string, cause?: unknown): Error {
  return Object.assign(new Error(code), { code, cause });
}

describe('upstreamFailure', () => {
  it('is a 502 "unavailable" when the connection is refused or reset', () => {
    for (const error of [codedError('UND_ERR', codedError('ECONNREFUSED')), codedError('ECONNRESET'), codedError('UND_ERR_SOCKET')]) {
      const failure = upstreamFailure('ideas', error);
      expect(failure.toBody()).toEqual({ statusCode: 502, message: 'The ideas service is unavailable' });
    }
  });

  it('is a 504 "did not answer in time" on a headers, body or connect timeout', () => {
    for (const code of ['UND_ERR_HEADERS_TIMEOUT', 'UND_ERR_BODY_TIMEOUT', 'UND_ERR_CONNECT_TIMEOUT']) {
      const failure = upstreamFailure('auth', codedError('UND_ERR', codedError(code)));
      expect(failure.toBody()).toEqual({ statusCode: 504, message: 'The auth service did not answer in time' });
    }
    expect(upstreamFailure('community', codedError('ETIMEDOUT')).statusCode).toBe(504);
  });

  it('is a 502 for anything it does not recognise', () => {
    expect(upstreamFailure('community', new Error('odd')).statusCode).toBe(502);
    expect(upstreamFailure('community', undefined).statusCode).toBe(502);
  });
});
