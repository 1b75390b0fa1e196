import type { INestApplication } from '@nestjs/common';
import { COMPANIES_PATHS, COMPANY_MEMBERS_PATHS, type Company, type InvitedRole } from '@founder/contracts';
import { request } from '@founder/server-kit/testing';
import { ONBOARDED_COMPANY } from '../../src/domain/company-work/company-facts.fixtures';
import { createIdeasTestApp, as, signedIn, submitIdea, type TestCaller } from './ideas-test-app';
import { emailOf, startAuthInvitationsStub, type AuthInvitationsStub } from './auth-invitations-stub';

/** The ideas app talking to an auth stub (AUTH_URL), for the suites of company teams. */
export async function createTeamTestApp(): Promise<{ app: INestApplication; auth: AuthInvitationsStub }> {
  const auth = await startAuthInvitationsStub(process.env['IDENTITY_SECRET']!);
  const saved = process.env['AUTH_URL'];
  process.env['AUTH_URL'] = auth.url;
  try {
    return { app: await createIdeasTestApp(), auth };
  } finally {
    if (saved === undefined) delete process.env['AUTH_URL'];
    else process.env['AUTH_URL'] = saved;
  }
}

/** A new founder whose address is verified. */
export async function verifiedFounder(auth: AuthInvitationsStub): Promise<TestCaller> {
  const founder = await signedIn();
  auth.verified.add(founder.userId!);
  return founder;
}

export async function createCompany(app: INestApplication, owner: TestCaller): Promise<Company> {
  const response = await as(request(app).post(COMPANIES_PATHS.companies), owner).send({ ...ONBOARDED_COMPANY, companyName: `Loom ${owner.userId}` });
  if (response.status !== 201) throw new Error(`company: ${response.status} ${JSON.stringify(response.body)}`);
  return response.body as Company;
}

/** A new verified founder invited by the owner and joined with `role`. */
export async function joinedMember(app: INestApplication, auth: AuthInvitationsStub, owner: TestCaller, companyId: number, role: InvitedRole): Promise<TestCaller> {
  const member = await verifiedFounder(auth);
  await as(request(app).post(COMPANY_MEMBERS_PATHS.invitations(companyId)), owner).send({ email: emailOf(member.userId!), role }).expect(201);
  const token = auth.sent[auth.sent.length - 1].token;
  await as(request(app).post(COMPANY_MEMBERS_PATHS.accept(token)), member).expect(200);
  return member;
}

/** A new idea of the owner's, moved into the company (PATCH {companyId}): its id. */
export async function companyIdea(app: INestApplication, owner: TestCaller, companyId: number): Promise<number> {
  const { id } = await submitIdea(app, owner);
  await as(request(app).patch(`/api/ideas/${id}`), owner).send({ companyId }).expect(200);
  return id;
}

/** The team most suites start from: a verified owner's company, an editor in it and an idea of the company. */
export async function teamWithIdea(app: INestApplication, auth: AuthInvitationsStub): Promise<{ owner: TestCaller; company: Company; editor: TestCaller; ideaId: number }> {
  const owner = await verifiedFounder(auth);
  const company = await createCompany(app, owner);
  const editor = await joinedMember(app, auth, owner, company.id, 'editor');
  return { owner, company, editor, ideaId: await companyIdea(app, owner, company.id) };
}
