import { Controller, Get, Module, type INestApplication } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter } from '@nestjs/platform-fastify';
import type { Identity } from '@founder/identity';
import { CurrentIdentity, RequireIdentity, ServiceEnvironment, SessionRequiredGuard } from '@founder/server-kit';

/** A signed-in-only route, as ideas and community declare theirs. */
@Controller('api/networking')
class GuardedController {
  @Get('profile')
  @RequireIdentity()
  profile(@CurrentIdentity() identity: Identity): { userId: number } {
    return { userId: identity.userId };
  }
}

/**
 * Another service behind the gateway (NestJS on Fastify, with the shared identity guard of
 * server-kit and nothing else), answering the community prefix /api/networking/.
 */
export async function startGuardedService(identityPublicKeys: string): Promise<{ url: string; app: INestApplication }> {
  @Module({
    controllers: [GuardedController],
    providers: [SessionRequiredGuard, { provide: ServiceEnvironment, useValue: { IDENTITY_PUBLIC_KEYS: identityPublicKeys } }],
  })
  class GuardedServiceModule {}

  const app = await NestFactory.create(GuardedServiceModule, new FastifyAdapter(), { logger: false });
  await app.listen(0, '127.0.0.1');
  return { url: await app.getUrl(), app };
}
