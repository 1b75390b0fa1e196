import type { INestApplication } from '@nestjs/common';
import { signIdentity } from '@founder/identity';
import { createTestApp, resetDatabase } from '@founder/server-kit/testing';
import { DataSource } from 'typeorm';
import { AppModule } from '../src/app.module';
import { SessionsService } from '../src/sessions/sessions.service';
import { User } from '../src/users/user.entity';

/** The auth app as production builds it (Express), on a database emptied for the suite. */
export async function createAuthTestApp(): Promise<INestApplication> {
  const app = await createTestApp(AppModule, 'express', 'auth');
  await resetDatabase(app);
  return app;
}

/** Users come from sign-up, which a later issue builds; until then tests insert them. */
export function insertUser(app: INestApplication, fields: Partial<User> = {}): Promise<User> {
  const users = app.get(DataSource).getRepository(User);
  return users.save(users.create({ email: 'ada@example.com', name: 'Ada Lovelace', username: 'ada', password: 'not-a-real-hash', ...fields }));
}

/** A signed-in user: a live session and the assertion the gateway would forward for it. */
export async function signIn(app: INestApplication, user: User, ttlSeconds?: number) {
  const { token, session } = await app.get(SessionsService).createSession(user.id);
  const assertion = await signIdentity({ userId: user.id, sessionId: session.id, email: user.email }, identitySecret(), ttlSeconds);
  return { token, session, assertion };
}

export function identitySecret(): string {
  return process.env['IDENTITY_SECRET']!;
}
