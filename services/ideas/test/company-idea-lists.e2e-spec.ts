import type { INestApplication } from '@nestjs/common';
import { COMPANY_MEMBERS_PATHS, IDEA_PATHS, type Company, type IdeaPageQuery, type IdeaSummaryPage } from '@founder/contracts';
import { expectOpenApiAnswer, request } from '@founder/server-kit/testing';
import type { AuthInvitationsStub } from './support/auth-invitations-stub';
import { createCompany, createTeamTestApp, joinedMember, verifiedFounder } from './support/company-team';
import { as, submitIdea, type TestCaller } from './support/ideas-test-app';

/** GET /api/ideas lists the founder's own ideas and their companies' ideas with the company's name (issue 32 item 6: the idea pickers). */
describe('GET /api/ideas for a company member', () => {
  let app: INestApplication;
  let auth: AuthInvitationsStub;
  let owner: TestCaller;
  let company: Company;
  let companyIdea: number;

  const list = (caller: TestCaller, page: IdeaPageQuery = {}) => as(request(app).get(IDEA_PATHS.sessionIdeas(page)), caller);
  const listed = (response: { body: IdeaSummaryPage }) => response.body.items.map(({ id, companyName }) => ({ id, companyName }));

  beforeAll(async () => {
    ({ app, auth } = await createTeamTestApp());
    owner = await verifiedFounder(auth);
    company = await createCompany(app, owner);
    companyIdea = (await submitIdea(app, owner, { ideaTitle: 'Team idea' })).id;
    await as(request(app).patch(IDEA_PATHS.idea(companyIdea)), owner).send({ companyId: company.id }).expect(200);
  });

  afterAll(async () => {
    await app.close();
    await auth.close();
  });

  it('401 without a session', async () => {
    expect((await request(app).get(IDEA_PATHS.sessionIdeas())).body).toEqual({ statusCode: 401, message: 'Not authenticated' });
  });

  it("a founder outside the company never sees its ideas; the owner sees them with the company's name", async () => {
    const stranger = await verifiedFounder(auth);
    const own = (await submitIdea(app, stranger)).id;
    expect(listed(await list(stranger))).toEqual([{ id: own, companyName: null }]);
    expect(listed(await list(owner))).toEqual([{ id: companyIdea, companyName: company.companyName }]);
  });

  it("a member lists their own ideas and the company's, newest first, a page at a time; removed, only their own", async () => {
    const member = await joinedMember(app, auth, owner, company.id, 'viewer');
    const before = (await submitIdea(app, member, { ideaTitle: 'Mine, older' })).id;
    const later = (await submitIdea(app, owner, { ideaTitle: 'Team idea, later' })).id;
    await as(request(app).patch(IDEA_PATHS.idea(later)), owner).send({ companyId: company.id }).expect(200);
    const personalOfOwner = (await submitIdea(app, owner, { ideaTitle: 'Not shared' })).id;

    const all = await list(member);
    expect(all.status).toBe(200);
    expect(listed(all)).toEqual([
      { id: later, companyName: company.companyName },
      { id: before, companyName: null },
      { id: companyIdea, companyName: company.companyName },
    ]);
    expect(listed(all)).not.toContainEqual(expect.objectContaining({ id: personalOfOwner }));
    await expectOpenApiAnswer(app, all, 200);

    const first = await list(member, { limit: 2 });
    expect(listed(first).map(({ id }) => id)).toEqual([later, before]);
    const second = await list(member, { limit: 2, cursor: first.body.nextCursor! });
    expect(second.body).toEqual({ items: [expect.objectContaining({ id: companyIdea, ideaTitle: 'Team idea' })], nextCursor: null });

    await as(request(app).delete(COMPANY_MEMBERS_PATHS.member(company.id, member.userId!)), owner).expect(204);
    expect(listed(await list(member))).toEqual([{ id: before, companyName: null }]);
  });
});
