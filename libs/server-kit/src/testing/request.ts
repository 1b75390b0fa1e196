import type { INestApplication } from '@nestjs/common';
import supertest from 'supertest';

/** supertest against the app's HTTP server, without opening a port. */
export function request(app: INestApplication): ReturnType<typeof supertest> {
  return supertest(app.getHttpServer());
}

/**
 * How long the identity assertions a test signs stay valid. The gateway signs one per request (30 s
 * is plenty there); a suite holds one caller for all its tests, which on a loaded machine outlasts 30 s.
 */
export const TEST_ASSERTION_TTL_SECONDS = 3600;
