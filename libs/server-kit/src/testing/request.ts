import type { INestApplication } from '@nestjs/common';
import supertest from 'supertest';

/** supertest against the app's HTTP server, without opening a port. */
export function request(app: INestApplication): ReturnType<typeof supertest> {
  return supertest(app.getHttpServer());
}
