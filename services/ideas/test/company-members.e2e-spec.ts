import type { INestApplication } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { ACTIVITY_PATHS, COMPANIES_PATHS, COMPANY_MEMBERS_PATHS as PATHS, type ActivityPage, type Company, type CompanyMemberPage } from '@founder/contracts';
import { INTERNAL_TOKEN_HEADER, internalToken } from '@founder/identity';
import { request } from '@founder/server-kit/testing';
import { ONBOARDED_COMPANY } from '../src/domain/company-work/company-facts.fixtures';
import { as, signedIn, submitIdea, type TestCaller } from './support/ideas-test-app';
import { emailOf, type AuthInvitationsStub } from './support/auth-invitations-stub';
import { createCompany, createTeamTestApp, joinedMember, verifiedFounder } from './support/company-team';

const MANAGE = 'You do not have the company.members.manage permission in this company';
const INVALID = 'This invitation link is invalid or has expired';
const OWNER_STAYS = 'The owner cannot leave, be removed or be demoted: make another member the owner first';

describe('company members and invitations', () => {
  let app: INestApplication;
  let auth: AuthInvitationsStub;
  let owner: TestCaller;
  let stranger: TestCaller;
  let company: Company;

  beforeAll(async () => {
    ({ app, auth } = await createTeamTestApp());
    owner = await verifiedFounder(auth);
    stranger = await verifiedFounder(auth);
    company = await createCompany(app, owner);
  });
  afterAll(async () => {
    await app.close();
    await auth.close();
  });

  const invite = (caller: TestCaller, body: object, companyId = company.id) => as(request(app).post(PATHS.invitations(companyId)), caller).send(body);
  const lastToken = () => auth.sent[auth.sent.length - 1].token;

  describe('POST /api/companies/{id}/invitations', () => {
    it('401 signed out', async () => {
      expect((await request(app).post(PATHS.invitations(company.id)).send({ email: 'a@example.com', role: 'editor' })).body).toEqual({ statusCode: 401, message: 'Not authenticated' });
    });

    it('404 for a non-member, 403 for an editor (naming company.members.manage)', async () => {
      expect((await invite(stranger, { email: 'a@example.com', role: 'editor' })).body).toEqual({ statusCode: 404, message: 'Company not found' });
      const editor = await joinedMember(app, auth, owner, company.id, 'editor');
      expect((await invite(editor, { email: 'a@example.com', role: 'editor' })).body).toEqual({ statusCode: 403, message: MANAGE });
    });

    it('403 when the owner has not verified their address, and nothing is kept', async () => {
      const unverified = await signedIn();
      const own = await createCompany(app, unverified);
      expect((await invite(unverified, { email: 'a@example.com', role: 'viewer' }, own.id)).body).toEqual({ statusCode: 403, message: 'Verify your email address to invite people' });
      expect((await as(request(app).get(PATHS.invitations(own.id)), unverified)).body).toEqual([]);
    });

    it.each([
      [{ email: 'not-an-address', role: 'editor' }, 'email must be an email address'],
      [{ email: 'a@example.com', role: 'owner' }, 'role must be one of editor, commenter, viewer'],
      [{ email: 'a@example.com' }, 'role must be one of editor, commenter, viewer'],
    ])('400 for %j', async (body, message) => {
      expect((await invite(owner, body)).body).toEqual({ statusCode: 400, message });
    });

    it('409 for an address with a pending invitation; the invitation is mailed by auth with its role', async () => {
      const response = await invite(owner, { email: 'Ada@Example.com', role: 'commenter' });
      expect(response.status).toBe(201);
      expect(response.body).toMatchObject({ email: 'ada@example.com', role: 'commenter' });
      expect(new Date(response.body.expiresAt).getTime() - new Date(response.body.createdAt).getTime()).toBeGreaterThanOrEqual(7 * 24 * 3600 * 1000 - 1000);
      expect(auth.sent[auth.sent.length - 1]).toEqual({ inviterId: owner.userId, email: 'ada@example.com', companyName: company.companyName, role: 'commenter', token: lastToken() });
      expect((await invite(owner, { email: 'ada@example.com', role: 'viewer' })).body).toEqual({ statusCode: 409, message: 'This address already has a pending invitation' });
    });
  });

  describe('GET and DELETE /api/companies/{id}/invitations', () => {
    it('401, 404 for a non-member, 403 for a viewer, 404 for an unknown invitation, then revoke: the link no longer works', async () => {
      expect((await request(app).get(PATHS.invitations(company.id))).status).toBe(401);
      expect((await as(request(app).get(PATHS.invitations(company.id)), stranger)).body).toEqual({ statusCode: 404, message: 'Company not found' });
      const viewer = await joinedMember(app, auth, owner, company.id, 'viewer');
      expect((await as(request(app).get(PATHS.invitations(company.id)), viewer)).body).toEqual({ statusCode: 403, message: MANAGE });
      expect((await as(request(app).delete(PATHS.invitation(company.id, 999_999_999)), owner)).body).toEqual({ statusCode: 404, message: 'Invitation not found' });
      const invited = await verifiedFounder(auth);
      const made = (await invite(owner, { email: emailOf(invited.userId!), role: 'editor' })).body;
      const token = lastToken();
      const pending = (await as(request(app).get(PATHS.invitations(company.id)), owner)).body as Array<{ id: number }>;
      expect(pending.map((invitation) => invitation.id)).toContain(made.id);
      expect((await as(request(app).delete(PATHS.invitation(company.id, made.id)), viewer)).body).toEqual({ statusCode: 403, message: MANAGE });
      await as(request(app).delete(PATHS.invitation(company.id, made.id)), owner).expect(204);
      expect((await as(request(app).delete(PATHS.invitation(company.id, made.id)), owner)).status).toBe(404);
      expect((await as(request(app).post(PATHS.accept(token)), invited)).body).toEqual({ statusCode: 400, message: INVALID });
    });
  });

  describe('POST /api/invitations/{token}/accept', () => {
    it('401 signed out; 400 for an unknown token; 403 for another address; 409 for a member; then joins, once', async () => {
      const invited = await verifiedFounder(auth);
      await invite(owner, { email: emailOf(invited.userId!), role: 'editor' }).expect(201);
      const token = lastToken();
      expect((await request(app).post(PATHS.accept(token))).status).toBe(401);
      expect((await as(request(app).post(PATHS.accept('no-such-token')), invited)).body).toEqual({ statusCode: 400, message: INVALID });
      expect((await as(request(app).post(PATHS.accept(token)), stranger)).body).toEqual({
        statusCode: 403,
        message: 'This invitation was sent to another address: sign in with it, or verify it on your account',
      });
      auth.verified.delete(invited.userId!);
      expect((await as(request(app).post(PATHS.accept(token)), invited)).status).toBe(403);
      auth.verified.add(invited.userId!);
      const ownerInvite = await invite(owner, { email: emailOf(owner.userId!), role: 'viewer' });
      expect(ownerInvite.status).toBe(201);
      expect((await as(request(app).post(PATHS.accept(lastToken())), owner)).body).toEqual({ statusCode: 409, message: 'You are already a member of this company' });
      expect((await as(request(app).post(PATHS.accept(token)), invited)).body).toEqual({ companyId: company.id, companyName: company.companyName, role: 'editor' });
      expect((await as(request(app).post(PATHS.accept(token)), invited)).body).toEqual({ statusCode: 400, message: INVALID });
      expect((await as(request(app).get(COMPANIES_PATHS.company(company.id)), invited)).status).toBe(200);
      expect(((await as(request(app).get(COMPANIES_PATHS.companies), invited)).body.items as Company[]).map((listed) => listed.id)).toEqual([company.id]);
    });
  });

  describe("GET /api/companies and /api/companies/{id}: the caller's role (issue 32 item 6)", () => {
    it("401; a non-member is not listed and gets 404; each member lists their own and their teams' companies with their role, and reads one with it", async () => {
      const team = await createCompany(app, owner);
      const commenter = await joinedMember(app, auth, owner, team.id, 'commenter');
      const own = await createCompany(app, commenter);
      expect((await request(app).get(COMPANIES_PATHS.companies)).status).toBe(401);
      const strangers = (await as(request(app).get(COMPANIES_PATHS.companies), stranger)).body as { items: Company[] };
      expect(strangers.items.map((listed) => listed.id)).not.toContain(team.id);
      expect((await as(request(app).get(COMPANIES_PATHS.company(team.id)), stranger)).body).toEqual({ statusCode: 404, message: 'Company not found' });
      const listed = (await as(request(app).get(COMPANIES_PATHS.companies), commenter)).body as { items: Company[] };
      expect(listed.items.map(({ id, companyName, role }) => ({ id, companyName, role }))).toEqual([
        { id: own.id, companyName: `Loom ${commenter.userId}`, role: 'owner' },
        { id: team.id, companyName: `Loom ${owner.userId}`, role: 'commenter' },
      ]);
      expect((await as(request(app).get(COMPANIES_PATHS.company(team.id)), commenter)).body.role).toBe('commenter');
      expect((await as(request(app).get(COMPANIES_PATHS.company(team.id)), owner)).body.role).toBe('owner');
      await as(request(app).patch(PATHS.member(team.id, commenter.userId!)), owner).send({ role: 'editor' }).expect(200);
      const changed = await as(request(app).patch(COMPANIES_PATHS.company(team.id)), commenter).send({ theme: 'green' });
      expect(changed.body).toMatchObject({ id: team.id, theme: 'green', role: 'editor' });
    });
  });

  describe("GET /api/ideas/{id}: the caller's role in the idea's company (issue 32 item 6)", () => {
    it('404 signed out and for a non-member; then the role of each member, and null for a personal idea and the demo', async () => {
      const ideaId = (await submitIdea(app, owner)).id;
      const personal = (await submitIdea(app, owner)).id;
      const built = (await as(request(app).post(COMPANIES_PATHS.companies), owner).send({ ...ONBOARDED_COMPANY, companyName: 'Loom Roles', companyData: { ideaId } }).expect(201)).body as Company;
      const commenter = await joinedMember(app, auth, owner, built.id, 'commenter');
      const viewer = await joinedMember(app, auth, owner, built.id, 'viewer');
      const read = (caller: TestCaller | null, id = ideaId) => (caller ? as(request(app).get(`/api/ideas/${id}`), caller) : request(app).get(`/api/ideas/${id}`));
      expect((await read(null)).body).toEqual({ statusCode: 404, message: 'Idea not found' });
      expect((await read(stranger)).body).toEqual({ statusCode: 404, message: 'Idea not found' });
      expect([(await read(owner)).body.role, (await read(commenter)).body.role, (await read(viewer)).body.role, (await read(owner, personal)).body.role]).toEqual(['owner', 'commenter', 'viewer', null]);
      expect((await request(app).get('/api/ideas/demo')).body.role).toBeNull();
    });
  });

  describe('members: GET, PATCH, DELETE', () => {
    let team: Company;
    let editor: TestCaller;
    let viewer: TestCaller;

    beforeAll(async () => {
      team = await createCompany(app, owner);
      editor = await joinedMember(app, auth, owner, team.id, 'editor');
      viewer = await joinedMember(app, auth, owner, team.id, 'viewer');
    });
    const members = (caller: TestCaller) => as(request(app).get(PATHS.members(team.id)), caller);
    const patch = (caller: TestCaller, memberId: number, body: object) => as(request(app).patch(PATHS.member(team.id, memberId)), caller).send(body);

    it('GET: 401, 404 for a non-member, then the owner first and each member with their role, for every member', async () => {
      expect((await request(app).get(PATHS.members(team.id))).status).toBe(401);
      expect((await members(stranger)).body).toEqual({ statusCode: 404, message: 'Company not found' });
      const listed = ((await members(viewer)).body as CompanyMemberPage).items;
      expect(listed.map(({ id, role, name }) => ({ id, role, name }))).toEqual([
        { id: owner.userId, role: 'owner', name: `Founder ${owner.userId}` },
        { id: editor.userId, role: 'editor', name: `Founder ${editor.userId}` },
        { id: viewer.userId, role: 'viewer', name: `Founder ${viewer.userId}` },
      ]);
    });

    it('GET a page: 401, 404 for a non-member, 400 for a bad limit or cursor; more than 200 gets 200 after the owner; the next page by the cursor, in join order', async () => {
      const big = await createCompany(app, owner);
      const page = (caller: TestCaller, query: { limit?: number; cursor?: string }) => as(request(app).get(PATHS.membersPage(big.id, query)), caller);
      expect((await request(app).get(PATHS.membersPage(big.id))).status).toBe(401);
      expect((await page(stranger, {})).body).toEqual({ statusCode: 404, message: 'Company not found' });
      expect((await page(owner, { limit: 0 })).body).toEqual({ statusCode: 400, message: 'limit must not be less than 1' });
      expect((await page(owner, { cursor: 'nope!' })).body).toEqual({ statusCode: 400, message: 'cursor must be the nextCursor of a previous page' });
      // 250 members who joined a second apart, the first one earliest; two share a second (the user id orders them).
      await app.get(DataSource).query(
        `INSERT INTO "ideas"."company_members" ("company_id", "user_id", "role", "created_at")
         SELECT $1, 900000000 + n, 'viewer', timestamptz '2025-01-01T00:00:00Z' + make_interval(secs => least(n, 249)) FROM generate_series(1, 250) AS n`,
        [big.id],
      );
      const first = (await page(owner, { limit: 500 }).expect(200)).body as CompanyMemberPage;
      expect(first.items).toHaveLength(201);
      expect(first.items.slice(0, 3).map(({ id, role }) => ({ id, role }))).toEqual([
        { id: owner.userId, role: 'owner' },
        { id: 900000001, role: 'viewer' },
        { id: 900000002, role: 'viewer' },
      ]);
      const rest = (await page(owner, { limit: 200, cursor: first.nextCursor! }).expect(200)).body as CompanyMemberPage;
      expect(rest.items.map((member) => member.id)).toEqual(Array.from({ length: 50 }, (_, index) => 900000201 + index));
      expect(rest.nextCursor).toBeNull();
      // Without ?limit=: the owner and 100 members.
      const plain = (await as(request(app).get(PATHS.members(big.id)), owner).expect(200)).body as CompanyMemberPage;
      expect([plain.items.length, plain.items[0].id, plain.items[100].id]).toEqual([101, owner.userId, 900000100]);
    });

    it('PATCH: 401, 404 non-member, 403 editor, 404 unknown member, 400 bad role, 409 demoting the owner, then a new role that applies on the next request', async () => {
      expect((await request(app).patch(PATHS.member(team.id, viewer.userId!)).send({ role: 'editor' })).status).toBe(401);
      expect((await patch(stranger, viewer.userId!, { role: 'editor' })).body).toEqual({ statusCode: 404, message: 'Company not found' });
      expect((await patch(editor, viewer.userId!, { role: 'editor' })).body).toEqual({ statusCode: 403, message: MANAGE });
      expect((await patch(owner, stranger.userId!, { role: 'editor' })).body).toEqual({ statusCode: 404, message: 'Member not found' });
      expect((await patch(owner, viewer.userId!, { role: 'boss' })).body).toEqual({ statusCode: 400, message: 'role must be one of owner, editor, commenter, viewer' });
      expect((await patch(owner, owner.userId!, { role: 'editor' })).body).toEqual({ statusCode: 409, message: OWNER_STAYS });
      const rename = (caller: TestCaller) => as(request(app).patch(COMPANIES_PATHS.company(team.id)), caller).send({ location: 'Leeds, UK' });
      expect((await rename(viewer)).body).toEqual({ statusCode: 403, message: 'You do not have the company.update permission in this company' });
      expect((await patch(owner, viewer.userId!, { role: 'editor' })).status).toBe(200);
      expect((await rename(viewer)).status).toBe(200);
      await patch(owner, viewer.userId!, { role: 'viewer' }).expect(200);
    });

    it('PATCH role owner transfers ownership in one go: the old owner is an editor, the new one manages', async () => {
      const other = await createCompany(app, owner);
      const heir = await joinedMember(app, auth, owner, other.id, 'commenter');
      const listed = (await as(request(app).patch(PATHS.member(other.id, heir.userId!)), owner).send({ role: 'owner' }).expect(200)).body as Array<{ id: number; role: string }>;
      expect(listed.map(({ id, role }) => ({ id, role }))).toEqual([
        { id: heir.userId, role: 'owner' },
        { id: owner.userId, role: 'editor' },
      ]);
      expect((await as(request(app).get(PATHS.invitations(other.id)), owner)).body).toEqual({ statusCode: 403, message: MANAGE });
      expect((await as(request(app).get(PATHS.invitations(other.id)), heir)).status).toBe(200);
    });

    it('DELETE: 401, 404 non-member, 403 a member removing another, 409 the owner leaving, then a member leaves and the owner removes one: access ends at once', async () => {
      expect((await request(app).delete(PATHS.member(team.id, viewer.userId!))).status).toBe(401);
      expect((await as(request(app).delete(PATHS.member(team.id, viewer.userId!)), stranger)).body).toEqual({ statusCode: 404, message: 'Company not found' });
      expect((await as(request(app).delete(PATHS.member(team.id, viewer.userId!)), editor)).body).toEqual({ statusCode: 403, message: MANAGE });
      expect((await as(request(app).delete(PATHS.member(team.id, owner.userId!)), owner)).body).toEqual({ statusCode: 409, message: OWNER_STAYS });
      await as(request(app).delete(PATHS.member(team.id, viewer.userId!)), viewer).expect(204);
      expect((await as(request(app).get(COMPANIES_PATHS.company(team.id)), viewer)).body).toEqual({ statusCode: 404, message: 'Company not found' });
      await as(request(app).delete(PATHS.member(team.id, editor.userId!)), owner).expect(204);
      expect((await as(request(app).get(COMPANIES_PATHS.company(team.id)), editor)).status).toBe(404);
      expect((await as(request(app).delete(PATHS.member(team.id, editor.userId!)), owner)).body).toEqual({ statusCode: 404, message: 'Member not found' });
    });
  });

  it("a member who deletes their account leaves the team: gone from its members, the feed says they left, the owner's company stays", async () => {
    const team = await createCompany(app, owner);
    const member = await joinedMember(app, auth, owner, team.id, 'editor');
    await request(app).delete(`/internal/users/${member.userId}`).set(INTERNAL_TOKEN_HEADER, internalToken(process.env['IDENTITY_SECRET']!)).expect(204);
    const listed = ((await as(request(app).get(PATHS.members(team.id)), owner).expect(200)).body as CompanyMemberPage).items;
    expect(listed.map(({ id, role }) => ({ id, role }))).toEqual([{ id: owner.userId, role: 'owner' }]);
    const [latest] = ((await as(request(app).get(ACTIVITY_PATHS.companyActivity(team.id)), owner).expect(200)).body as ActivityPage).items;
    expect({ verb: latest.verb, actorUserId: latest.actorUserId, subject: latest.subject.kind, detail: latest.detail }).toEqual({ verb: 'left', actorUserId: member.userId, subject: 'member', detail: null });
  });

  it('the idea a new company builds on becomes the company’s: its members read it', async () => {
    const ideaId = (await submitIdea(app, owner)).id;
    const built = (await as(request(app).post(COMPANIES_PATHS.companies), owner).send({ ...ONBOARDED_COMPANY, companyName: 'Loom Built', companyData: { ideaId } }).expect(201)).body as Company;
    const viewer = await joinedMember(app, auth, owner, built.id, 'viewer');
    expect((await as(request(app).get(`/api/ideas/${ideaId}`), viewer)).status).toBe(200);
    expect((await as(request(app).patch(`/api/ideas/${ideaId}`), owner).send({ companyId: company.id })).body).toEqual({ statusCode: 409, message: 'This idea already belongs to a company' });
  });

  describe('PATCH /api/ideas/{id} {companyId}: a personal idea into a company', () => {
    it('404 signed out (ideas answer to a browser too) and for another founder, 403 for an editor of a company idea, 400 for a company not theirs, 409 once in one; then members read it and editors edit it', async () => {
      const ideaId = (await submitIdea(app, owner)).id;
      const move = (caller: TestCaller, companyId: number) => as(request(app).patch(`/api/ideas/${ideaId}`), caller).send({ companyId });
      expect((await request(app).patch(`/api/ideas/${ideaId}`).send({ companyId: company.id })).body).toEqual({ statusCode: 404, message: 'Idea not found' });
      expect((await move(stranger, company.id)).body).toEqual({ statusCode: 404, message: 'Idea not found' });
      expect((await move(owner, (await createCompany(app, stranger)).id)).body).toEqual({ statusCode: 400, message: 'companyId must be a company where you can create ideas' });
      expect((await move(owner, 0)).body).toEqual({ statusCode: 400, message: 'companyId must not be less than 1' });
      const viewer = await joinedMember(app, auth, owner, company.id, 'viewer');
      expect((await as(request(app).get(`/api/ideas/${ideaId}`), viewer)).status).toBe(404);
      expect((await move(owner, company.id)).status).toBe(200);
      expect((await as(request(app).get(`/api/ideas/${ideaId}`), viewer)).status).toBe(200);
      expect((await move(owner, company.id)).body).toEqual({ statusCode: 409, message: 'This idea already belongs to a company' });
      expect((await move(viewer, company.id)).body).toEqual({ statusCode: 403, message: 'You do not have the idea.move permission in this company' });
    });
  });
});
