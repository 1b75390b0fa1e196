import { INTERNAL_NOTIFICATIONS_PATH, type InternalNotification } from '@founder/contracts';
import { INTERNAL_TOKEN_HEADER, internalToken } from '@founder/identity';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface NotificationRecorder {
  /** The AUTH_URL of this server. */
  url: string;
  received: InternalNotification[];
  /** The next notification for `userId` of `kind` not yet taken: already received or still to come. */
  nextFor(userId: number, kind: InternalNotification['kind']): Promise<InternalNotification>;
  close(): Promise<void>;
}

/**
 * Auth's POST /internal/notifications at the network edge: a real HTTP server that checks the
 * internal token and keeps what it was told, as auth takes it (services/auth/test/notifications.e2e-spec.ts
 * holds auth to that contract). Set a service's AUTH_URL to `url`.
 */
export async function startNotificationRecorder(secret: string): Promise<NotificationRecorder> {
  const token = internalToken(secret);
  const received: InternalNotification[] = [];
  const taken = new Set<InternalNotification>();
  const waiting: { matches: (notification: InternalNotification) => boolean; resolve: (notification: InternalNotification) => void }[] = [];

  const server = createServer((request, response) => {
    if (request.method !== 'POST' || request.url !== INTERNAL_NOTIFICATIONS_PATH || request.headers[INTERNAL_TOKEN_HEADER] !== token) {
      response.writeHead(401, { 'content-type': 'application/json' }).end('{"statusCode":401,"message":"Invalid internal token"}');
      return;
    }
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const notification = JSON.parse(Buffer.concat(chunks).toString('utf8')) as InternalNotification;
      received.push(notification);
      const waiter = waiting.find((entry) => entry.matches(notification));
      if (waiter) {
        waiting.splice(waiting.indexOf(waiter), 1);
        taken.add(notification);
        waiter.resolve(notification);
      }
      response.writeHead(202, { 'content-type': 'application/json' }).end('{"outcome":"queued"}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));

  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    received,
    nextFor(userId, kind) {
      const matches = (notification: InternalNotification) => notification.userId === userId && notification.kind === kind;
      const ready = received.find((notification) => matches(notification) && !taken.has(notification));
      if (ready) {
        taken.add(ready);
        return Promise.resolve(ready);
      }
      return new Promise((resolve) => waiting.push({ matches, resolve }));
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
