import type { DataRoomConfidentiality, DataRoomDocument, DataRoomDocumentType, DataRoomStatus, DataRoomSummary, DataRoomTier } from './data-room-api';

/**
 * The six documents a new room expects (spec section 9: 'Data room sample: 6 documents'), one or
 * more per type, created as 'missing' placeholders that an upload fills.
 */
export const EXPECTED_DATA_ROOM_DOCUMENTS: ReadonlyArray<{ name: string; type: DataRoomDocumentType; category: string; description: string }> = [
  { name: 'Pitch Deck', type: 'business', category: 'Pitch Materials', description: 'The investor presentation of the company.' },
  { name: 'Financial Projections', type: 'financial', category: 'Financials', description: 'Five-year revenue, costs, burn and runway.' },
  { name: 'Cap Table', type: 'financial', category: 'Financials', description: 'Who owns what: founders, investors, option pool.' },
  { name: 'Certificate of Incorporation', type: 'legal', category: 'Legal & Corporate', description: 'The company registration and its articles.' },
  { name: 'Technical Architecture', type: 'technical', category: 'Product & Technology', description: 'How the product is built and run.' },
  { name: 'Market Analysis', type: 'marketing', category: 'Market Research', description: 'Market size, customers and competitors.' },
];

export function completionRate(complete: number, total: number): number {
  return total === 0 ? 0 : Math.round((complete / total) * 100);
}

export function dataRoomSummary(documents: ReadonlyArray<{ status: DataRoomStatus }>): DataRoomSummary {
  const count = (status: DataRoomStatus) => documents.filter((document) => document.status === status).length;
  const complete = count('complete');
  return { total: documents.length, complete, draft: count('draft'), review: count('review'), missing: count('missing'), completionRate: completionRate(complete, documents.length) };
}

/** By Category (spec section 5): the search matches name or category case-insensitively; the filter is a type or 'all'. */
export function filterDataRoomDocuments<T extends Pick<DataRoomDocument, 'name' | 'category' | 'type'>>(documents: readonly T[], search: string, type: DataRoomDocumentType | 'all'): T[] {
  const needle = search.trim().toLowerCase();
  return documents.filter(
    (document) => (type === 'all' || document.type === type) && (!needle || document.name.toLowerCase().includes(needle) || document.category.toLowerCase().includes(needle)),
  );
}

/** Documents grouped by category, categories in alphabetical order. */
export function documentsByCategory<T extends Pick<DataRoomDocument, 'category'>>(documents: readonly T[]): Array<[string, T[]]> {
  const groups = new Map<string, T[]>();
  for (const document of documents) groups.set(document.category, [...(groups.get(document.category) ?? []), document]);
  return [...groups.entries()].sort(([a], [b]) => a.localeCompare(b));
}

export interface TierRights {
  label: string;
  access: string;
  /** Drafts and documents in review, not only complete ones. */
  seesUnfinished: boolean;
  seesRestricted: boolean;
  canDownload: boolean;
}

/**
 * What a link of each tier may see (spec section 6 names the tiers; the rights are ours): team
 * members everything with a file; investors complete documents that are not restricted, and may
 * download them; advisors the same documents, shown in the browser only.
 */
export const TIER_RIGHTS: Readonly<Record<DataRoomTier, TierRights>> = {
  team: { label: 'Team Members', access: 'Full Access', seesUnfinished: true, seesRestricted: true, canDownload: true },
  investors: { label: 'Investors', access: 'Limited Access', seesUnfinished: false, seesRestricted: false, canDownload: true },
  advisors: { label: 'Advisors', access: 'View Only', seesUnfinished: false, seesRestricted: false, canDownload: false },
};

/** True when a link of `tier` may see the document: it has a file, and its status and confidentiality are within the tier's rights. */
export function tierMaySee(tier: DataRoomTier, document: { status: DataRoomStatus; confidentiality: DataRoomConfidentiality }): boolean {
  const rights = TIER_RIGHTS[tier];
  if (document.status === 'missing') return false;
  if (document.status !== 'complete' && !rights.seesUnfinished) return false;
  return document.confidentiality !== 'restricted' || rights.seesRestricted;
}

export type DataRoomLinkState = 'live' | 'expired' | 'revoked';

/** A link is revoked from its revocation on, expired from its expiry on, live otherwise. */
export function dataRoomLinkState(link: { revokedAt: Date | string | null; expiresAt: Date | string | null }, now: Date): DataRoomLinkState {
  if (link.revokedAt !== null) return 'revoked';
  if (link.expiresAt !== null && new Date(link.expiresAt).getTime() <= now.getTime()) return 'expired';
  return 'live';
}

/** A readable size: 0 B, 900 B, 12.5 KB, 3.2 MB (1024-based, one decimal). */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  const units = ['KB', 'MB', 'GB'];
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${value.toFixed(1)} ${units[unit]}`;
}
