import type { INestApplication } from '@nestjs/common';
import { ACTIVITY_PATHS, COMPANY_MEMBERS_PATHS, INVESTOR_PATHS, type ActivityEntry, type ActivityPage, type Company, type Investor, type InvestorPage, type NewInvestorRequest } from '@founder/contracts';
import { request } from '@founder/server-kit/testing';
import { as, signedIn, type TestCaller } from './support/ideas-test-app';
import { emailOf, type AuthInvitationsStub } from './support/auth-invitations-stub';
import { createCompany, createTeamTestApp, joinedMember, verifiedFounder } from './support/company-team';

const TEAM_INVESTOR: NewInvestorRequest = {
  name: 'Morgan Keel',
  firm: 'Keel Angels',
  type: 'Angel',
  location: 'Leeds, UK',
  industries: ['SaaS'],
  stages: ['Pre-Seed'],
  checkSizeMin: 25_000,
  checkSizeMax: 100_000,
};

/** What an entry says, without its id and date. */
const said = ({ verb, actorUserId, actorName, subject, detail }: ActivityEntry) => ({ verb, actorUserId, actorName, subject: { kind: subject.kind, label: subject.label }, detail });

/**
 * The investor pipeline of a company (issue 32): one pipeline its members share, editors change it,
 * and its stage changes, applications and the team's comings and goings are in the activity feed.
 * The auth stub names user N 'Founder N'.
 */
describe('the shared investor pipeline of a company', () => {
  let app: INestApplication;
  let auth: AuthInvitationsStub;
  let owner: TestCaller;
  let editor: TestCaller;
  let company: Company;
  let sample: Investor;

  const pipeline = (caller: TestCaller, companyId = company.id) => as(request(app).get(INVESTOR_PATHS.investors({ companyId, only: 'pipeline' })), caller);
  const stages = async (caller: TestCaller) => ((await pipeline(caller).expect(200)).body as InvestorPage).items.map((item) => [item.name, item.relation.pipelineStage, item.relation.notes]);
  const feed = async () => ((await as(request(app).get(ACTIVITY_PATHS.companyActivity(company.id)), owner).expect(200)).body as ActivityPage).items;
  const name = (caller: TestCaller) => `Founder ${caller.userId}`;

  beforeAll(async () => {
    ({ app, auth } = await createTeamTestApp());
    owner = await verifiedFounder(auth);
    company = await createCompany(app, owner);
    editor = await joinedMember(app, auth, owner, company.id, 'editor');
    sample = ((await as(request(app).get(INVESTOR_PATHS.investors({ companyId: company.id, search: 'Amara Ashgrove' })), owner).expect(200)).body as InvestorPage).items[0];
  });

  afterAll(async () => {
    await app.close();
    await auth.close();
  });

  it('two editors see each other’s stage changes and notes in one pipeline', async () => {
    await as(request(app).patch(INVESTOR_PATHS.relation(sample.id, company.id)), editor).send({ pipelineStage: 'meeting' }).expect(200);
    expect(await stages(owner)).toEqual([['Amara Ashgrove', 'meeting', '']]);
    await as(request(app).patch(INVESTOR_PATHS.relation(sample.id, company.id)), owner).send({ notes: 'Partner meeting on Monday.' }).expect(200);
    expect(await stages(editor)).toEqual([['Amara Ashgrove', 'meeting', 'Partner meeting on Monday.']]);
  });

  it('a member without ?companyId= tracks in the newest company they are a member of', async () => {
    const response = await as(request(app).patch(INVESTOR_PATHS.relation(sample.id)), editor).send({ saved: true });
    expect(response.status).toBe(200);
    expect(((await as(request(app).get(INVESTOR_PATHS.investors({ companyId: company.id, only: 'saved' })), owner).expect(200)).body as InvestorPage).items.map((item) => item.id)).toEqual([sample.id]);
  });

  it('applied is the company’s: once for the whole team', async () => {
    await as(request(app).post(INVESTOR_PATHS.apply(sample.id, company.id)), owner).expect(200);
    const again = await as(request(app).post(INVESTOR_PATHS.apply(sample.id, company.id)), editor);
    expect(again.body).toEqual({ statusCode: 409, message: 'You have already applied to this investor' });
  });

  it('members see and track the investors another member added; nobody outside the company does', async () => {
    const added = (await as(request(app).post(INVESTOR_PATHS.investors()), editor).send(TEAM_INVESTOR).expect(201)).body as Investor;
    const listed = ((await as(request(app).get(INVESTOR_PATHS.investors({ companyId: company.id, search: 'Morgan Keel' })), owner).expect(200)).body as InvestorPage).items;
    expect(listed.map((investor) => [investor.id, investor.sample])).toEqual([[added.id, false]]);
    await as(request(app).patch(INVESTOR_PATHS.relation(added.id, company.id)), owner).send({ pipelineStage: 'contacted' }).expect(200);
    const stranger = await signedIn();
    const theirs = await createCompany(app, stranger);
    expect(((await as(request(app).get(INVESTOR_PATHS.investors({ companyId: theirs.id, search: 'Morgan Keel' })), stranger).expect(200)).body as InvestorPage).total).toBe(0);
    expect((await as(request(app).get(INVESTOR_PATHS.investor(added.id, theirs.id)), stranger)).body).toEqual({ statusCode: 404, message: 'Investor not found' });
    await as(request(app).patch(INVESTOR_PATHS.relation(added.id, company.id)), owner).send({ pipelineStage: null }).expect(200);
  });

  it('the feed says who moved which investor to which stage, who applied, who invited whom as what and who joined', async () => {
    const entries = (await feed()).map(said);
    expect(entries).toEqual([
      { verb: 'stageChanged', actorUserId: owner.userId, actorName: name(owner), subject: { kind: 'investor', label: 'Morgan Keel' }, detail: null },
      { verb: 'stageChanged', actorUserId: owner.userId, actorName: name(owner), subject: { kind: 'investor', label: 'Morgan Keel' }, detail: 'contacted' },
      { verb: 'applied', actorUserId: owner.userId, actorName: name(owner), subject: { kind: 'investor', label: 'Amara Ashgrove' }, detail: null },
      { verb: 'stageChanged', actorUserId: editor.userId, actorName: name(editor), subject: { kind: 'investor', label: 'Amara Ashgrove' }, detail: 'meeting' },
      { verb: 'joined', actorUserId: editor.userId, actorName: name(editor), subject: { kind: 'member', label: null }, detail: 'editor' },
      { verb: 'invited', actorUserId: owner.userId, actorName: name(owner), subject: { kind: 'member', label: null }, detail: 'editor' },
    ]);
    // The invited address is the owner's to see (the invitations list), never the feed's.
    expect(JSON.stringify(await feed())).not.toContain(emailOf(editor.userId!));
  });

  it('a member removed loses the pipeline on their next request; the feed says they left, removed', async () => {
    await as(request(app).delete(COMPANY_MEMBERS_PATHS.member(company.id, editor.userId!)), owner).expect(204);
    expect((await pipeline(editor)).body).toEqual({ statusCode: 404, message: 'Company not found' });
    expect((await as(request(app).patch(INVESTOR_PATHS.relation(sample.id, company.id)), editor).send({ pipelineStage: 'passed' })).body).toEqual({ statusCode: 404, message: 'Company not found' });
    expect(said((await feed())[0])).toEqual({ verb: 'left', actorUserId: editor.userId, actorName: name(editor), subject: { kind: 'member', label: null }, detail: 'removed' });
    expect(await stages(owner)).toEqual([['Amara Ashgrove', 'meeting', 'Partner meeting on Monday.']]);
    // The investor they added leaves the company's list with them (its stored scores follow the team).
    expect(((await as(request(app).get(INVESTOR_PATHS.investors({ companyId: company.id, search: 'Morgan Keel' })), owner).expect(200)).body as InvestorPage).total).toBe(0);
  });

  it('a viewer reads the pipeline, cannot change it, and leaves on their own', async () => {
    const viewer = await joinedMember(app, auth, owner, company.id, 'viewer');
    expect(await stages(viewer)).toEqual([['Amara Ashgrove', 'meeting', 'Partner meeting on Monday.']]);
    const refused = await as(request(app).patch(INVESTOR_PATHS.relation(sample.id, company.id)), viewer).send({ pipelineStage: 'passed' });
    expect(refused.body).toEqual({ statusCode: 403, message: 'You do not have the company.pipeline.update permission in this company' });
    await as(request(app).delete(COMPANY_MEMBERS_PATHS.member(company.id, viewer.userId!)), viewer).expect(204);
    expect((await feed()).slice(0, 3).map(said)).toEqual([
      { verb: 'left', actorUserId: viewer.userId, actorName: name(viewer), subject: { kind: 'member', label: null }, detail: null },
      { verb: 'joined', actorUserId: viewer.userId, actorName: name(viewer), subject: { kind: 'member', label: null }, detail: 'viewer' },
      { verb: 'invited', actorUserId: owner.userId, actorName: name(owner), subject: { kind: 'member', label: null }, detail: 'viewer' },
    ]);
  });
});
