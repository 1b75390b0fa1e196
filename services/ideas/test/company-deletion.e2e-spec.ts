import type { INestApplication } from '@nestjs/common';
import { COMPANIES_PATHS, COMPANY_MEMBERS_PATHS, DATA_ROOM_PATHS, type Company, type DataRoomDocumentList } from '@founder/contracts';
import { request } from '@founder/server-kit/testing';
import { DataSource } from 'typeorm';
import type { AuthInvitationsStub } from './support/auth-invitations-stub';
import { createTeamTestApp, teamWithIdea, verifiedFounder } from './support/company-team';
import { as, type TestCaller } from './support/ideas-test-app';

/** DELETE /api/companies/{id} (issue 32 item 1): the owner alone deletes the company and everything in it but its ideas. */
describe('deleting a company', () => {
  let app: INestApplication;
  let auth: AuthInvitationsStub;
  let owner: TestCaller;
  let editor: TestCaller;
  let stranger: TestCaller;
  let company: Company;
  let ideaId: number;
  const remove = (caller: TestCaller | null, id = company.id) => (caller ? as(request(app).delete(COMPANIES_PATHS.company(id)), caller) : request(app).delete(COMPANIES_PATHS.company(id)));

  beforeAll(async () => {
    ({ app, auth } = await createTeamTestApp());
    ({ owner, company, editor, ideaId } = await teamWithIdea(app, auth));
    stranger = await verifiedFounder(auth);
  });

  afterAll(async () => {
    await app.close();
    await auth.close();
  });

  it('401 signed out, 404 for a stranger or no such company, 403 for a member who is not the owner', async () => {
    expect((await remove(null)).status).toBe(401);
    expect((await remove(stranger)).body).toEqual({ statusCode: 404, message: 'Company not found' });
    expect((await remove(owner, 2_000_000_000)).body).toEqual({ statusCode: 404, message: 'Company not found' });
    expect((await remove(editor)).body).toEqual({ statusCode: 403, message: 'You do not have the company.delete permission in this company' });
  });

  it('the owner deletes it: its team, data room and activity go; its idea stays, the owner’s personal idea; the member loses it', async () => {
    const rooms = (await as(request(app).get(DATA_ROOM_PATHS.list(company.id)), owner).expect(200)).body as DataRoomDocumentList;
    expect(rooms.items.length).toBeGreaterThan(0);
    await remove(owner).expect(204);
    expect((await as(request(app).get(COMPANIES_PATHS.company(company.id)), owner)).body).toEqual({ statusCode: 404, message: 'Company not found' });
    expect((await as(request(app).get(COMPANY_MEMBERS_PATHS.members(company.id)), editor)).body).toEqual({ statusCode: 404, message: 'Company not found' });
    const [left] = (await app.get(DataSource).query(
      `SELECT (SELECT count(*) FROM "ideas"."company_members" WHERE "company_id" = $1)::int AS "members",
              (SELECT count(*) FROM "ideas"."data_room_documents" WHERE "company_id" = $1)::int AS "documents",
              (SELECT count(*) FROM "ideas"."company_activity" WHERE "company_id" = $1)::int AS "activity"`,
      [company.id],
    )) as Array<{ members: number; documents: number; activity: number }>;
    expect(left).toEqual({ members: 0, documents: 0, activity: 0 });
    const idea = await as(request(app).get(`/api/ideas/${ideaId}`), owner).expect(200);
    expect(idea.body.role).toBeNull();
    expect((await as(request(app).get(`/api/ideas/${ideaId}`), editor)).body).toEqual({ statusCode: 404, message: 'Idea not found' });
    expect((await remove(owner)).body).toEqual({ statusCode: 404, message: 'Company not found' });
  });
});
