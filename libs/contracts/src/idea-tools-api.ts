import type { PitchDeckContent, PlanSectionId } from './business-plan';
import type { FinancialModel } from './financial-model';
import type { MarketResearch } from './market-research';
import type { IdeaDocumentKind, PartStatus } from './idea-document-types';
import type { IdeaPageQuery } from './idea-summaries';
import type { StartupIdea } from './startup-idea';
import type { CurrencyCode } from './currencies';

interface IdeaDocumentShape {
  /** The StartupIdea fields that carry the document and its part statuses. */
  field: keyof StartupIdea;
  statusField: keyof StartupIdea;
  /** The path segment of its parts: PUT /api/startup-ideas/{id}/{kind}/{parts}/{partId}. */
  parts: string;
  /** Its downloads: GET /api/startup-ideas/{id}/{kind}.{extension}. */
  exports: readonly string[];
  /** The page of the product that shows it, and opens its share links ('/business-plan?share=<token>'). */
  page: string;
}

/** Where each document kind lives on the idea and under its path. A new kind adds one entry here. */
export const IDEA_DOCUMENTS = {
  'business-plan': { field: 'businessPlan', statusField: 'businessPlanStatus', parts: 'sections', exports: ['pdf'], page: '/business-plan' },
  'pitch-deck': { field: 'pitchDeck', statusField: 'pitchDeckStatus', parts: 'slides', exports: ['pptx', 'pdf'], page: '/pitch-deck' },
  'financial-model': { field: 'financialModel', statusField: 'financialModelStatus', parts: 'parts', exports: ['csv', 'xlsx', 'pdf'], page: '/financial-modeling' },
  'market-research': { field: 'marketResearch', statusField: 'marketResearchStatus', parts: 'parts', exports: ['pdf'], page: '/market-research' },
} as const satisfies Record<IdeaDocumentKind, IdeaDocumentShape>;

export const IDEA_DOCUMENT_KINDS = Object.keys(IDEA_DOCUMENTS) as IdeaDocumentKind[];
export type IdeaDocumentExport<Kind extends IdeaDocumentKind> = (typeof IDEA_DOCUMENTS)[Kind]['exports'][number];

/** GET /api/startup-ideas/{id}/{kind}: the stored document and its part statuses, both null before generation. */
export interface IdeaDocument<Content = unknown> {
  kind: string;
  content: Content | null;
  status: Record<string, PartStatus> | null;
}

export type IdeaShareKind = IdeaDocumentKind;

/** The longest label of a share link (after trimming), in the form and the database alike. */
export const IDEA_SHARE_LABEL_MAX = 60;

/** POST /api/startup-ideas/{id}/shares body; label: who the link is for ('Seed investors'), optional. */
export interface IdeaShareRequest {
  kind: IdeaShareKind;
  label?: string;
}

/** A live share link as its owner sees it in the list, with its url to copy again. */
export interface IdeaShareLink {
  /** What DELETE /api/startup-ideas/{id}/shares/{shareId} revokes. */
  id: number;
  kind: IdeaShareKind;
  /** The owner's name for the link, or null. */
  label: string | null;
  /** '/business-plan?share=<token>'; null for a link made before tokens were kept (issue 29 item 3): it still opens, but cannot be copied again. */
  url: string | null;
  /** ISO 8601. */
  createdAt: string;
  /** Visitors who opened the shared page with this link, each once a day. */
  views: number;
}

/** POST /api/startup-ideas/{id}/shares answer: the link plus its token; url is '/business-plan?share=<token>' or '/pitch-deck?share=<token>'. */
export interface IdeaShare extends IdeaShareLink {
  token: string;
  url: string;
}

/** GET /api/startup-ideas/{id}/shares[?kind=&limit=]: live links, newest first; a limit above the maximum gets the maximum. */
export const IDEA_SHARE_PAGE_SIZE = { default: 20, max: 100 } as const;

/** GET /api/ideas/shared/{token}: the read-only view of a shared document. */
export interface SharedIdeaView {
  kind: IdeaShareKind;
  /** What changed in the financial figures since the shared document was written ('Year 1 revenue is now KES 2,160,000'); empty when current. */
  figureChanges: string[];
  idea: {
    ideaTitle: string;
    /** The name the documents call the company (StartupIdea.companyName). */
    companyName: string;
    /** ISO 4217: the currency of every figure of the shared document. */
    currency: CurrencyCode;
    description: string;
    industry: string;
    stage: string;
    businessPlan?: Partial<Record<PlanSectionId, string>> | null;
    pitchDeck?: Partial<PitchDeckContent> | null;
    financialModel?: FinancialModel | null;
    marketResearch?: MarketResearch | null;
  };
}

/** The kinds a share link can show (POST /api/startup-ideas/{id}/shares body `kind`): every document kind. */
export const IDEA_SHARE_KINDS: readonly IdeaShareKind[] = IDEA_DOCUMENT_KINDS;

/** GET /api/ideas with the query parameters that are set, in a fixed order (the path is also a query key). */
function ideasPage({ email, limit, cursor }: IdeaPageQuery & { email?: string }): string {
  const query = new URLSearchParams();
  if (email !== undefined) query.set('email', email);
  if (limit !== undefined) query.set('limit', String(limit));
  if (cursor !== undefined) query.set('cursor', cursor);
  const text = query.toString();
  return text ? `/api/ideas?${text}` : '/api/ideas';
}

/** GET and PUT /api/ideas/last-selected: the idea a signed-in founder last selected in any browser (issue 29 item 11). */
export interface LastSelectedIdea {
  /** null until they select one, or when it is no longer theirs to read. */
  ideaId: number | null;
}

const ideaTool = (id: number, rest: string) => `/api/startup-ideas/${id}/${rest}`;

/** Every path of the ideas service (spec section 7 and our own endpoints): the one place they are written. */
export const IDEA_PATHS = {
  /** POST: submit an idea (StartupIdeaInput), answers the StartupIdea. */
  submit: '/api/startup-ideas',
  /** GET: the signed-in founder's LastSelectedIdea; PUT { ideaId } remembers one of the ideas they may read. */
  lastSelected: '/api/ideas/last-selected',
  /** GET: the idea (StartupIdea); PATCH: its company name, currency or country (IdeaSettingsInput), answers the idea. */
  idea: (id: number) => `/api/ideas/${id}`,
  /** GET: an IdeaSummaryPage of the caller's ideas with this email. */
  ideasByEmail: (email: string, page: IdeaPageQuery = {}) => ideasPage({ email, ...page }),
  /** GET: an IdeaSummaryPage of the signed-in founder's ideas; a limit above IDEA_SUMMARY_PAGE_SIZE.max gets the max. */
  sessionIdeas: (page: IdeaPageQuery = {}) => ideasPage(page),
  demo: '/api/ideas/demo',
  shared: (token: string) => `/api/ideas/shared/${encodeURIComponent(token)}`,
  /** POST creates a link (IdeaShareRequest, answers IdeaShare); GET lists the live ones (IdeaShareLink[]), owner only. */
  shares: (id: number, list: { kind?: IdeaShareKind; limit?: number; cursor?: string } = {}) => {
    const query = new URLSearchParams();
    if (list.kind) query.set('kind', list.kind);
    if (list.limit !== undefined) query.set('limit', String(list.limit));
    return ideaTool(id, query.size ? `shares?${query}` : 'shares');
  },
  /** DELETE revokes the link with this id. */
  share: (id: number, shareId: number) => ideaTool(id, `shares/${shareId}`),
  /** POST generates the whole document (answers its content); GET reads it (IdeaDocument). */
  document: (id: number, kind: IdeaDocumentKind) => ideaTool(id, kind),
  /** PUT saves one part (IdeaDocumentTypes[kind]['edit']). */
  documentPart: (id: number, kind: IdeaDocumentKind, partId: string) => ideaTool(id, `${kind}/${IDEA_DOCUMENTS[kind].parts}/${partId}`),
  /** POST writes one part again. */
  regeneratePart: (id: number, kind: IdeaDocumentKind, partId: string) => ideaTool(id, `${kind}/${IDEA_DOCUMENTS[kind].parts}/${partId}/regenerate`),
  /** GET downloads the document as a file. */
  documentExport: <Kind extends IdeaDocumentKind>(id: number, kind: Kind, extension: IdeaDocumentExport<Kind>) => ideaTool(id, `${kind}.${extension}`),
} as const;
