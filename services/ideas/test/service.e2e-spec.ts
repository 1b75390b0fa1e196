import { createTestApp, describeServiceBasics } from '@founder/server-kit/testing';
import { AppModule } from '../src/app.module';

describeServiceBasics({
  schema: 'ideas',
  createApp: () => createTestApp(AppModule, 'fastify', 'ideas'),
  unknownRoutes: [
    ['get', '/nope'],
    ['post', '/api/nope'],
  ],
  openApiPaths: [
    '/api/ideas',
    '/api/ideas/demo',
    '/api/ideas/shared/{token}',
    '/api/ideas/{id}',
    '/api/startup-ideas',
    '/api/startup-ideas/{id}/business-plan',
    '/api/startup-ideas/{id}/business-plan.pdf',
    '/api/startup-ideas/{id}/business-plan/sections/{sectionId}',
    '/api/startup-ideas/{id}/business-plan/sections/{sectionId}/regenerate',
    '/api/startup-ideas/{id}/pitch-deck',
    '/api/startup-ideas/{id}/pitch-deck.pdf',
    '/api/startup-ideas/{id}/pitch-deck.pptx',
    '/api/startup-ideas/{id}/pitch-deck/slides/{slideId}',
    '/api/startup-ideas/{id}/pitch-deck/slides/{slideId}/regenerate',
    '/api/startup-ideas/{id}/shares',
    '/api/startup-ideas/{id}/shares/{token}',
    '/api/startup-profile',
    '/api/startup-profile/{id}',
    '/health',
  ],
  migrations: ['InitIdeasSchema1795333964809', 'CreateStartupIdeas1795400000000', 'CreateIdeaDocuments1796100000000', 'CreateStartupProfiles1796300000000'],
  malformedJsonMessage: "Body is not valid JSON but content-type is set to 'application/json'",
});
