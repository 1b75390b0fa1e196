import { createTestApp, describeServiceBasics } from '@founder/server-kit/testing';
import { AppModule } from '../src/app.module';

describeServiceBasics({
  schema: 'community',
  createApp: () => createTestApp(AppModule, 'fastify', 'community'),
  unknownRoutes: [
    ['get', '/nope'],
    ['post', '/api/nope'],
  ],
  openApiPaths: ['/health'],
  migrations: ['InitCommunitySchema1795333964810'],
  malformedJsonMessage: "Body is not valid JSON but content-type is set to 'application/json'",
});
