// Google at the network edge, for tests: a real local OAuth2/OpenID server (npm oauth2-mock-server)
// that the real passport-google-oauth20 strategy talks to through GOOGLE_AUTHORIZATION_URL,
// GOOGLE_TOKEN_URL and GOOGLE_USERINFO_URL. Nothing calls Google.
//
// The account that signs in is the one queued before the browser reaches /authorize (as if the
// person picked it on Google's page); it travels with the authorization code, so the token and
// userinfo answers belong to it. Control routes (JSON POST):
//   /__control/next-account  {sub, email?, email_verified?, name?, picture?}  the next sign-in's account,
//                            answered by userinfo as given (Google leaves out what it does not share)
//   /__control/next-failure  {at: 'authorize-denied' | 'authorize-error' | 'token' | 'userinfo'}
//   /__control/reset
// Used in-process (startGoogleOAuthMock) or as a process: `node tools/e2e/google-oauth-mock.mjs
// --port 0`, which prints one JSON line {"url": ...} once listening and stops on SIGTERM.
import { Events, OAuth2Server } from 'oauth2-mock-server';

export const DEFAULT_GOOGLE_ACCOUNT = {
  sub: 'google-default-user',
  email: 'google.user@example.com',
  email_verified: true,
  name: 'Google User',
  picture: 'https://lh3.googleusercontent.com/a/default-user',
};

export async function startGoogleOAuthMock({ port = 0, host = '127.0.0.1' } = {}) {
  const server = new OAuth2Server();
  await server.issuer.keys.generate('RS256');
  const service = server.service;

  let queuedAccounts = [];
  let queuedFailures = [];
  const accountByCode = new Map();
  const accountBySubject = new Map();
  const takeFailure = (...kinds) => {
    const index = queuedFailures.findIndex((failure) => kinds.includes(failure));
    return index < 0 ? null : queuedFailures.splice(index, 1)[0];
  };
  const noContent = (response) => {
    response.writeHead(204);
    response.end();
  };

  service.addRoute('POST', '/__control/next-account', (request, response) => {
    queuedAccounts.push(request.body);
    noContent(response);
  });
  service.addRoute('POST', '/__control/next-failure', (request, response) => {
    queuedFailures.push(String(request.body?.at));
    noContent(response);
  });
  service.addRoute('POST', '/__control/reset', (_request, response) => {
    queuedAccounts = [];
    queuedFailures = [];
    noContent(response);
  });

  service.on(Events.BeforeAuthorizeRedirect, ({ url }) => {
    const failure = takeFailure('authorize-denied', 'authorize-error');
    if (failure) {
      url.searchParams.delete('code');
      url.searchParams.set('error', failure === 'authorize-denied' ? 'access_denied' : 'server_error');
      return;
    }
    accountByCode.set(url.searchParams.get('code'), queuedAccounts.shift() ?? DEFAULT_GOOGLE_ACCOUNT);
  });
  service.on(Events.BeforeTokenSigning, (token, request) => {
    const account = accountByCode.get(request.body?.code);
    if (!account) return;
    token.payload.sub = account.sub;
    accountBySubject.set(account.sub, account);
  });
  service.on(Events.BeforeResponse, (tokenResponse) => {
    if (!takeFailure('token')) return;
    tokenResponse.statusCode = 400;
    tokenResponse.body = { error: 'invalid_grant', error_description: 'Bad Request' };
  });
  service.on(Events.BeforeUserinfo, (userinfoResponse, request) => {
    if (takeFailure('userinfo')) {
      userinfoResponse.statusCode = 401;
      userinfoResponse.body = { error: 'invalid_token', error_description: 'Invalid Credentials' };
      return;
    }
    const subject = subjectOfAccessToken(accessTokenOf(request));
    userinfoResponse.body = accountBySubject.get(subject) ?? { sub: subject };
  });

  await server.start(port, host);
  const url = `http://${host}:${server.address().port}`;
  return { url, stop: () => server.stop() };
}

/** The access token of a userinfo call: a Bearer header, or the access_token query parameter (node-oauth's way). */
function accessTokenOf(request) {
  const bearer = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1];
  return bearer ?? new URL(request.url ?? '/', 'http://localhost').searchParams.get('access_token') ?? '';
}

/** The `sub` of an access token (a JWT this server signed). */
function subjectOfAccessToken(token) {
  try {
    return JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString('utf8')).sub;
  } catch {
    return undefined;
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const portIndex = process.argv.indexOf('--port');
  const port = portIndex > 0 ? Number(process.argv[portIndex + 1]) : 0;
  const mock = await startGoogleOAuthMock({ port });
  process.stdout.write(`${JSON.stringify({ url: mock.url })}\n`);
  const stop = () => mock.stop().finally(() => process.exit(0));
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
}
