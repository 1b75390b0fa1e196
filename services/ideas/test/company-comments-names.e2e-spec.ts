import type { INestApplication } from '@nestjs/common';
import { COMMENT_PATHS, type CommentThread } from '@founder/contracts';
import { request } from '@founder/server-kit/testing';
import type { AuthInvitationsStub } from './support/auth-invitations-stub';
import { createTeamTestApp, teamWithIdea } from './support/company-team';
import { as, type TestCaller } from './support/ideas-test-app';

/**
 * A team's comments name their authors and the people one may mention as auth knows them (the
 * stub names user N 'Founder N'), so a founder reads who wrote what. Endpoints, their refusals and
 * bounds: comments.e2e-spec.ts.
 */
describe('comments in a company name their members', () => {
  let app: INestApplication;
  let auth: AuthInvitationsStub;
  let owner: TestCaller;
  let editor: TestCaller;
  let ideaId: number;
  const name = (caller: TestCaller) => `Founder ${caller.userId}`;

  beforeAll(async () => {
    ({ app, auth } = await createTeamTestApp());
    ({ owner, editor, ideaId } = await teamWithIdea(app, auth));
  });

  afterAll(async () => {
    await app.close();
    await auth.close();
  });

  it('lists whom a member may mention by name, the caller as You', async () => {
    const mentionable = await as(request(app).get(COMMENT_PATHS.ideaMentionable(ideaId)), editor).expect(200);
    expect(mentionable.body).toEqual([
      { userId: editor.userId, label: 'You (editor)' },
      { userId: owner.userId, label: `${name(owner)} (idea owner, company owner)` },
    ]);
  });

  it("answers each comment and reply with its author's name", async () => {
    const thread = (await as(request(app).post(COMMENT_PATHS.ideaComments(ideaId)), editor).send({ part: 'pitch-deck:team', text: 'Add me to the team slide', mentions: [owner.userId] }).expect(201)).body as CommentThread;
    expect(thread).toMatchObject({ authorUserId: editor.userId, authorName: name(editor), mine: true });
    const reply = await as(request(app).post(`${COMMENT_PATHS.ideaComments(ideaId)}/${thread.id}/replies`), owner).send({ text: 'Done.' }).expect(201);
    expect(reply.body).toMatchObject({ authorUserId: owner.userId, authorName: name(owner), mine: true });

    const listed = (await as(request(app).get(COMMENT_PATHS.ideaComments(ideaId)), owner).expect(200)).body.items as CommentThread[];
    expect(listed.map(({ authorName, mine, replies }) => ({ authorName, mine, replies: replies.map((each) => [each.authorName, each.mine]) }))).toEqual([
      { authorName: name(editor), mine: false, replies: [[name(owner), true]] },
    ]);
  });
});
