import type { INestApplication } from '@nestjs/common';
import { LAUNCH_CHECKLIST_IDS } from '@founder/contracts';
import { INTERNAL_TOKEN_HEADER } from '@founder/identity';
import {
  MATRIX_ROLES as ROLES,
  NOT_INTERNAL,
  openApiOperations,
  outcomeOf,
  ownerOnly,
  refused,
  request,
  sameForEvery,
  type MatrixOutcome,
  type MatrixOutcomes as Outcomes,
  type MatrixRole as Role,
} from '@founder/server-kit/testing';
import type { Response } from 'supertest';
import { as, submitIdea, type TestCaller } from './support/ideas-test-app';
import { emailOf, type AuthInvitationsStub } from './support/auth-invitations-stub';
import { createCompany, createTeamTestApp, joinedMember, verifiedFounder } from './support/company-team';


const lacks = (permission: string) => refused(403, `You do not have the ${permission} permission in this company`);
/** The roles granted, the members refused naming the permission, and a stranger 404 as for a missing row. */
function grantedTo(granted: readonly Role[], permission: string, notFound: string): Outcomes {
  return Object.fromEntries(ROLES.map((role) => [role, granted.includes(role) ? 'allowed' : role === 'stranger' ? refused(404, notFound) : lacks(permission)])) as Outcomes;
}
const MEMBERS = (notFound: string) => grantedTo(['owner', 'editor', 'commenter', 'viewer'], '', notFound);
const EDITORS = (permission: string, notFound: string) => grantedTo(['owner', 'editor'], permission, notFound);
const COMMENTERS = (permission: string, notFound: string) => grantedTo(['owner', 'editor', 'commenter'], permission, notFound);
const OWNER = (permission: string, notFound: string) => grantedTo(['owner'], permission, notFound);
/** Every role alike: a public call, or each role's own resources. */
const EVERYONE = sameForEvery('allowed');
/** The roles a row grants get past the access check to this answer (a row the test cannot make: no generation job without an LLM). */
const REACHING = (outcome: MatrixOutcome, granted: Outcomes): Outcomes => Object.fromEntries(ROLES.map((role) => [role, granted[role] === 'allowed' ? outcome : granted[role]])) as Outcomes;

/** One row: what each role gets, and the call as that role (any row it needs made first, fresh for the role). */
interface Row {
  expect: Outcomes;
  send: (caller: TestCaller, role: Role) => PromiseLike<Response>;
}

/**
 * The role-by-action matrix (issue 32): every operation of the ideas service's OpenAPI document,
 * as the owner, an editor, a commenter and a viewer of one company, and a stranger. A member
 * without the permission gets 403 naming it, a non-member 404 as for a missing row; what is not
 * the company's (the founder's own rows, public links, the probes, the internal calls) answers a
 * member as it answers a stranger. A new endpoint without a row fails the first test.
 */
describe('the role-by-action matrix of the ideas service', () => {
  let app: INestApplication;
  let auth: AuthInvitationsStub;
  let companyId: number;
  /** A company idea with its four documents generated. */
  let ideaId: number;
  /** A data-room document of the company. */
  let documentId: number;
  let roomToken: string;
  const callers = {} as Record<Role, TestCaller>;

  const PDF = Buffer.from('%PDF-1.4\n1 0 obj <</Type /Catalog /Pages 2 0 R>> endobj\ntrailer <</Root 1 0 R>>\n%%EOF\n', 'latin1');
  const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 1)]);
  const owner = () => callers.owner;
  const idea = (rest = '') => `/api/startup-ideas/${ideaId}${rest}`;
  const company = (rest = '') => `/api/companies/${companyId}${rest}`;
  const body = <T>(response: Response, status: number): T => {
    if (response.status !== status) throw new Error(`setting up: ${response.status} ${JSON.stringify(response.body)}`);
    return response.body as T;
  };
  async function companyIdea(): Promise<number> {
    const id = (await submitIdea(app, owner())).id;
    body(await as(request(app).patch(`/api/ideas/${id}`), owner()).send({ companyId }), 200);
    return id;
  }
  const upload = async (caller: TestCaller = owner()) =>
    body<{ id: number }>(await as(request(app).post('/api/documents'), caller).field('companyId', String(companyId)).attach('file', PDF, { filename: 'deck.pdf', contentType: 'application/pdf' }), 201).id;
  // One version per part for every role of a row: a restore adds a version, so a later look would find another.
  const versions = new Map<string, Promise<number>>();
  const firstVersion = (kind: string, part: string) => {
    const path = idea(`/${kind}/${part}/versions`);
    if (!versions.has(path)) versions.set(path, (async () => body<{ items: Array<{ id: number }> }>(await as(request(app).get(path), owner()), 200).items[0].id)());
    return versions.get(path)!;
  };
  const thread = async (caller: TestCaller, path: string, part?: string) => body<{ id: number }>(await as(request(app).post(path), caller).send({ ...(part ? { part } : {}), text: 'Looks right' }), 201).id;
  const link = async () => body<{ id: number; url: string }>(await as(request(app).post('/api/documents/links'), owner()).send({ companyId, tier: 'team' }), 201);
  const accessRequest = async () => {
    const token = (await link()).url.split('/').pop()!;
    return body<{ id: number }>(await request(app).post(`/api/documents/shared/${token}/access-requests`).send({ name: 'Ken Thompson', email: 'ken@example.com', tier: 'team' }), 201).id;
  };
  const invitation = async () => body<{ id: number }>(await as(request(app).post(company('/invitations')), owner()).send({ email: emailOf((await verifiedFounder(auth)).userId!), role: 'viewer' }), 201).id;
  // Invitations are told apart by the stub's last one sent: made one at a time.
  let invitationsInTurn: Promise<unknown> = Promise.resolve();
  const inTurn = <T>(make: () => Promise<T>): Promise<T> => {
    const made = invitationsInTurn.then(make);
    invitationsInTurn = made.catch(() => undefined);
    return made;
  };
  const newMember = () => inTurn(async () => (await joinedMember(app, auth, owner(), companyId, 'viewer')).userId!);
  let ownersProfile: Promise<number> | undefined;
  const ownersProfileId = () =>
    (ownersProfile ??= (async () => {
      await as(request(app).post('/api/startup-profile'), owner()).send({ startupVision: 'FitFuel plans meals for amateur athletes who train hard.' });
      return body<{ id: number }>(await as(request(app).get('/api/startup-profile'), owner()), 200).id;
    })());
  const addInvestor = async () =>
    body<{ id: number }>(
      await as(request(app).post('/api/investors'), owner()).send({ name: 'Jordan Avery', firm: 'Avery Family Office', type: 'Angel', location: 'Manchester, UK', industries: ['SaaS'], stages: ['Pre-Seed'], checkSizeMin: 25_000, checkSizeMax: 200_000 }),
      201,
    ).id;
  let ownersInvestor: Promise<number> | undefined;
  const ownersInvestorId = () => (ownersInvestor ??= addInvestor());

  const get = (path: () => string) => (caller: TestCaller) => as(request(app).get(path()), caller);
  const internal = (method: 'get' | 'delete', path: string) => (caller: TestCaller) => as(request(app)[method](path), caller).set(INTERNAL_TOKEN_HEADER, 'not-the-token');
  const IDEA = 'Idea not found';
  const COMPANY = 'Company not found';
  const DOCUMENT = 'Document not found';

  /** Documents of the company idea, per kind: [kind, part path segment, a part, a saved part's body]. */
  const KINDS = [
    ['business-plan', 'sections', 'market-analysis', { content: 'Our own market analysis.' }],
    ['pitch-deck', 'slides', 'team', { content: 'Ada and Grace', notes: '' }],
    ['financial-model', 'parts', 'revenue', {}],
    ['market-research', 'parts', 'trends', { content: [{ trend: 'AI', impact: 'positive', description: 'x', timeframe: 'now', relevance: 50 }] }],
  ] as const;
  /** The model's parts are computed: an editor's PUT of one is told where assumptions go. */
  const COMPUTED_MODEL = refused(400, 'The financial model is computed from its assumptions: send them to POST /api/startup-ideas/{id}/financial-model');
  const GENERATE_BODY: Record<string, object> = {
    'financial-model': { industry: 'SaaS', stage: 'MVP Development' },
    'market-research': { industry: 'SaaS', description: 'Books for textile workshops', targetMarket: 'SMB (Small-Medium Business)', problemStatement: 'Orders are priced by guesswork' },
  };
  const documentRows: Record<string, Row> = Object.fromEntries(
    KINDS.flatMap(([kind, parts, part, saved]) => {
      const base = `/api/startup-ideas/{id}/${kind}`;
      return [
        [`POST ${base}`, { expect: EDITORS('idea.update', IDEA), send: async (caller: TestCaller) => as(request(app).post(`/api/startup-ideas/${await companyIdea()}/${kind}`), caller).send(GENERATE_BODY[kind] ?? {}) }],
        [`GET ${base}`, { expect: MEMBERS(IDEA), send: get(() => idea(`/${kind}`)) }],
        [`GET ${base}/job`, { expect: MEMBERS(IDEA), send: get(() => idea(`/${kind}/job`)) }],
        [`PUT ${base}/${parts}/{${parts === 'sections' ? 'sectionId' : parts === 'slides' ? 'slideId' : 'partId'}}`, { expect: kind === 'financial-model' ? REACHING(COMPUTED_MODEL, EDITORS('idea.update', IDEA)) : EDITORS('idea.update', IDEA), send: (caller: TestCaller) => as(request(app).put(idea(`/${kind}/${parts}/${part}`)), caller).send(saved) }],
        [`POST ${base}/${parts}/{${parts === 'sections' ? 'sectionId' : parts === 'slides' ? 'slideId' : 'partId'}}/regenerate`, { expect: EDITORS('idea.update', IDEA), send: (caller: TestCaller) => as(request(app).post(idea(`/${kind}/${parts}/${part}/regenerate`)), caller) }],
        [`GET ${base}/${parts}/{${parts === 'sections' ? 'sectionId' : parts === 'slides' ? 'slideId' : 'partId'}}/versions`, { expect: MEMBERS(IDEA), send: get(() => idea(`/${kind}/${parts}/${part}/versions`)) }],
        [
          `POST ${base}/${parts}/{${parts === 'sections' ? 'sectionId' : parts === 'slides' ? 'slideId' : 'partId'}}/versions/{versionId}/restore`,
          { expect: EDITORS('idea.update', IDEA), send: async (caller: TestCaller) => as(request(app).post(idea(`/${kind}/${parts}/${part}/versions/${await firstVersion(kind, `${parts}/${part}`)}/restore`)), caller) },
        ],
      ] as Array<[string, Row]>;
    }),
  );
  const exportRow = (file: string): [string, Row] => [`GET /api/startup-ideas/{id}/${file}`, { expect: MEMBERS(IDEA), send: get(() => idea(`/${file}`)) }];

  const TABLE: Record<string, Row> = {
    // The probes and the internal calls: no role changes them.
    'GET /health': { expect: EVERYONE, send: get(() => '/health') },
    'GET /health/live': { expect: EVERYONE, send: get(() => '/health/live') },
    'GET /health/ready': { expect: EVERYONE, send: get(() => '/health/ready') },
    'GET /internal/users/{userId}/export': { expect: NOT_INTERNAL, send: (caller) => internal('get', `/internal/users/${caller.userId}/export`)(caller) },
    'GET /internal/users/{userId}/files/data-room/{documentId}': { expect: NOT_INTERNAL, send: (caller) => internal('get', `/internal/users/${caller.userId}/files/data-room/${documentId}`)(caller) },
    'GET /internal/users/{userId}/files/logos/{companyId}': { expect: NOT_INTERNAL, send: (caller) => internal('get', `/internal/users/${caller.userId}/files/logos/${companyId}`)(caller) },
    'DELETE /internal/users/{userId}': { expect: NOT_INTERNAL, send: (caller) => internal('delete', `/internal/users/${caller.userId}`)(caller) },

    // Ideas: each founder's own list and new ideas; the company idea by the idea permissions.
    'POST /api/startup-ideas': { expect: EVERYONE, send: (caller) => submitIdeaAs(caller) },
    'GET /api/ideas': { expect: EVERYONE, send: get(() => '/api/ideas') },
    'GET /api/ideas/demo': { expect: EVERYONE, send: get(() => '/api/ideas/demo') },
    'GET /api/ideas/{id}': { expect: MEMBERS(IDEA), send: get(() => `/api/ideas/${ideaId}`) },
    'PATCH /api/ideas/{id}': { expect: EDITORS('idea.update', IDEA), send: (caller) => as(request(app).patch(`/api/ideas/${ideaId}`), caller).send({ currency: 'EUR' }) },
    'GET /api/ideas/last-selected': { expect: EVERYONE, send: get(() => '/api/ideas/last-selected') },
    'PUT /api/ideas/last-selected': { expect: MEMBERS(IDEA), send: (caller) => as(request(app).put('/api/ideas/last-selected'), caller).send({ ideaId }) },
    'GET /api/startup-ideas/{id}/jobs/{jobId}': { expect: REACHING(refused(404, 'Generation not found'), MEMBERS(IDEA)), send: get(() => idea('/jobs/1')) },
    'GET /api/startup-ideas/{id}/jobs/{jobId}/events': { expect: REACHING(refused(404, 'Generation not found'), EDITORS('idea.follow', IDEA)), send: get(() => idea('/jobs/1/events')) },
    'POST /api/startup-ideas/{id}/jobs/{jobId}/cancel': { expect: REACHING(refused(404, 'Generation not found'), EDITORS('idea.update', IDEA)), send: (caller) => as(request(app).post(idea('/jobs/1/cancel')), caller) },
    ...documentRows,
    ...Object.fromEntries(['business-plan.pdf', 'pitch-deck.pptx', 'pitch-deck.pdf', 'financial-model.csv', 'financial-model.xlsx', 'financial-model.pdf', 'market-research.pdf'].map(exportRow)),
    'GET /api/startup-ideas/{id}/financial-model/defaults': { expect: MEMBERS(IDEA), send: get(() => idea('/financial-model/defaults')) },

    // Share links of the idea: its editors'; the link itself is public.
    'POST /api/startup-ideas/{id}/shares': { expect: EDITORS('idea.share', IDEA), send: async (caller) => as(request(app).post(`/api/startup-ideas/${await companyIdeaWithPlan()}/shares`), caller).send({ kind: 'business-plan' }) },
    'GET /api/startup-ideas/{id}/shares': { expect: EDITORS('idea.share', IDEA), send: get(() => idea('/shares')) },
    'DELETE /api/startup-ideas/{id}/shares/{shareId}': {
      expect: EDITORS('idea.share', IDEA),
      send: async (caller) => {
        const fresh = await companyIdeaWithPlan();
        const share = body<{ id: number }>(await as(request(app).post(`/api/startup-ideas/${fresh}/shares`), owner()).send({ kind: 'business-plan' }), 201);
        return as(request(app).delete(`/api/startup-ideas/${fresh}/shares/${share.id}`), caller);
      },
    },
    'GET /api/ideas/shared/{token}': { expect: EVERYONE, send: async (caller) => as(request(app).get(`/api/ideas/shared/${await planShareToken()}`), caller) },

    // Comments on the idea's parts: members read, commenters write; a comment is deleted by its author.
    'GET /api/startup-ideas/{id}/comments': { expect: MEMBERS(IDEA), send: get(() => idea('/comments')) },
    'GET /api/documents/comments/counts': { expect: MEMBERS(COMPANY), send: get(() => `/api/documents/comments/counts?companyId=${companyId}`) },
    'POST /api/startup-ideas/{id}/comments': { expect: COMMENTERS('document.comment', IDEA), send: (caller) => as(request(app).post(idea('/comments')), caller).send({ part: 'pitch-deck:problem', text: 'Looks right' }) },
    'GET /api/startup-ideas/{id}/comments/counts': { expect: MEMBERS(IDEA), send: get(() => idea('/comments/counts')) },
    'GET /api/startup-ideas/{id}/comments/mentionable': { expect: MEMBERS(IDEA), send: get(() => idea('/comments/mentionable')) },
    'POST /api/startup-ideas/{id}/comments/{commentId}/replies': {
      expect: COMMENTERS('document.comment', IDEA),
      send: async (caller) => as(request(app).post(idea(`/comments/${await thread(owner(), idea('/comments'), 'pitch-deck:problem')}/replies`)), caller).send({ text: 'Agreed' }),
    },
    'PATCH /api/startup-ideas/{id}/comments/{commentId}': {
      expect: COMMENTERS('document.comment', IDEA),
      send: async (caller) => as(request(app).patch(idea(`/comments/${await thread(owner(), idea('/comments'), 'pitch-deck:problem')}`)), caller).send({ resolved: true }),
    },
    'DELETE /api/startup-ideas/{id}/comments/{commentId}': {
      expect: COMMENTERS('document.comment', IDEA),
      send: async (caller, role) => as(request(app).delete(idea(`/comments/${await thread(COMMENTING.includes(role) ? caller : owner(), idea('/comments'), 'pitch-deck:problem')}`)), caller),
    },

    // The company: members read, editors change, the owner manages members.
    'POST /api/companies': { expect: EVERYONE, send: (caller) => as(request(app).post('/api/companies'), caller).send({ ...COMPANY_FIELDS, companyName: `Loom ${caller.userId}` }) },
    'GET /api/companies': { expect: EVERYONE, send: get(() => '/api/companies') },
    'GET /api/companies/{id}': { expect: MEMBERS(COMPANY), send: get(() => company()) },
    'PATCH /api/companies/{id}': { expect: EDITORS('company.update', COMPANY), send: (caller) => as(request(app).patch(company()), caller).send({ location: 'Leeds, UK' }) },
    // The owner deletes a company of their own made for it: the one every row shares stays.
    'DELETE /api/companies/{id}': {
      expect: OWNER('company.delete', COMPANY),
      send: async (caller, role) => as(request(app).delete(role === 'owner' ? `/api/companies/${(await createCompany(app, caller)).id}` : company()), caller),
    },
    'POST /api/companies/{id}/work/{kind}': { expect: EDITORS('company.update', COMPANY), send: (caller) => as(request(app).post(company('/work/legal-checklist')), caller) },
    'PUT /api/companies/{id}/logo': { expect: EDITORS('company.update', COMPANY), send: (caller) => as(request(app).put(company('/logo')), caller).attach('logo', PNG, { filename: 'logo.png', contentType: 'image/png' }) },
    'GET /api/companies/{id}/logo': { expect: MEMBERS(COMPANY), send: get(() => company('/logo')) },
    'GET /api/companies/{id}/activity': { expect: MEMBERS(COMPANY), send: get(() => company('/activity')) },
    'GET /api/companies/{id}/members': { expect: MEMBERS(COMPANY), send: get(() => company('/members')) },
    'PATCH /api/companies/{id}/members/{memberId}': { expect: OWNER('company.members.manage', COMPANY), send: async (caller) => as(request(app).patch(company(`/members/${await newMember()}`)), caller).send({ role: 'commenter' }) },
    'DELETE /api/companies/{id}/members/{memberId}': { expect: OWNER('company.members.manage', COMPANY), send: async (caller) => as(request(app).delete(company(`/members/${await newMember()}`)), caller) },
    'POST /api/companies/{id}/invitations': { expect: OWNER('company.members.manage', COMPANY), send: async (caller) => as(request(app).post(company('/invitations')), caller).send({ email: emailOf((await verifiedFounder(auth)).userId!), role: 'editor' }) },
    'GET /api/companies/{id}/invitations': { expect: OWNER('company.members.manage', COMPANY), send: get(() => company('/invitations')) },
    'DELETE /api/companies/{id}/invitations/{invitationId}': { expect: OWNER('company.members.manage', COMPANY), send: async (caller) => as(request(app).delete(company(`/invitations/${await invitation()}`)), caller) },
    /** An invitation for someone else's address: membership gives nothing. */
    'POST /api/invitations/{token}/accept': {
      expect: sameForEvery(refused(403, 'This invitation was sent to another address: sign in with it, or verify it on your account')),
      send: async (caller) => {
        const token = await inTurn(async () => (await invitation(), auth.sent[auth.sent.length - 1].token));
        return as(request(app).post(`/api/invitations/${encodeURIComponent(token)}/accept`), caller);
      },
    },

    // The site and the MVP builder of the company.
    'GET /api/companies/{id}/site': { expect: MEMBERS(COMPANY), send: get(() => company('/site')) },
    'PUT /api/companies/{id}/site': {
      expect: EDITORS('company.update', COMPANY),
      send: async (caller) => {
        const site = body<{ template: string; sections: unknown; slug: string; hostingPlan: string }>(await as(request(app).get(company('/site')), owner()), 200);
        return as(request(app).put(company('/site')), caller).send({ template: site.template, sections: site.sections, slug: site.slug, hostingPlan: site.hostingPlan });
      },
    },
    'POST /api/companies/{id}/site/generate': { expect: EDITORS('company.update', COMPANY), send: (caller) => as(request(app).post(company('/site/generate')), caller) },
    'PUT /api/companies/{id}/site/publication': { expect: EDITORS('company.update', COMPANY), send: (caller) => as(request(app).put(company('/site/publication')), caller) },
    'DELETE /api/companies/{id}/site/publication': { expect: EDITORS('company.update', COMPANY), send: (caller) => as(request(app).delete(company('/site/publication')), caller) },
    'GET /api/companies/{id}/site/sign-ups': { expect: MEMBERS(COMPANY), send: get(() => company('/site/sign-ups')) },
    'GET /api/companies/{id}/site/sign-ups.csv': { expect: MEMBERS(COMPANY), send: get(() => company('/site/sign-ups.csv')) },
    'GET /api/companies/{id}/mvp': { expect: MEMBERS(COMPANY), send: get(() => company('/mvp')) },
    'PUT /api/companies/{id}/mvp/checklist': { expect: EDITORS('company.update', COMPANY), send: (caller) => as(request(app).put(company('/mvp/checklist')), caller).send({ checklist: ['code-downloaded'] }) },
    'POST /api/companies/{id}/mvp/launch': {
      expect: EDITORS('company.update', COMPANY),
      send: async (caller) => {
        body(await as(request(app).put(company('/mvp/checklist')), owner()).send({ checklist: LAUNCH_CHECKLIST_IDS }), 200);
        return as(request(app).post(company('/mvp/launch')), caller);
      },
    },
    'GET /api/companies/{id}/mvp/templates/{templateId}/code': { expect: MEMBERS(COMPANY), send: get(() => company('/mvp/templates/saas-starter/code')) },
    'GET /api/companies/{id}/mvp/generators/{generatorId}/code': { expect: MEMBERS(COMPANY), send: get(() => company('/mvp/generators/rest-api/code')) },

    // The data room: members read, editors upload, change and share; its links are public.
    'POST /api/documents': { expect: EDITORS('dataRoom.upload', COMPANY), send: (caller) => as(request(app).post('/api/documents'), caller).field('companyId', String(companyId)).attach('file', PDF, { filename: 'deck.pdf', contentType: 'application/pdf' }) },
    'GET /api/documents': { expect: MEMBERS(COMPANY), send: get(() => `/api/documents?companyId=${companyId}`) },
    'GET /api/documents/{id}/download': { expect: MEMBERS(DOCUMENT), send: get(() => `/api/documents/${documentId}/download`) },
    'PATCH /api/documents/{id}': { expect: EDITORS('dataRoomDocument.update', DOCUMENT), send: (caller) => as(request(app).patch(`/api/documents/${documentId}`), caller).send({ status: 'review' }) },
    'DELETE /api/documents/{id}': { expect: EDITORS('dataRoomDocument.delete', DOCUMENT), send: async (caller) => as(request(app).delete(`/api/documents/${await upload()}`), caller) },
    'POST /api/documents/links': { expect: EDITORS('dataRoom.share', COMPANY), send: (caller) => as(request(app).post('/api/documents/links'), caller).send({ companyId, tier: 'team' }) },
    'GET /api/documents/links': { expect: MEMBERS(COMPANY), send: get(() => `/api/documents/links?companyId=${companyId}`) },
    'DELETE /api/documents/links/{id}': { expect: EDITORS('dataRoomLink.delete', 'Link not found'), send: async (caller) => as(request(app).delete(`/api/documents/links/${(await link()).id}`), caller) },
    'GET /api/documents/views': { expect: MEMBERS(COMPANY), send: get(() => `/api/documents/views?companyId=${companyId}`) },
    'GET /api/documents/access-requests': { expect: MEMBERS(COMPANY), send: get(() => `/api/documents/access-requests?companyId=${companyId}`) },
    'POST /api/documents/access-requests/{id}/approve': { expect: EDITORS('dataRoomAccessRequest.update', 'Access request not found'), send: async (caller) => as(request(app).post(`/api/documents/access-requests/${await accessRequest()}/approve`), caller) },
    'POST /api/documents/access-requests/{id}/deny': { expect: EDITORS('dataRoomAccessRequest.update', 'Access request not found'), send: async (caller) => as(request(app).post(`/api/documents/access-requests/${await accessRequest()}/deny`), caller) },
    'GET /api/documents/shared/{token}': { expect: EVERYONE, send: get(() => `/api/documents/shared/${roomToken}`) },
    'POST /api/documents/shared/{token}/visits': { expect: EVERYONE, send: (caller) => as(request(app).post(`/api/documents/shared/${roomToken}/visits`), caller).send({ name: 'Grace Hopper', email: 'grace@example.com' }) },
    'GET /api/documents/shared/{token}/documents/{documentId}': {
      expect: EVERYONE,
      send: async (caller) => {
        const { visitId } = body<{ visitId: string }>(await request(app).post(`/api/documents/shared/${roomToken}/visits`).send({ name: 'Grace Hopper', email: 'grace@example.com' }), 201);
        return as(request(app).get(`/api/documents/shared/${roomToken}/documents/${documentId}?visit=${visitId}`), caller);
      },
    },
    'POST /api/documents/shared/{token}/access-requests': { expect: EVERYONE, send: (caller) => as(request(app).post(`/api/documents/shared/${roomToken}/access-requests`), caller).send({ name: 'Ken Thompson', email: 'ken@example.com', tier: 'team' }) },
    'GET /api/documents/{id}/comments': { expect: MEMBERS(DOCUMENT), send: get(() => `/api/documents/${documentId}/comments`) },
    'POST /api/documents/{id}/comments': { expect: COMMENTERS('dataRoomDocument.comment', DOCUMENT), send: (caller) => as(request(app).post(`/api/documents/${documentId}/comments`), caller).send({ text: 'Looks right' }) },
    'GET /api/documents/{id}/comments/mentionable': { expect: MEMBERS(DOCUMENT), send: get(() => `/api/documents/${documentId}/comments/mentionable`) },
    'POST /api/documents/{id}/comments/{commentId}/replies': {
      expect: COMMENTERS('dataRoomDocument.comment', DOCUMENT),
      send: async (caller) => as(request(app).post(`/api/documents/${documentId}/comments/${await thread(owner(), `/api/documents/${documentId}/comments`)}/replies`), caller).send({ text: 'Agreed' }),
    },
    'PATCH /api/documents/{id}/comments/{commentId}': {
      expect: COMMENTERS('dataRoomDocument.comment', DOCUMENT),
      send: async (caller) => as(request(app).patch(`/api/documents/${documentId}/comments/${await thread(owner(), `/api/documents/${documentId}/comments`)}`), caller).send({ resolved: true }),
    },
    'DELETE /api/documents/{id}/comments/{commentId}': {
      expect: COMMENTERS('dataRoomDocument.comment', DOCUMENT),
      send: async (caller, role) => as(request(app).delete(`/api/documents/${documentId}/comments/${await thread(COMMENTING.includes(role) ? caller : owner(), `/api/documents/${documentId}/comments`)}`), caller),
    },

    // The founder's own: a startup profile and the investors they added are nobody else's.
    'GET /api/startup-profile': { expect: EVERYONE, send: get(() => '/api/startup-profile') },
    'POST /api/startup-profile': { expect: EVERYONE, send: (caller, role) => (role === 'owner' ? ownersProfileId().then(() => as(request(app).get('/api/startup-profile'), caller)) : as(request(app).post('/api/startup-profile'), caller).send({ startupVision: 'A vision of my own, written by me.' })) },
    'PATCH /api/startup-profile/{id}': { expect: ownerOnly('Startup profile not found'), send: async (caller) => as(request(app).patch(`/api/startup-profile/${await ownersProfileId()}`), caller).send({ companyName: 'Mine now' }) },

    // Investors: the sample ones are everyone's; one a founder added is theirs.
    'GET /api/investors': { expect: MEMBERS(COMPANY), send: get(() => `/api/investors?companyId=${companyId}`) },
    'POST /api/investors': { expect: EVERYONE, send: (caller) => as(request(app).post('/api/investors'), caller).send({ name: 'Jordan Avery', firm: 'Avery Family Office', type: 'Angel', location: 'Manchester, UK', industries: ['SaaS'], stages: ['Pre-Seed'], checkSizeMin: 25_000, checkSizeMax: 200_000 }) },
    'GET /api/investors/{id}': { expect: MEMBERS(COMPANY), send: async (caller) => as(request(app).get(`/api/investors/${await ownersInvestorId()}?companyId=${companyId}`), caller) },
    'PATCH /api/investors/{id}/relation': { expect: EDITORS('company.pipeline.update', COMPANY), send: async (caller) => as(request(app).patch(`/api/investors/${await ownersInvestorId()}/relation?companyId=${companyId}`), caller).send({ saved: true }) },
    'POST /api/investors/{id}/apply': { expect: EDITORS('company.pipeline.update', COMPANY), send: async (caller) => as(request(app).post(`/api/investors/${await addInvestor()}/apply?companyId=${companyId}`), caller) }, // applied is one way: one investor each
  };
  const COMMENTING: readonly Role[] = ['owner', 'editor', 'commenter'];
  const COMPANY_FIELDS = {} as Record<string, unknown>;
  const submitIdeaAs = (caller: TestCaller) => submitIdea(app, caller).then((created) => ({ status: 201, body: created }) as unknown as Response);
  let ideaWithPlan: Promise<number> | undefined;
  let planShare: Promise<string> | undefined;
  /** A share link of a plan no other row changes (a changed plan ends its links). */
  const planShareToken = () =>
    (planShare ??= companyIdeaWithPlan().then(async (id) => body<{ token: string }>(await as(request(app).post(`/api/startup-ideas/${id}/shares`), owner()).send({ kind: 'business-plan' }), 201).token));
  const companyIdeaWithPlan = () => (ideaWithPlan ??= companyIdea().then(async (id) => (body(await as(request(app).post(`/api/startup-ideas/${id}/business-plan`), owner()), 200), id)));

  beforeAll(async () => {
    ({ app, auth } = await createTeamTestApp());
    callers.owner = await verifiedFounder(auth);
    callers.stranger = await verifiedFounder(auth);
    companyId = (await createCompanyAndFields()).id;
    for (const role of ['editor', 'commenter', 'viewer'] as const) callers[role] = await joinedMember(app, auth, owner(), companyId, role);
    ideaId = await companyIdea();
    for (const [kind] of KINDS) body(await as(request(app).post(idea(`/${kind}`)), owner()).send(GENERATE_BODY[kind] ?? {}), 200);
    documentId = await upload();
    body(await as(request(app).put(company('/logo')), owner()).attach('logo', PNG, { filename: 'logo.png', contentType: 'image/png' }), 200);
    roomToken = (await link()).url.split('/').pop()!;
  });
  afterAll(async () => {
    await app?.close();
    await auth?.close();
  });
  async function createCompanyAndFields() {
    const created = await createCompany(app, owner());
    Object.assign(COMPANY_FIELDS, Object.fromEntries(Object.entries(created).filter(([key]) => !['id', 'userId', 'createdAt', 'updatedAt', 'workflowProgress', 'role', 'logoUrl'].includes(key))));
    return created;
  }

  const operations = Object.keys(TABLE).sort();

  it(`has one row for each of the ${operations.length} operations of the OpenAPI document (${operations.length} × ${ROLES.length} roles = ${operations.length * ROLES.length} calls)`, async () => {
    expect(operations).toEqual(await openApiOperations(app));
  });

  it.each(operations)('%s as each role', async (operation) => {
    const row = TABLE[operation];
    const got = await Promise.all(ROLES.map(async (role) => [role, outcomeOf(await row.send(callers[role], role))] as const));
    expect(Object.fromEntries(got)).toEqual(row.expect);
  });
});
