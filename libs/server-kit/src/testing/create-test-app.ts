import type { INestApplication, Type } from '@nestjs/common';
import { configureApp } from '../bootstrap/configure-app';
import { createServiceApp, type HttpAdapterName } from '../bootstrap/create-service-app';

/**
 * The real app for API tests: same adapter and setup as production, on the test database
 * (DATABASE_URL from the jest global setup), migrated during init. Close it in afterAll.
 */
export async function createTestApp(appModule: Type<unknown>, adapter: HttpAdapterName, serviceName = 'test'): Promise<INestApplication> {
  const app = configureApp(await createServiceApp(appModule, adapter), serviceName);
  await app.init();
  // Fastify registers routes asynchronously; supertest must not race it.
  if (adapter === 'fastify') await (app.getHttpAdapter().getInstance() as { ready(): PromiseLike<unknown> }).ready();
  return app;
}
