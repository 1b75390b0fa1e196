import { COMMUNITY_PATHS, CONNECTION_GREETING } from '@founder/contracts';
import { expectOpenApiAnswer, request } from '@founder/server-kit/testing';
import type { Response } from 'supertest';
import { as, communityAppForSuite, newEvent } from './support/community-test-app';

/** Real answers of every success path, each compared with its OpenAPI schema. */
describe('community: answers match their OpenAPI schemas', () => {
  const suite = communityAppForSuite();
  const matches = (response: Response, status: number) => expectOpenApiAnswer(suite.app, response, status);

  it('events and registrations', async () => {
    const organizer = await suite.auth.founder('Olga Organizer');
    const guest = await suite.auth.founder('Gus Guest');
    const created = await matches(await as(request(suite.app).post(COMMUNITY_PATHS.events()), organizer).send(newEvent()), 201);
    const id = (created.body as { id: number }).id;
    await matches(await request(suite.app).get(COMMUNITY_PATHS.events()), 200);
    await matches(await request(suite.app).get(COMMUNITY_PATHS.event(id)), 200);
    await matches(await as(request(suite.app).patch(COMMUNITY_PATHS.event(id)), organizer).send({ title: 'Pitch Night' }), 200);
    await matches(await as(request(suite.app).post(COMMUNITY_PATHS.eventRegistration(id)), guest), 201);
    await matches(await as(request(suite.app).get(COMMUNITY_PATHS.myRegistrations()), guest), 200);
    await matches(await as(request(suite.app).delete(COMMUNITY_PATHS.eventRegistration(id)), guest), 200);
  });

  it('networking profiles, connections and the hub', async () => {
    const ada = await suite.auth.founder('Ada Asker');
    const rita = await suite.auth.founder('Rita Receiver');
    await matches(await as(request(suite.app).get(COMMUNITY_PATHS.networkingProfile), ada), 200);
    for (const founder of [ada, rita]) {
      await matches(await as(request(suite.app).put(COMMUNITY_PATHS.networkingProfile), founder).send({ bio: 'Building things', stage: 'Seed', lookingFor: ['mentor'] }), 200);
    }
    await matches(await as(request(suite.app).get(COMMUNITY_PATHS.networkingProfile), ada), 200);
    await matches(await as(request(suite.app).get(COMMUNITY_PATHS.networkingProfiles()), ada), 200);
    const asked = await matches(await as(request(suite.app).post(COMMUNITY_PATHS.connections()), ada).send({ receiverId: rita.id, message: CONNECTION_GREETING }), 201);
    await matches(await as(request(suite.app).patch(COMMUNITY_PATHS.connection((asked.body as { id: number }).id)), rita).send({ status: 'accepted' }), 200);
    await matches(await as(request(suite.app).get(COMMUNITY_PATHS.connections()), ada), 200);
    const again = await matches(await as(request(suite.app).post(COMMUNITY_PATHS.connections()), await suite.auth.founder('Dan Decliner')).send({ receiverId: rita.id }), 201);
    await matches(await as(request(suite.app).patch(COMMUNITY_PATHS.connection((again.body as { id: number }).id)), rita).send({ status: 'declined' }), 200);
    await matches(await as(request(suite.app).get(COMMUNITY_PATHS.hub), ada), 200);
  });
});
