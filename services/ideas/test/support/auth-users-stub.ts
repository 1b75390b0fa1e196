import { INTERNAL_USERS_PATH, type UserSummary } from '@founder/contracts';
import { INTERNAL_TOKEN_HEADER, internalToken } from '@founder/identity';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface AuthUsersStub {
  /** The AUTH_URL of this server. */
  url: string;
  /** The users it knows, by id: a test adds the founders it names. */
  users: Map<number, UserSummary>;
  close(): Promise<void>;
}

/**
 * Auth's GET /internal/users?ids= at the network edge: a real HTTP server that checks the internal
 * token and answers the users it knows, as auth does (services/auth/test/internal-users.e2e-spec.ts).
 */
export async function startAuthUsersStub(secret: string): Promise<AuthUsersStub> {
  const token = internalToken(secret);
  const users = new Map<number, UserSummary>();
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://stub');
    if (request.method !== 'GET' || url.pathname !== INTERNAL_USERS_PATH || request.headers[INTERNAL_TOKEN_HEADER] !== token) {
      response.writeHead(401, { 'content-type': 'application/json' }).end('{"statusCode":401,"message":"Invalid internal token"}');
      return;
    }
    const ids = (url.searchParams.get('ids') ?? '').split(',').map(Number);
    response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(ids.flatMap((id) => (users.has(id) ? [users.get(id)] : []))));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    users,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
