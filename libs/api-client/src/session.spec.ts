import { QueryClient } from '@tanstack/react-query';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { CurrentUser } from '@founder/contracts';
import { CURRENT_USER_QUERY_KEY } from './session-check';
import { clearSession, signOut, storeSignedInUser } from './session';

const ADA = { id: 1, name: 'Ada', email: 'ada@example.com' } as CurrentUser;

/** A real local server stands in for the gateway; the page's relative paths are sent to it. */
let server: Server;
let status = 204;
const calls: string[] = [];
const originalFetch = global.fetch;

beforeAll(async () => {
  server = createServer((request, response) => {
    calls.push(`${request.method} ${request.url}`);
    response.writeHead(status, status === 204 ? {} : { 'content-type': 'application/json' });
    response.end(status === 204 ? '' : '{"statusCode":500,"message":"Internal server error"}');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  global.fetch = ((input: string, init?: RequestInit) => originalFetch(`${base}${input}`, init)) as typeof fetch;
});

afterAll(async () => {
  global.fetch = originalFetch;
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

function signedInClient(): QueryClient {
  const client = new QueryClient();
  storeSignedInUser(client, ADA);
  client.setQueryData(['/api/ideas?email=ada@example.com'], [{ id: 7 }]);
  return client;
}

describe('the session in the query cache', () => {
  beforeEach(() => {
    calls.length = 0;
  });

  it('stores the signed-in user under the me key', () => {
    expect(signedInClient().getQueryData(CURRENT_USER_QUERY_KEY)).toEqual(ADA);
  });

  it('sign-out posts /api/auth/logout and forgets the user and what was cached for them', async () => {
    status = 204;
    const client = signedInClient();
    await signOut(client);
    expect(calls).toEqual(['POST /api/auth/logout']);
    expect(client.getQueryData(CURRENT_USER_QUERY_KEY)).toBeNull();
    expect(client.getQueryData(['/api/ideas?email=ada@example.com'])).toBeUndefined();
  });

  it('sign-out removes the stored userEmail, currentIdeaId and platformCompanyData and nothing else', async () => {
    status = 204;
    const stored = new Map([
      ['userEmail', 'ada@example.com'],
      ['currentIdeaId', '7'],
      ['platformCompanyData', '{"companyName":"Acme"}'],
      ['theme', 'dark'],
    ]);
    const storage = { removeItem: (key: string) => stored.delete(key) } as unknown as Storage;
    await signOut(signedInClient(), storage);
    expect([...stored.keys()]).toEqual(['theme']);
  });

  it('signs out when storage refuses access', async () => {
    status = 204;
    const client = signedInClient();
    const refusing = { removeItem: () => { throw new Error('SecurityError'); } } as unknown as Storage;
    await expect(signOut(client, refusing)).resolves.toBeUndefined();
    expect(client.getQueryData(CURRENT_USER_QUERY_KEY)).toBeNull();
  });

  it('clears the user even when the logout call fails', async () => {
    status = 500;
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const client = signedInClient();
    await expect(signOut(client)).resolves.toBeUndefined();
    expect(client.getQueryData(CURRENT_USER_QUERY_KEY)).toBeNull();
    expect(warn).toHaveBeenCalledTimes(1);
    warn.mockRestore();
  });

  it('clearSession leaves the me entry as null (signed out), not missing (unknown)', () => {
    const client = signedInClient();
    clearSession(client);
    expect(client.getQueryState(CURRENT_USER_QUERY_KEY)?.status).toBe('success');
    expect(client.getQueryData(CURRENT_USER_QUERY_KEY)).toBeNull();
  });
});
