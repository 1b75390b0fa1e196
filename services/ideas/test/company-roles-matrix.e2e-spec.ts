import type { INestApplication } from '@nestjs/common';
import { COMPANIES_PATHS, COMPANY_MEMBERS_PATHS, DATA_ROOM_PATHS, INVESTOR_PATHS, SITES_PATHS, type Company, type InvestorPage } from '@founder/contracts';
import { request } from '@founder/server-kit/testing';
import type { Test } from 'supertest';
import { as, submitIdea, type TestCaller } from './support/ideas-test-app';
import type { AuthInvitationsStub } from './support/auth-invitations-stub';
import { createCompany, createTeamTestApp, joinedMember, verifiedFounder } from './support/company-team';

type Role = 'owner' | 'editor' | 'commenter' | 'viewer' | 'stranger';
const ROLES: readonly Role[] = ['owner', 'editor', 'commenter', 'viewer', 'stranger'];
/** Who may: every member, or the editors (owner and editor), or the owner alone; everyone else as the matrix says. */
const MEMBERS = { owner: 'allowed', editor: 'allowed', commenter: 'allowed', viewer: 'allowed', stranger: 404 } as const;
const EDITORS = { owner: 'allowed', editor: 'allowed', commenter: 403, viewer: 403, stranger: 404 } as const;
const OWNER = { owner: 'allowed', editor: 403, commenter: 403, viewer: 403, stranger: 404 } as const;
type Outcome = 'allowed' | 403 | 404;

/**
 * The role-by-action matrix (issue 32 item 3), through the real endpoints of the ideas service:
 * each permission, one endpoint that needs it, and what each role gets (a member without the
 * permission 403 naming it, a non-member 404 as for a missing row).
 */
describe('the role-by-action matrix of a company', () => {
  let app: INestApplication;
  let auth: AuthInvitationsStub;
  let company: Company;
  let ideaId: number;
  let investorId: number;
  const callers = {} as Record<Role, TestCaller>;

  beforeAll(async () => {
    ({ app, auth } = await createTeamTestApp());
    callers.owner = await verifiedFounder(auth);
    callers.stranger = await verifiedFounder(auth);
    company = await createCompany(app, callers.owner);
    for (const role of ['editor', 'commenter', 'viewer'] as const) callers[role] = await joinedMember(app, auth, callers.owner, company.id, role);
    ideaId = (await submitIdea(app, callers.owner)).id;
    await as(request(app).patch(`/api/ideas/${ideaId}`), callers.owner).send({ companyId: company.id }).expect(200);
    await as(request(app).post(`/api/startup-ideas/${ideaId}/pitch-deck`), callers.owner).expect(200);
    investorId = ((await as(request(app).get(INVESTOR_PATHS.investors({ companyId: company.id, limit: 1 })), callers.owner).expect(200)).body as InvestorPage).items[0].id;
  });
  afterAll(async () => {
    await app.close();
    await auth.close();
  });

  const MATRIX: ReadonlyArray<[permission: string, endpoint: string, call: () => Test, outcomes: Record<Role, Outcome>, notFound: string]> = [
    ['company.read', 'GET /api/companies/{id}', () => request(app).get(COMPANIES_PATHS.company(company.id)), MEMBERS, 'Company not found'],
    ['company.read', 'GET /api/companies/{id}/site', () => request(app).get(SITES_PATHS.site(company.id)), MEMBERS, 'Company not found'],
    ['company.update', 'PATCH /api/companies/{id}', () => request(app).patch(COMPANIES_PATHS.company(company.id)).send({ location: 'Leeds, UK' }), EDITORS, 'Company not found'],
    ['company.members.read', 'GET /api/companies/{id}/members', () => request(app).get(COMPANY_MEMBERS_PATHS.members(company.id)), MEMBERS, 'Company not found'],
    ['company.members.manage', 'GET /api/companies/{id}/invitations', () => request(app).get(COMPANY_MEMBERS_PATHS.invitations(company.id)), OWNER, 'Company not found'],
    ['dataRoom.read', 'GET /api/documents?companyId=', () => request(app).get(DATA_ROOM_PATHS.list(company.id)), MEMBERS, 'Company not found'],
    ['dataRoom.share', 'POST /api/documents/links', () => request(app).post(DATA_ROOM_PATHS.links).send({ companyId: company.id, tier: 'team' }), EDITORS, 'Company not found'],
    ['dataRoom.read', 'GET /api/documents/links?companyId=', () => request(app).get(DATA_ROOM_PATHS.linksOf(company.id)), MEMBERS, 'Company not found'],
    ['idea.read', 'GET /api/ideas/{id}', () => request(app).get(`/api/ideas/${ideaId}`), MEMBERS, 'Idea not found'],
    ['idea.read', 'GET /api/startup-ideas/{id}/pitch-deck', () => request(app).get(`/api/startup-ideas/${ideaId}/pitch-deck`), MEMBERS, 'Idea not found'],
    ['idea.update', 'PUT /api/startup-ideas/{id}/pitch-deck/slides/{slideId}', () => request(app).put(`/api/startup-ideas/${ideaId}/pitch-deck/slides/team`).send({ content: 'Ada and Grace', notes: '' }), EDITORS, 'Idea not found'],
    ['idea.update', 'PATCH /api/ideas/{id}', () => request(app).patch(`/api/ideas/${ideaId}`).send({ currency: 'EUR' }), EDITORS, 'Idea not found'],
    ['idea.share', 'GET /api/startup-ideas/{id}/shares', () => request(app).get(`/api/startup-ideas/${ideaId}/shares`), EDITORS, 'Idea not found'],
    ['company.read', 'GET /api/investors?companyId=&only=pipeline', () => request(app).get(INVESTOR_PATHS.investors({ companyId: company.id, only: 'pipeline' })), MEMBERS, 'Company not found'],
    ['company.pipeline.update', 'PATCH /api/investors/{id}/relation?companyId=', () => request(app).patch(INVESTOR_PATHS.relation(investorId, company.id)).send({ pipelineStage: 'contacted' }), EDITORS, 'Company not found'],
  ];

  const cases = MATRIX.flatMap(([permission, endpoint, call, outcomes, notFound]) => ROLES.map((role) => [permission, endpoint, role, outcomes[role], call, notFound] as const));

  it.each(cases)('%s via %s as %s: %s', async (permission, _endpoint, role, outcome, call, notFound) => {
    const response = await as(call(), callers[role]);
    if (outcome === 'allowed') expect([200, 201]).toContain(response.status);
    else if (outcome === 403) expect(response.body).toEqual({ statusCode: 403, message: `You do not have the ${permission} permission in this company` });
    else expect(response.body).toEqual({ statusCode: 404, message: notFound });
  });
});
