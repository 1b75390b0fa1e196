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

  it('the data room and the website', () => {
    const room = { label: 'Cap table', ideaId: null, partId: null };
    expect(activitySentence(entry({ verb: 'uploaded', subject: { ...room, kind: 'dataRoomDocument' } }), 'LoomLedger')).toBe('Ada Lovelace uploaded Cap table to the data room of LoomLedger');
    expect(activitySentence(entry({ verb: 'shared', subject: { ...room, kind: 'dataRoomDocument' } }), 'LoomLedger')).toBe('Ada Lovelace shared Cap table from the data room of LoomLedger');
    expect(activitySentence(entry({ verb: 'shared', subject: { ...room, kind: 'dataRoom', label: null } }), 'LoomLedger')).toBe('Ada Lovelace shared the data room of LoomLedger');
    expect(activitySentence(entry({ verb: 'published', subject: { ...room, kind: 'site', label: 'loomledger' } }), 'LoomLedger')).toBe('Ada Lovelace published the website of LoomLedger');
  });

  it('the investor pipeline: a stage by its label, out of the pipeline, applied', () => {
    const investor = { kind: 'investor' as const, label: 'Sequoia Capital', ideaId: null, partId: null };
    expect(activitySentence(entry({ verb: 'stageChanged', detail: 'meeting', subject: investor }), 'LoomLedger')).toBe('Ada Lovelace moved Sequoia Capital to Meeting in the investor pipeline of LoomLedger');
    expect(activitySentence(entry({ verb: 'stageChanged', detail: 'due diligence', subject: investor }), 'LoomLedger')).toBe('Ada Lovelace moved Sequoia Capital to Due Diligence in the investor pipeline of LoomLedger');
    expect(activitySentence(entry({ verb: 'stageChanged', detail: null, subject: investor }), 'LoomLedger')).toBe('Ada Lovelace took Sequoia Capital out of the investor pipeline of LoomLedger');
    expect(activitySentence(entry({ verb: 'applied', subject: investor }), 'LoomLedger')).toBe('Ada Lovelace applied to Sequoia Capital for LoomLedger');
  });

  it('the team: invited and joined by role (never an address), left, removed', () => {
    const member = { kind: 'member' as const, label: null, ideaId: null, partId: null };
    expect(activitySentence(entry({ verb: 'invited', detail: 'editor', subject: member }), 'LoomLedger')).toBe('Ada Lovelace invited an editor to LoomLedger');
    expect(activitySentence(entry({ verb: 'invited', detail: 'viewer', subject: member }), 'LoomLedger')).toBe('Ada Lovelace invited a viewer to LoomLedger');
    expect(activitySentence(entry({ actorName: 'Grace Hopper', verb: 'joined', detail: 'commenter', subject: member }), 'LoomLedger')).toBe('Grace Hopper joined LoomLedger as a commenter');
    expect(activitySentence(entry({ actorName: 'Grace Hopper', verb: 'left', subject: member }), 'LoomLedger')).toBe('Grace Hopper left LoomLedger');
    expect(activitySentence(entry({ actorName: 'Grace Hopper', verb: 'left', detail: 'removed', subject: member }), 'LoomLedger')).toBe('Grace Hopper was removed from LoomLedger');
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
