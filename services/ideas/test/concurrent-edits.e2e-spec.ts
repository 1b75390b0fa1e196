import type { INestApplication } from '@nestjs/common';
import { GENERATION_JOB_PATHS, type DocumentVersionList } from '@founder/contracts';
import { request } from '@founder/server-kit/testing';
import { as, type TestCaller } from './support/ideas-test-app';
import type { AuthInvitationsStub } from './support/auth-invitations-stub';
import { createTeamTestApp, teamWithIdea } from './support/company-team';

const STALE = 'This section changed since you opened it';

/** Two editors of one company save one part from the same version: one wins, the other is told, with the newer text. */
describe('concurrent edits of one part', () => {
  let app: INestApplication;
  let auth: AuthInvitationsStub;
  let owner: TestCaller;
  let editor: TestCaller;
  let ideaId: number;

  beforeAll(async () => {
    ({ app, auth } = await createTeamTestApp());
    ({ owner, editor, ideaId } = await teamWithIdea(app, auth));
    await as(request(app).post(`/api/startup-ideas/${ideaId}/pitch-deck`), owner).expect(200);
    await as(request(app).post(`/api/startup-ideas/${ideaId}/business-plan`), owner).expect(200);
  });
  afterAll(async () => {
    await app.close();
    await auth.close();
  });

  const currentVersion = async (kind: 'pitch-deck' | 'business-plan', partId: string) =>
    ((await as(request(app).get(GENERATION_JOB_PATHS.versions(ideaId, kind, partId)), owner).expect(200)).body as DocumentVersionList).items[0].id;
  const saveSlide = (caller: TestCaller, body: object) => as(request(app).put(`/api/startup-ideas/${ideaId}/pitch-deck/slides/problem`), caller).send(body);

  it('400 for a base version that cannot be one', async () => {
    expect((await saveSlide(editor, { content: 'x', notes: '', baseVersionId: 0 })).body).toEqual({ statusCode: 400, message: 'baseVersionId must not be less than 1' });
  });

  it('two editors save one slide from the same version at once: one 200, the other 409 with the winner’s slide', async () => {
    const base = await currentVersion('pitch-deck', 'problem');
    const [first, second] = await Promise.all([
      saveSlide(owner, { content: 'Owner text', notes: 'o', baseVersionId: base }),
      saveSlide(editor, { content: 'Editor text', notes: 'e', baseVersionId: base }),
    ]);
    expect([first.status, second.status].sort()).toEqual([200, 409]);
    const [winner, loser] = first.status === 200 ? [first, second] : [second, first];
    const newest = await currentVersion('pitch-deck', 'problem');
    expect(loser.body).toEqual({ statusCode: 409, message: STALE, current: { versionId: newest, content: { content: winner.body.content, notes: winner.body.notes } } });
    expect(newest).not.toBe(base);
  });

  it('a save from the current version goes through; a plan section from an old one is 409; none given saves as before', async () => {
    const slideVersion = await currentVersion('pitch-deck', 'problem');
    expect((await saveSlide(editor, { content: 'Merged text', notes: '', baseVersionId: slideVersion })).status).toBe(200);
    const sectionPath = `/api/startup-ideas/${ideaId}/business-plan/sections/executive-summary`;
    const old = await currentVersion('business-plan', 'executive-summary');
    await as(request(app).put(sectionPath), owner).send({ content: 'Newer summary', baseVersionId: old }).expect(200);
    const stale = await as(request(app).put(sectionPath), editor).send({ content: 'Older summary', baseVersionId: old });
    expect(stale.status).toBe(409);
    expect(stale.body.current.content).toBe('Newer summary');
    expect((await as(request(app).put(sectionPath), editor).send({ content: 'Without a version' })).status).toBe(200);
  });

  it('two members restoring the current version at once both succeed, and it stays the current version', async () => {
    const current = await currentVersion('pitch-deck', 'problem');
    const restore = (caller: TestCaller) => as(request(app).post(`/api/startup-ideas/${ideaId}/pitch-deck/slides/problem/versions/${current}/restore`), caller);
    const answers = await Promise.all([restore(owner), restore(editor)]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
    expect(await currentVersion('pitch-deck', 'problem')).toBe(current);
  });
});
