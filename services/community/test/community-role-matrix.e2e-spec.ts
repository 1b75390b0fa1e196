import { COMMUNITY_PATHS } from '@founder/contracts';
import { INTERNAL_TOKEN_HEADER } from '@founder/identity';
import {
  MATRIX_ROLES as ROLES,
  NOT_INTERNAL,
  openApiOperations,
  outcomeOf,
  ownerOnly,
  request,
  sameForEvery,
  type MatrixOutcomes,
  type MatrixRole,
} from '@founder/server-kit/testing';
import type { Response } from 'supertest';
import { as, communityAppForSuite, newEvent, type Founder } from './support/community-test-app';

/** Each role's own resources, or a public call: every role alike. */
const EVERYONE = sameForEvery('allowed');

interface Row {
  expect: MatrixOutcomes;
  send: (founder: Founder) => PromiseLike<Response>;
}

/**
 * The role-by-action matrix of community (issue 32): its endpoints are per founder, never per
 * company, so the owner, editor, commenter and viewer of a company and a stranger are five
 * founders here. Against the owner's resources (their event, their connections) every other one
 * gets the stranger's answer; each one's own resources work. Every operation of the OpenAPI
 * document has a row: a new endpoint without one fails the first test.
 */
describe('the role-by-action matrix of the community service', () => {
  const suite = communityAppForSuite();
  const founders = {} as Record<MatrixRole, Founder>;
  const app = () => suite.app;
  const made = <T>(response: Response, status: number): T => {
    if (response.status !== status) throw new Error(`setting up: ${response.status} ${JSON.stringify(response.body)}`);
    return response.body as T;
  };
  const ownersEvent = async () => made<{ id: number }>(await as(request(app()).post(COMMUNITY_PATHS.events()), founders.owner).send(newEvent()), 201).id;
  /** A request between the owner and a new founder: `toOwner` one the owner received, else one the owner sent. */
  const ownersConnection = async (toOwner: boolean) => {
    const other = await suite.auth.founder('Grace Hopper');
    const [from, to] = toOwner ? [other, founders.owner] : [founders.owner, other];
    return made<{ id: number }>(await as(request(app()).post(COMMUNITY_PATHS.connections()), from).send({ receiverId: to.id }), 201).id;
  };
  const internal = (method: 'get' | 'delete', path: (founder: Founder) => string) => (founder: Founder) => as(request(app())[method](path(founder)), founder).set(INTERNAL_TOKEN_HEADER, 'not-the-token');
  const get = (path: string) => (founder: Founder) => as(request(app()).get(path), founder);

  const TABLE: Record<string, Row> = {
    'GET /health': { expect: EVERYONE, send: get('/health') },
    'GET /health/live': { expect: EVERYONE, send: get('/health/live') },
    'GET /health/ready': { expect: EVERYONE, send: get('/health/ready') },
    'GET /internal/users/{userId}/export': { expect: NOT_INTERNAL, send: internal('get', (founder) => `/internal/users/${founder.id}/export`) },
    'DELETE /internal/users/{userId}': { expect: NOT_INTERNAL, send: internal('delete', (founder) => `/internal/users/${founder.id}`) },
    'GET /api/events': { expect: EVERYONE, send: get(COMMUNITY_PATHS.events()) },
    'POST /api/events': { expect: EVERYONE, send: (founder) => as(request(app()).post(COMMUNITY_PATHS.events()), founder).send(newEvent()) },
    'GET /api/events/{id}': { expect: EVERYONE, send: async (founder) => as(request(app()).get(COMMUNITY_PATHS.event(await ownersEvent())), founder) },
    'PATCH /api/events/{id}': { expect: ownerOnly('Event not found'), send: async (founder) => as(request(app()).patch(COMMUNITY_PATHS.event(await ownersEvent())), founder).send({ title: 'Pitch Practice, Round Two' }) },
    'POST /api/events/{id}/register': { expect: EVERYONE, send: async (founder) => as(request(app()).post(COMMUNITY_PATHS.eventRegistration(await ownersEvent())), founder) },
    'DELETE /api/events/{id}/register': {
      expect: EVERYONE,
      send: async (founder) => {
        const id = await ownersEvent();
        made(await as(request(app()).post(COMMUNITY_PATHS.eventRegistration(id)), founder), 201);
        return as(request(app()).delete(COMMUNITY_PATHS.eventRegistration(id)), founder);
      },
    },
    'GET /api/events/registrations': { expect: EVERYONE, send: get(COMMUNITY_PATHS.myRegistrations()) },
    'GET /api/networking/profile': { expect: EVERYONE, send: get(COMMUNITY_PATHS.networkingProfile) },
    'PUT /api/networking/profile': { expect: EVERYONE, send: (founder) => as(request(app()).put(COMMUNITY_PATHS.networkingProfile), founder).send({ bio: 'I build things' }) },
    'GET /api/networking/profiles': { expect: EVERYONE, send: get(COMMUNITY_PATHS.networkingProfiles()) },
    'GET /api/networking/hub': { expect: EVERYONE, send: get('/api/networking/hub') },
    'GET /api/networking/connections': { expect: EVERYONE, send: get(COMMUNITY_PATHS.connections()) },
    'POST /api/networking/connections': { expect: EVERYONE, send: async (founder) => as(request(app()).post(COMMUNITY_PATHS.connections()), founder).send({ receiverId: (await suite.auth.founder('Ada Lovelace')).id }) },
    'PATCH /api/networking/connections/{id}': { expect: ownerOnly('Connection not found'), send: async (founder) => as(request(app()).patch(COMMUNITY_PATHS.connection(await ownersConnection(true))), founder).send({ status: 'accepted' }) },
    'DELETE /api/networking/connections/{id}': { expect: ownerOnly('Connection not found'), send: async (founder) => as(request(app()).delete(COMMUNITY_PATHS.connection(await ownersConnection(false))), founder) },
  };
  const operations = Object.keys(TABLE).sort();

  beforeAll(async () => {
    for (const role of ROLES) founders[role] = await suite.auth.founder(`The ${role}`);
  });

  it(`has one row for each of the ${operations.length} operations of the OpenAPI document (${operations.length} × ${ROLES.length} roles = ${operations.length * ROLES.length} calls)`, async () => {
    expect(operations).toEqual(await openApiOperations(app()));
  });

  it.each(operations)('%s as each role', async (operation) => {
    const row = TABLE[operation];
    const got = await Promise.all(ROLES.map(async (role) => [role, outcomeOf(await row.send(founders[role]))] as const));
    expect(Object.fromEntries(got)).toEqual(row.expect);
  });
});
