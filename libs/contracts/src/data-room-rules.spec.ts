import {
  completionRate,
  dataRoomLinkState,
  dataRoomSummary,
  documentsByCategory,
  EXPECTED_DATA_ROOM_DOCUMENTS,
  filterDataRoomDocuments,
  formatFileSize,
  tierMaySee,
} from './data-room-rules';
import { DATA_ROOM_DOCUMENT_TYPES, type DataRoomStatus } from './data-room-api';

describe('data room rules', () => {
  it('completion rate is the rounded percent of complete documents, 0 for an empty room', () => {
    expect(completionRate(0, 0)).toBe(0);
    expect(completionRate(1, 6)).toBe(17);
    expect(completionRate(2, 3)).toBe(67);
    expect(completionRate(1, 8)).toBe(13);
    expect(completionRate(6, 6)).toBe(100);
  });

  it('summary counts each status', () => {
    const statuses: DataRoomStatus[] = ['complete', 'complete', 'draft', 'review', 'missing', 'missing', 'missing'];
    expect(dataRoomSummary(statuses.map((status) => ({ status })))).toEqual({ total: 7, complete: 2, draft: 1, review: 1, missing: 3, completionRate: 29 });
  });

  it('a new room expects six documents covering every type', () => {
    expect(EXPECTED_DATA_ROOM_DOCUMENTS).toHaveLength(6);
    expect(new Set(EXPECTED_DATA_ROOM_DOCUMENTS.map((document) => document.type))).toEqual(new Set(DATA_ROOM_DOCUMENT_TYPES));
  });

  it('searches name and category case-insensitively and filters by type', () => {
    const documents = EXPECTED_DATA_ROOM_DOCUMENTS;
    expect(filterDataRoomDocuments(documents, 'FINANCIALS', 'all').map((d) => d.name)).toEqual(['Financial Projections', 'Cap Table']);
    expect(filterDataRoomDocuments(documents, 'cap', 'all').map((d) => d.name)).toEqual(['Cap Table']);
    expect(filterDataRoomDocuments(documents, '', 'legal').map((d) => d.name)).toEqual(['Certificate of Incorporation']);
    expect(filterDataRoomDocuments(documents, 'deck', 'financial')).toEqual([]);
    expect(filterDataRoomDocuments(documents, '  ', 'all')).toHaveLength(6);
  });

  it('groups by category in alphabetical order', () => {
    expect(documentsByCategory(EXPECTED_DATA_ROOM_DOCUMENTS).map(([category, list]) => `${category}:${list.length}`)).toEqual([
      'Financials:2',
      'Legal & Corporate:1',
      'Market Research:1',
      'Pitch Materials:1',
      'Product & Technology:1',
    ]);
  });

  it.each([
    ['team', 'complete', 'restricted', true],
    ['team', 'draft', 'confidential', true],
    ['team', 'missing', 'public', false],
    ['investors', 'complete', 'confidential', true],
    ['investors', 'complete', 'restricted', false],
    ['investors', 'review', 'public', false],
    ['advisors', 'complete', 'public', true],
    ['advisors', 'draft', 'public', false],
    ['advisors', 'complete', 'restricted', false],
  ] as const)('a %s link sees a %s %s document: %p', (tier, status, confidentiality, sees) => {
    expect(tierMaySee(tier, { status, confidentiality })).toBe(sees);
  });

  it('a link is revoked, then expired, else live', () => {
    const now = new Date('2026-11-23T10:00:00Z');
    expect(dataRoomLinkState({ revokedAt: null, expiresAt: null }, now)).toBe('live');
    expect(dataRoomLinkState({ revokedAt: null, expiresAt: '2026-11-23T10:00:01Z' }, now)).toBe('live');
    expect(dataRoomLinkState({ revokedAt: null, expiresAt: '2026-11-23T10:00:00Z' }, now)).toBe('expired');
    expect(dataRoomLinkState({ revokedAt: '2026-11-22T00:00:00Z', expiresAt: '2026-11-20T00:00:00Z' }, now)).toBe('revoked');
  });

  it('formats sizes', () => {
    expect([0, 900, 12_800, 3_355_443, 26_214_400].map(formatFileSize)).toEqual(['0 B', '900 B', '12.5 KB', '3.2 MB', '25.0 MB']);
  });
});
