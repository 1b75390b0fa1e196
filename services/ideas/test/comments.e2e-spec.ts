import type { INestApplication } from '@nestjs/common';
import { COMMENT_PATHS, COMPANIES_PATHS, DATA_ROOM_PATHS, type Company, type DataRoomDocumentList } from '@founder/contracts';
import { expectOpenApiAnswer, request, startNotificationRecorder, type NotificationRecorder } from '@founder/server-kit/testing';
import { DataSource } from 'typeorm';
import { ONBOARDED_COMPANY } from '../src/domain/company-work/company-facts.fixtures';
import { as, createIdeasTestApp, signedIn, submitIdea, type TestCaller } from './support/ideas-test-app';

/** Comments on an idea's parts and on data-room documents (issue 32 item 4), mentions told to auth (a recorder here). */
describe('comments', () => {
  let app: INestApplication;
  let auth: NotificationRecorder;
  let owner: TestCaller;
  let stranger: TestCaller;
  let ideaId: number;
  let demoId: number;
  let company: Company;
  let documentId: number;

  const comments = () => COMMENT_PATHS.ideaComments(ideaId);
  const post = (path: string, body: object, caller: TestCaller = owner) => as(request(app).post(path), caller).send(body);
  const patch = (path: string, body: object, caller: TestCaller = owner) => as(request(app).patch(path), caller).send(body);
  const get = (path: string, caller: TestCaller = owner) => as(request(app).get(path), caller);
  const remove = (path: string, caller: TestCaller = owner) => as(request(app).delete(path), caller);
  const expectError = (response: { status: number; body: unknown }, statusCode: number, message: string) => {
    expect({ status: response.status, body: response.body }).toEqual({ status: statusCode, body: { statusCode, message } });
  };

  beforeAll(async () => {
    auth = await startNotificationRecorder(process.env['IDENTITY_SECRET']!);
    const saved = process.env['AUTH_URL'];
    process.env['AUTH_URL'] = auth.url;
    try {
      app = await createIdeasTestApp();
    } finally {
      if (saved === undefined) delete process.env['AUTH_URL'];
      else process.env['AUTH_URL'] = saved;
    }
    owner = await signedIn();
    stranger = await signedIn();
    ideaId = (await submitIdea(app, owner)).id;
    demoId = (await request(app).get('/api/ideas/demo')).body.id;
    company = (await post(COMPANIES_PATHS.companies, { ...ONBOARDED_COMPANY, companyName: `Loom Comments ${owner.userId}`, companyData: { ideaId } })).body as Company;
    documentId = ((await get(DATA_ROOM_PATHS.list(company.id))).body as DataRoomDocumentList).items[0].id;
  });

  afterAll(async () => {
    await app.close();
    await auth.close();
  });

  describe('401 without a session', () => {
    it.each([
      ['GET', () => request(app).get(comments())],
      ['GET counts', () => request(app).get(COMMENT_PATHS.ideaCommentCounts(ideaId))],
      ['POST', () => request(app).post(comments()).send({ part: 'pitch-deck:problem', text: 'Hi' })],
      ['POST on a document', () => request(app).post(COMMENT_PATHS.documentComments(documentId)).send({ text: 'Hi' })],
      ["GET a data room's counts", () => request(app).get(COMMENT_PATHS.documentCommentCounts(company.id))],
    ])('%s', async (_name, call) => {
      const response = await call();
      expect(response.status).toBe(401);
    });
  });

  describe("404 for another founder's", () => {
    it('idea: every call', async () => {
      const thread = (await post(comments(), { part: 'pitch-deck:problem', text: 'Mine' })).body;
      for (const response of [
        await get(comments(), stranger),
        await get(COMMENT_PATHS.ideaCommentCounts(ideaId), stranger),
        await get(COMMENT_PATHS.ideaMentionable(ideaId), stranger),
        await post(comments(), { part: 'pitch-deck:problem', text: 'Theirs' }, stranger),
        await post(`${comments()}/${thread.id}/replies`, { text: 'Theirs' }, stranger),
        await patch(`${comments()}/${thread.id}`, { resolved: true }, stranger),
        await remove(`${comments()}/${thread.id}`, stranger),
      ]) {
        expectError(response, 404, 'Idea not found');
      }
      await remove(`${comments()}/${thread.id}`).expect(204);
    });

    it('data-room document', async () => {
      expectError(await get(COMMENT_PATHS.documentComments(documentId), stranger), 404, 'Document not found');
      expectError(await post(COMMENT_PATHS.documentComments(documentId), { text: 'Theirs' }, stranger), 404, 'Document not found');
    });

    it("data room's counts: another founder's company, or none", async () => {
      expectError(await get(COMMENT_PATHS.documentCommentCounts(company.id), stranger), 404, 'Company not found');
      expectError(await get(COMMENT_PATHS.documentCommentCounts(999999999)), 404, 'Company not found');
    });

    it("a comment of another idea, or none, through this idea's path", async () => {
      const otherIdea = (await submitIdea(app, owner)).id;
      const elsewhere = (await post(COMMENT_PATHS.ideaComments(otherIdea), { part: 'pitch-deck:team', text: 'Elsewhere' })).body;
      expectError(await post(`${comments()}/${elsewhere.id}/replies`, { text: 'Here?' }), 404, 'Comment not found');
      expectError(await patch(`${comments()}/999999999`, { resolved: true }), 404, 'Comment not found');
      expectError(await remove(`${comments()}/abc`), 404, 'Comment not found');
    });
  });

  describe('403', () => {
    it('the demo idea refuses comments (its threads are readable: none)', async () => {
      expectError(await post(COMMENT_PATHS.ideaComments(demoId), { part: 'pitch-deck:problem', text: 'Hello' }), 403, 'The demo idea is read-only');
      expect((await get(COMMENT_PATHS.ideaComments(demoId))).body).toEqual({ items: [], nextCursor: null });
    });

    it("deleting another member's comment (written here straight into the table: only the owner has access until members exist)", async () => {
      const [{ id }] = await app.get(DataSource).query(`INSERT INTO "ideas"."comments" ("idea_id", "part", "author_user_id", "text") VALUES ($1, 'pitch-deck:team', $2, 'Theirs') RETURNING "id"`, [ideaId, stranger.userId]);
      expectError(await remove(`${comments()}/${id}`), 403, 'Only its author can delete a comment');
      const listed = (await get(`${comments()}?part=pitch-deck:team`)).body.items;
      expect(listed).toEqual([expect.objectContaining({ id, mine: false, authorUserId: stranger.userId })]);
      await app.get(DataSource).query(`DELETE FROM "ideas"."comments" WHERE "id" = $1`, [id]);
    });
  });

  describe('400', () => {
    it.each([
      ['the text is missing', { part: 'pitch-deck:problem' }, 'text should not be empty'],
      ['the text is blank once trimmed', { part: 'pitch-deck:problem', text: '   ' }, 'text should not be empty'],
      ['the text is over 2,000 characters once trimmed', { part: 'pitch-deck:problem', text: ` ${'x'.repeat(2001)} ` }, 'text must be shorter than or equal to 2000 characters'],
      ['the text holds NUL', { part: 'pitch-deck:problem', text: 'a\u0000b' }, 'text contains a character that cannot be stored (NUL or an unpaired surrogate)'],
      ['the part is missing', { text: 'Hi' }, 'part should not be empty'],
      ['the part is no part of a document', { part: 'pitch-deck:nope', text: 'Hi' }, 'part must be business-plan:<section id>, pitch-deck:<slide id> or financial-model:<assumption>'],
      ['a mention is not a user id', { part: 'pitch-deck:problem', text: 'Hi', mentions: ['ada'] }, 'mentions must be user ids'],
      ['a mention is nobody who may be mentioned here', { part: 'pitch-deck:problem', text: 'Hi', mentions: [1] }, 'mentions must be members who may be mentioned here; not: 1'],
    ])('when %s', async (_case, body, message) => {
      expectError(await post(comments(), body), 400, message);
    });

    it('resolved must be a boolean; a document comment has no part', async () => {
      const thread = (await post(comments(), { part: 'pitch-deck:problem', text: 'Check' })).body;
      expectError(await patch(`${comments()}/${thread.id}`, { resolved: 'yes' }), 400, 'resolved must be true or false');
      expectError(await post(COMMENT_PATHS.documentComments(documentId), { part: 'pitch-deck:problem', text: 'Hi' }), 400, 'property part should not exist');
      await remove(`${comments()}/${thread.id}`).expect(204);
    });

    it.each([
      ['missing', '/api/documents/comments/counts', 'companyId must be an integer number'],
      ['not a number', '/api/documents/comments/counts?companyId=abc', 'companyId must be an integer number'],
    ])("a data room's counts without a company id: %s", async (_case, path, message) => {
      expectError(await get(path), 400, message);
    });
  });

  describe('409', () => {
    it('a reply to a resolved thread (resolving it twice is fine and keeps the first time)', async () => {
      const thread = (await post(comments(), { part: 'business-plan:executive-summary', text: 'Done?' })).body;
      const first = (await patch(`${comments()}/${thread.id}`, { resolved: true }).expect(200)).body;
      const again = (await patch(`${comments()}/${thread.id}`, { resolved: true }).expect(200)).body;
      expect(again.resolvedAt).toBe(first.resolvedAt);
      expectError(await post(`${comments()}/${thread.id}/replies`, { text: 'One more thing' }), 409, 'Reopen the thread to reply');
      await remove(`${comments()}/${thread.id}`).expect(204);
    });
  });

  describe('happy path', () => {
    it('a thread with a mention, a reply, resolve and reopen, counts per part, then deleting it', async () => {
      expect((await get(COMMENT_PATHS.ideaMentionable(ideaId))).body).toEqual([{ userId: owner.userId, label: 'You (idea owner, company owner)' }]);

      const created = await post(comments(), { part: 'pitch-deck:problem', text: '  <b>@me</b> check the numbers  ', mentions: [owner.userId, owner.userId] });
      expect(created.status).toBe(201);
      expect(created.body).toEqual({
        id: expect.any(Number),
        authorUserId: owner.userId,
        // This suite's auth is a notification recorder, which names nobody (names: company-comments-names).
        authorName: null,
        mine: true,
        text: '<b>@me</b> check the numbers',
        mentions: [owner.userId],
        createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
        part: 'pitch-deck:problem',
        resolved: false,
        resolvedAt: null,
        resolvedByUserId: null,
        replies: [],
      });
      expect(await auth.nextFor(owner.userId!, 'mention')).toEqual({
        userId: owner.userId,
        kind: 'mention',
        authorId: owner.userId,
        where: 'the pitch deck slide "Problem"',
        title: 'LoomLedger',
        excerpt: '<b>@me</b> check the numbers',
        page: '/pitch-deck',
      });

      const thread = created.body.id as number;
      const reply = await post(`${comments()}/${thread}/replies`, { text: 'Fixed.' });
      expect(reply.status).toBe(201);
      expect(reply.body).toEqual({ id: expect.any(Number), authorUserId: owner.userId, authorName: null, mine: true, text: 'Fixed.', mentions: [], createdAt: expect.any(String) });

      const resolved = await patch(`${comments()}/${thread}`, { resolved: true });
      expect(resolved.status).toBe(200);
      expect(resolved.body).toMatchObject({ id: thread, resolved: true, resolvedByUserId: owner.userId, replies: [{ id: reply.body.id, text: 'Fixed.' }] });
      await post(comments(), { part: 'pitch-deck:problem', text: 'Second' }).expect(201);
      await post(comments(), { part: 'business-plan:market-analysis', text: 'Sources?' }).expect(201);
      expect((await get(COMMENT_PATHS.ideaCommentCounts(ideaId))).body).toEqual({ 'business-plan:market-analysis': { open: 1, resolved: 0 }, 'pitch-deck:problem': { open: 1, resolved: 1 } });

      const reopened = await patch(`${comments()}/${thread}`, { resolved: false });
      expect(reopened.body).toMatchObject({ resolved: false, resolvedAt: null, resolvedByUserId: null });

      const page = (await get(`${comments()}?part=pitch-deck:problem&limit=1`)).body;
      expect(page.items.map((item: { text: string }) => item.text)).toEqual(['<b>@me</b> check the numbers']);
      expect(page.items[0].replies.map((item: { text: string }) => item.text)).toEqual(['Fixed.']);
      const next = (await get(`${comments()}?part=pitch-deck:problem&limit=1&cursor=${page.nextCursor}`)).body;
      expect(next).toEqual({ items: [expect.objectContaining({ text: 'Second' })], nextCursor: null });

      for (const [response, status] of [[created, 201], [reply, 201], [reopened, 200], [await get(`${comments()}?part=pitch-deck:problem`), 200], [await get(COMMENT_PATHS.ideaCommentCounts(ideaId)), 200], [await get(COMMENT_PATHS.ideaMentionable(ideaId)), 200]] as const) {
        await expectOpenApiAnswer(app, response, status);
      }

      await remove(`${comments()}/${thread}`).expect(204);
      expect((await get(`${comments()}?part=pitch-deck:problem`)).body.items.map((item: { text: string }) => item.text)).toEqual(['Second']);
    });

    it('a comment on a data-room document mentions the company owner', async () => {
      const created = await post(COMMENT_PATHS.documentComments(documentId), { text: 'Is this the signed copy?', mentions: [owner.userId] });
      expect(created.status).toBe(201);
      expect(created.body).toMatchObject({ part: null, text: 'Is this the signed copy?', mentions: [owner.userId] });
      const told = await auth.nextFor(owner.userId!, 'mention');
      expect(told).toMatchObject({ title: `Loom Comments ${owner.userId}`, page: '/platform/data-room' });
      expect((told as { where: string }).where).toMatch(/^the data room document "/);
      expect((await get(COMMENT_PATHS.documentComments(documentId))).body.items).toHaveLength(1);

      const resolved = (await post(COMMENT_PATHS.documentComments(documentId), { text: 'Signed?' })).body;
      await patch(`${COMMENT_PATHS.documentComments(documentId)}/${resolved.id}`, { resolved: true }).expect(200);
      const counts = await get(COMMENT_PATHS.documentCommentCounts(company.id));
      expect(counts.status).toBe(200);
      expect(counts.body).toEqual({ [String(documentId)]: { open: 1, resolved: 1 } });
      await expectOpenApiAnswer(app, counts, 200);
    });
  });
});
