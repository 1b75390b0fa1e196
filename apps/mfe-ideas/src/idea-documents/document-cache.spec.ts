import { PITCH_SLIDE_IDS, PLAN_SECTION_IDS, type BusinessPlanContent, type PitchDeckContent, type StartupIdea } from '@founder/contracts';
import { samePart, withDocumentPart, withGeneratedDocument } from './document-cache';

const idea = { id: 3, ideaTitle: 'Shift meals', businessPlan: null, businessPlanStatus: null, pitchDeck: null, pitchDeckStatus: null } as StartupIdea;
const plan = Object.fromEntries(PLAN_SECTION_IDS.map((id) => [id, `About ${id}`])) as BusinessPlanContent;
const deck = Object.fromEntries(PITCH_SLIDE_IDS.map((id) => [id, { content: `Slide ${id}`, notes: `Say ${id}` }])) as PitchDeckContent;

describe('the cached idea after a call', () => {
  it('holds a generated plan with every section generated', () => {
    const next = withGeneratedDocument(idea, 'business-plan', plan);
    expect(next.businessPlan).toBe(plan);
    expect(Object.values(next.businessPlanStatus ?? {})).toEqual(Array(12).fill('generated'));
    expect(idea.businessPlan).toBeNull();
  });

  it('replaces one saved section and marks it edited', () => {
    const next = withDocumentPart(withGeneratedDocument(idea, 'business-plan', plan), 'business-plan', { id: 'risk-analysis', status: 'edited' }, 'New risks');
    expect(next.businessPlan?.['risk-analysis']).toBe('New risks');
    expect(next.businessPlan?.['executive-summary']).toBe('About executive-summary');
    expect(next.businessPlanStatus?.['risk-analysis']).toBe('edited');
    expect(next.businessPlanStatus?.['executive-summary']).toBe('generated');
  });

  it('holds a generated deck, and one saved slide with its notes', () => {
    const generated = withGeneratedDocument(idea, 'pitch-deck', deck);
    expect(generated.pitchDeckStatus?.closing).toBe('generated');
    const next = withDocumentPart(generated, 'pitch-deck', { id: 'team', status: 'edited' }, { content: 'Two founders', notes: 'Introduce both' });
    expect(next.pitchDeck?.team).toEqual({ content: 'Two founders', notes: 'Introduce both' });
    expect(next.pitchDeck?.title).toEqual({ content: 'Slide title', notes: 'Say title' });
    expect(next.pitchDeckStatus?.team).toBe('edited');
  });
});

// Issue 29 item 4: the 'Figures out of date' banner survived Regenerate until a reload.
describe('the figures-out-of-date flag after a generation', () => {
  it('leaves the regenerated kind, and only that kind', () => {
    const stale = { ...idea, figuresOutOfDate: ['business-plan', 'pitch-deck'] } as StartupIdea;
    expect(withGeneratedDocument(stale, 'business-plan', plan).figuresOutOfDate).toEqual(['pitch-deck']);
    expect(withGeneratedDocument(stale, 'pitch-deck', deck).figuresOutOfDate).toEqual(['business-plan']);
  });
});

// Issue 29 item 5: a regenerated part that came back byte-identical was shown as if new.
describe('samePart', () => {
  it('tells a regenerated part that equals the current one', () => {
    expect(samePart('About risks', 'About risks')).toBe(true);
    expect(samePart('About risks', 'About risks.')).toBe(false);
    expect(samePart({ content: 'Two founders', notes: 'Introduce both' }, { content: 'Two founders', notes: 'Introduce both' })).toBe(true);
    expect(samePart({ content: 'Two founders', notes: 'Introduce both' }, { content: 'Two founders', notes: 'Introduce them' })).toBe(false);
    expect(samePart(undefined, 'About risks')).toBe(false);
  });
});
