import type { ActivityEntry } from '@founder/contracts';
import { activityLink, activitySentence } from './activity-sentence';

const entry = (fields: Partial<ActivityEntry> & Pick<ActivityEntry, 'verb' | 'subject'>): ActivityEntry => ({
  id: 1,
  actorUserId: 7,
  actorName: 'Ada Lovelace',
  detail: null,
  createdAt: '2026-11-28T06:00:00.000Z',
  ...fields,
});
const plan = { kind: 'business-plan' as const, label: null, ideaId: 3, partId: null };

describe('activitySentence', () => {
  it('names the actor, the verb, the document and the company', () => {
    expect(activitySentence(entry({ verb: 'generated', subject: plan }), 'LoomLedger')).toBe('Ada Lovelace generated the business plan of LoomLedger');
  });

  it('names one part by its title and its noun (section, slide, part)', () => {
    expect(activitySentence(entry({ verb: 'edited', subject: { ...plan, partId: 'market-analysis' } }), 'LoomLedger')).toBe('Ada Lovelace edited the Market analysis section of the business plan of LoomLedger');
    expect(activitySentence(entry({ verb: 'restored', subject: { ...plan, kind: 'pitch-deck', partId: 'problem' } }), 'LoomLedger')).toBe('Ada Lovelace restored the Problem slide of the pitch deck of LoomLedger');
    expect(activitySentence(entry({ verb: 'commented', subject: { ...plan, kind: 'financial-model', partId: 'assumptions' } }), 'LoomLedger')).toBe('Ada Lovelace commented on the Assumptions part of the financial model of LoomLedger');
  });

  it('the data room, the website, the pipeline and members', () => {
    const room = { label: 'Cap table', ideaId: null, partId: null };
    expect(activitySentence(entry({ verb: 'uploaded', subject: { ...room, kind: 'dataRoomDocument' } }), 'LoomLedger')).toBe('Ada Lovelace uploaded Cap table to the data room of LoomLedger');
    expect(activitySentence(entry({ verb: 'shared', subject: { ...room, kind: 'dataRoomDocument' } }), 'LoomLedger')).toBe('Ada Lovelace shared Cap table from the data room of LoomLedger');
    expect(activitySentence(entry({ verb: 'shared', subject: { ...room, kind: 'dataRoom', label: null } }), 'LoomLedger')).toBe('Ada Lovelace shared the data room of LoomLedger');
    expect(activitySentence(entry({ verb: 'published', subject: { ...room, kind: 'site', label: 'loomledger' } }), 'LoomLedger')).toBe('Ada Lovelace published the website of LoomLedger');
    expect(activitySentence(entry({ verb: 'stageChanged', detail: 'Meeting', subject: { ...room, kind: 'investor', label: 'Seedcamp' } }), 'LoomLedger')).toBe('Ada Lovelace moved Seedcamp to Meeting in the investor pipeline of LoomLedger');
    expect(activitySentence(entry({ verb: 'invited', subject: { ...room, kind: 'member', label: 'grace@example.com' } }), 'LoomLedger')).toBe('Ada Lovelace invited grace@example.com to LoomLedger');
  });

  it("'A member' when auth gave no name", () => {
    expect(activitySentence(entry({ actorName: null, verb: 'generated', subject: plan }), 'LoomLedger')).toBe('A member generated the business plan of LoomLedger');
  });
});

describe('activityLink', () => {
  it("links a document to its tool's page and the company's parts to their workspace step", () => {
    expect(activityLink(entry({ verb: 'generated', subject: plan }))).toBe('/business-plan');
    expect(activityLink(entry({ verb: 'uploaded', subject: { kind: 'dataRoomDocument', label: 'Cap table', ideaId: null, partId: null } }))).toBe('/platform/data-room');
    expect(activityLink(entry({ verb: 'published', subject: { kind: 'site', label: 'x', ideaId: null, partId: null } }))).toBe('/platform/website-builder');
  });
});
