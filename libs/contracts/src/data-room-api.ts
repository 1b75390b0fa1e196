import { type CursorPage, type CursorPageQuery, withPageQuery } from './cursor-page';
/** The data room (spec sections 2, 3, 6 and 9): a company's documents, its share links, their view log and access requests. */

export const DATA_ROOM_DOCUMENT_TYPES = ['business', 'financial', 'legal', 'technical', 'marketing'] as const;
export const DATA_ROOM_STATUSES = ['complete', 'draft', 'review', 'missing'] as const;
export const DATA_ROOM_CONFIDENTIALITIES = ['public', 'confidential', 'restricted'] as const;
/** Access Management tiers (spec section 6): team members full access, investors limited, advisors view only. */
export const DATA_ROOM_TIERS = ['team', 'investors', 'advisors'] as const;
export type DataRoomDocumentType = (typeof DATA_ROOM_DOCUMENT_TYPES)[number];
export type DataRoomStatus = (typeof DATA_ROOM_STATUSES)[number];
export type DataRoomConfidentiality = (typeof DATA_ROOM_CONFIDENTIALITIES)[number];
export type DataRoomTier = (typeof DATA_ROOM_TIERS)[number];

/** Status colours (spec section 4): complete green, draft yellow, review blue, missing red. */
export const DATA_ROOM_STATUS_COLORS: Readonly<Record<DataRoomStatus, string>> = {
  complete: 'green',
  draft: 'yellow',
  review: 'blue',
  missing: 'red',
};

/** One uploaded file: at most 25 MB (ours; the spec gives none), its type recognised by its bytes. */
export const DATA_ROOM_MAX_FILE_BYTES = 25 * 1024 * 1024;
export const DATA_ROOM_FILE_TOO_LARGE = 'file must be at most 25 MB';
/** What an upload may be, by its content: PDF, Word, Excel, PowerPoint (OOXML and legacy), PNG, JPEG, WebP, GIF. */
export const DATA_ROOM_FILE_TYPES = [
  'application/pdf',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  'application/msword',
  'application/vnd.ms-excel',
  'application/vnd.ms-powerpoint',
  'image/png',
  'image/jpeg',
  'image/webp',
  'image/gif',
] as const;
export type DataRoomFileType = (typeof DATA_ROOM_FILE_TYPES)[number];
/** The file picker's accept list (a hint only: the server decides by the bytes). */
export const DATA_ROOM_ACCEPT = '.pdf,.docx,.xlsx,.pptx,.doc,.xls,.ppt,.png,.jpg,.jpeg,.webp,.gif';

/** Text bounds, the same in the form, the DTOs and the database. */
export const DATA_ROOM_FIELD_LIMITS = {
  name: { min: 1, max: 200 },
  category: { min: 1, max: 60 },
  description: { max: 1000 },
  uploadedBy: { max: 100 },
  linkLabel: { max: 100 },
  visitorName: { min: 2, max: 100 },
  visitorEmail: { max: 254 },
  requestMessage: { max: 500 },
} as const;

/** List page sizes (issue 16 rule): asking for more than max gets max. */
export const DATA_ROOM_PAGE = { default: 50, max: 100 } as const;
export const DATA_ROOM_LOG_PAGE = { default: 50, max: 200 } as const;

export interface DataRoomDocument {
  id: number;
  companyId: number;
  name: string;
  type: DataRoomDocumentType;
  category: string;
  /** Bytes of the file; 0 for a missing placeholder. */
  size: number;
  lastModified: string;
  status: DataRoomStatus;
  confidentiality: DataRoomConfidentiality;
  uploadedBy: string | null;
  description: string;
  /** The file's name and type as uploaded, or null for a placeholder without a file. */
  fileName: string | null;
  contentType: DataRoomFileType | null;
}


/** The summary tiles: counts of the whole room, whatever page is shown. */
export interface DataRoomSummary {
  total: number;
  complete: number;
  draft: number;
  review: number;
  missing: number;
  /** The rounded percent of complete documents (spec section 9); 0 for an empty room. */
  completionRate: number;
}

export interface DataRoomDocumentList extends CursorPage<DataRoomDocument> {
  summary: DataRoomSummary;
}

/** The metadata fields of the multipart POST (besides the file field `file`). `documentId` fills a placeholder instead of adding a document. */
export interface DataRoomUploadFields {
  companyId: number;
  documentId?: number;
  name?: string;
  type?: DataRoomDocumentType;
  category?: string;
  status?: Exclude<DataRoomStatus, 'missing'>;
  confidentiality?: DataRoomConfidentiality;
  description?: string;
  uploadedBy?: string;
}

/** PATCH body: rename, change status, or any other metadata. */
export type DataRoomDocumentChanges = Partial<Pick<DataRoomDocument, 'name' | 'category' | 'type' | 'status' | 'confidentiality' | 'description'>>;

export interface DataRoomLink {
  id: number;
  companyId: number;
  /** null: the whole room. */
  documentId: number | null;
  documentName: string | null;
  tier: DataRoomTier;
  label: string | null;
  expiresAt: string | null;
  revokedAt: string | null;
  createdAt: string;
  /** live, expired or revoked. */
  state: 'live' | 'expired' | 'revoked';
  views: number;
  /** The page to send; only in the answer that created the link (the token is never stored). */
  url?: string;
}

export interface DataRoomLinkInput {
  companyId: number;
  documentId?: number;
  tier: DataRoomTier;
  label?: string;
  /** ISO date-time in the future, or absent for a link that does not expire. */
  expiresAt?: string;
}

export type DataRoomViewAction = 'opened' | 'viewed' | 'downloaded';

export interface DataRoomView {
  id: number;
  linkId: number;
  linkLabel: string | null;
  tier: DataRoomTier;
  visitorName: string;
  visitorEmail: string;
  /** What was opened: the room (null) or a document, by its name when it was opened. */
  documentName: string | null;
  action: DataRoomViewAction;
  at: string;
}

export type DataRoomRequestStatus = 'pending' | 'approved' | 'denied';

export interface DataRoomAccessRequest {
  id: number;
  linkId: number;
  name: string;
  email: string;
  tier: DataRoomTier;
  message: string;
  status: DataRoomRequestStatus;
  createdAt: string;
  decidedAt: string | null;
  /** The link made on approval (its page url only in the approving answer). */
  grantedLinkId: number | null;
  url?: string;
}

/** What a link's visitor sees (no account): the company, the tier's rights and the documents the tier may see. */
export interface SharedDataRoom {
  companyName: string;
  tier: DataRoomTier;
  canDownload: boolean;
  expiresAt: string | null;
  documents: Array<Pick<DataRoomDocument, 'id' | 'name' | 'type' | 'category' | 'size' | 'lastModified' | 'status' | 'description' | 'contentType'>>;
}

export interface SharedDataRoomVisit {
  visitId: string;
  room: SharedDataRoom;
}

export interface DataRoomVisitorInput {
  name: string;
  email: string;
}

export interface DataRoomAccessRequestInput extends DataRoomVisitorInput {
  tier: DataRoomTier;
  message?: string;
}

/** The 404 message of a revoked, expired or unknown link (the link page shows it). */
export const DATA_ROOM_LINK_UNAVAILABLE = 'This data room link is no longer available';

/** The public page of a link (mfe-workspace, no account needed). */
export const DATA_ROOM_LINK_PAGE = (token: string) => `/data-room/${token}`;

export const DATA_ROOM_PATHS = {
  /** POST multipart/form-data: the fields of DataRoomUploadFields, then the file field `file`. GET ?companyId=&limit=&cursor= (list). */
  documents: '/api/documents',
  /** GET DataRoomDocumentList: oldest first. */
  list: (companyId: number, page: CursorPageQuery = {}) => withPageQuery(`/api/documents?companyId=${companyId}`, { ...page }),
  /** PATCH DataRoomDocumentChanges; DELETE. */
  document: (id: number) => `/api/documents/${id}`,
  download: (id: number) => `/api/documents/${id}/download`,
  /** POST DataRoomLinkInput. */
  links: '/api/documents/links',
  /** GET CursorPage<DataRoomLink>: newest first. */
  linksOf: (companyId: number, page: CursorPageQuery = {}) => withPageQuery(`/api/documents/links?companyId=${companyId}`, { ...page }),
  /** DELETE: revokes the link, 204 (it stays in the list and the log, as revoked; again 204 once revoked). */
  link: (id: number) => `/api/documents/links/${id}`,
  /** GET CursorPage<DataRoomView>: newest first. */
  views: (companyId: number, page: CursorPageQuery = {}) => withPageQuery(`/api/documents/views?companyId=${companyId}`, { ...page }),
  /** GET CursorPage<DataRoomAccessRequest>: pending first, then newest first. */
  accessRequests: (companyId: number, page: CursorPageQuery = {}) => withPageQuery(`/api/documents/access-requests?companyId=${companyId}`, { ...page }),
  approve: (id: number) => `/api/documents/access-requests/${id}/approve`,
  deny: (id: number) => `/api/documents/access-requests/${id}/deny`,
  /** Without an account: GET the link's headline (company, tier) or 404 when dead. */
  shared: (token: string) => `/api/documents/shared/${token}`,
  /** POST DataRoomVisitorInput: logs the visit, answers SharedDataRoomVisit. */
  sharedVisits: (token: string) => `/api/documents/shared/${token}/visits`,
  /** GET the file of a document the link may see; `download` asks for an attachment (refused for view-only tiers). */
  sharedFile: (token: string, documentId: number, visitId: string, download = false) =>
    `/api/documents/shared/${token}/documents/${documentId}?visit=${visitId}${download ? '&download=1' : ''}`,
  /** POST DataRoomAccessRequestInput. */
  sharedAccessRequests: (token: string) => `/api/documents/shared/${token}/access-requests`,
} as const;

/** GET shared(token): what the page shows before the visitor gives a name and email. */
export interface SharedDataRoomHeadline {
  companyName: string;
  tier: DataRoomTier;
  documentName: string | null;
  expiresAt: string | null;
}
