import { createTestApp, describeServiceBasics } from '@founder/server-kit/testing';
import { AppModule } from '../src/app.module';

describeServiceBasics({
  schema: 'community',
  createApp: () => createTestApp(AppModule, 'fastify', 'community'),
  unknownRoutes: [
    ['get', '/nope'],
    ['post', '/api/nope'],
  ],
  openApiPaths: [
    '/health',
    '/health/live',
    '/health/ready',
    '/api/events',
    '/api/events/{id}',
    '/api/events/registrations',
    '/api/events/{id}/register',
    '/api/networking/profile',
    '/api/networking/profiles',
    '/api/networking/connections',
    '/api/networking/connections/{id}',
    '/api/networking/hub',
    '/internal/users/{userId}',
    '/internal/users/{userId}/export',
  ],
  migrations: ['InitCommunitySchema1795333964810', 'CreateCommunityTables1796400000000', 'SeedEvents1796400000001', 'IndexEventList1797900000000', 'IndexProfileList1797900000001', 'IndexConnectionList1799300000461'],
  malformedJsonMessage: "Body is not valid JSON but content-type is set to 'application/json'",
});
