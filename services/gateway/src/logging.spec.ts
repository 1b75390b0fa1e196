import { REDACTED, redactHeaders } from './logging';

describe('redactHeaders', () => {
  it('hides cookies, credentials and every identity header, keeps the rest', () => {
    expect(
      redactHeaders({
        cookie: 'founder_session=secret',
        authorization: 'Bearer secret',
        'x-founder-identity': 'jwt',
        'x-founder-internal-token': 'token',
        'x-user-id': '1',
        'user-agent': 'curl/8',
        accept: '*/*',
      }),
    ).toEqual({
      cookie: REDACTED,
      authorization: REDACTED,
      'x-founder-identity': REDACTED,
      'x-founder-internal-token': REDACTED,
      'x-user-id': REDACTED,
      'user-agent': 'curl/8',
      accept: '*/*',
    });
  });
});
