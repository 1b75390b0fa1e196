import { INTERNAL_INVITATIONS_PATH, INTERNAL_USERS_PATH, type InternalInvitation } from '@founder/contracts';
import { INTERNAL_TOKEN_HEADER, internalToken } from '@founder/identity';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/** Test users' addresses, as signedIn() puts them in the identity. */
export const emailOf = (userId: number) => `user${userId}@example.com`;

/**
 * Stands for auth in the members suites: the users whose address is verified (`verified`), the
 * invitations it was asked to mail (`sent`, refused with 403 from an unverified inviter), their
 * verified addresses and their summaries.
 */
export interface AuthInvitationsStub {
  url: string;
  verified: Set<number>;
  sent: InternalInvitation[];
  close(): Promise<void>;
}

export async function startAuthInvitationsStub(secret: string): Promise<AuthInvitationsStub> {
  const token = internalToken(secret);
  const verified = new Set<number>();
  const sent: InternalInvitation[] = [];
  const server = createServer((request, response) => {
    const answer = (status: number, body: unknown) => response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    if (request.headers[INTERNAL_TOKEN_HEADER] !== token) return answer(401, { statusCode: 401, message: 'Invalid internal token' });
    const url = new URL(request.url ?? '/', 'http://stub');
    const verifiedEmail = /^\/internal\/users\/(\d+)\/verified-email$/.exec(url.pathname);
    if (verifiedEmail) {
      const userId = Number(verifiedEmail[1]);
      return answer(200, { email: verified.has(userId) ? emailOf(userId) : null });
    }
    if (url.pathname === INTERNAL_USERS_PATH) {
      const ids = (url.searchParams.get('ids') ?? '').split(',').map(Number);
      return answer(200, ids.map((id) => ({ id, name: `Founder ${id}`, email: emailOf(id), avatar: null })));
    }
    if (request.method === 'POST' && url.pathname === INTERNAL_INVITATIONS_PATH) {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        const invitation = JSON.parse(Buffer.concat(chunks).toString('utf8')) as InternalInvitation;
        if (!verified.has(invitation.inviterId)) return answer(403, { statusCode: 403, message: 'Verify your email address to invite people' });
        sent.push(invitation);
        answer(202, {});
      });
      return;
    }
    answer(404, { statusCode: 404, message: 'Not found' });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    verified,
    sent,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
