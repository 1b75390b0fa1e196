import type { IdeaSummary } from '@founder/contracts';
import { DASHBOARD_SECTIONS } from './dashboard-sections';
import {
  CORE_LOCKED_REASON,
  FULL_PROFILE_LOCKED_REASON,
  firstNameOf,
  hasDocument,
  productName,
  sectionAccess,
  sectionProgress,
  visibleSections,
} from './section-unlock';

const unlockedAt = (completion: number) => DASHBOARD_SECTIONS.filter((section) => sectionAccess(section, completion).unlocked).map(({ id }) => id);
const idea = (id: number, businessPlan: boolean, pitchDeck: boolean): IdeaSummary => ({
  id,
  ideaTitle: `Idea ${id}`,
  description: '',
  industry: 'SaaS',
  stage: 'Launched',
  validationScore: 90,
  createdAt: '2026-11-01T00:00:00.000Z',
  documents: [...(businessPlan ? (['business-plan'] as const) : []), ...(pitchDeck ? (['pitch-deck'] as const) : [])],
  companyName: null,
});

describe('DASHBOARD_SECTIONS (spec section 2)', () => {
  it('lists the eleven sections with their task counts and categories', () => {
    expect(DASHBOARD_SECTIONS.map(({ id, name, tasks, category }) => [id, name, tasks, category])).toEqual([
      ['profile', 'Profile', 3, 'core'],
      ['business-strategy', 'Business Strategy', 8, 'core'],
      ['marketing', 'Marketing', 6, 'core'],
      ['legal', 'Legal', 8, 'core'],
      ['roadmap', 'Roadmap', 8, 'core'],
      ['pitch-deck', 'Pitch Deck', 7, 'core'],
      ['document', 'Document', 5, 'advanced'],
      ['funding', 'Funding', 5, 'advanced'],
      ['events', 'Events', 9, 'tools'],
      ['partners', 'Partners', 6, 'tools'],
      ['mvp-builder', 'Build your MVP', 3, 'tools'],
    ]);
  });
});

describe('sectionAccess (the unlock rule)', () => {
  it('opens only the profile below 80%', () => {
    expect(unlockedAt(0)).toEqual(['profile']);
    expect(unlockedAt(79)).toEqual(['profile']);
  });

  it('opens the core sections at 80%', () => {
    expect(unlockedAt(80)).toEqual(['profile', 'business-strategy', 'marketing', 'legal', 'roadmap', 'pitch-deck']);
    expect(unlockedAt(99)).toEqual(unlockedAt(80));
  });

  it('opens everything at 100%', () => {
    expect(unlockedAt(100)).toEqual(DASHBOARD_SECTIONS.map(({ id }) => id));
  });

  it('says why a section is locked', () => {
    const [, strategy, , , , , document, , events] = DASHBOARD_SECTIONS;
    expect(sectionAccess(strategy, 60)).toEqual({ unlocked: false, reason: CORE_LOCKED_REASON });
    expect(sectionAccess(document, 95)).toEqual({ unlocked: false, reason: FULL_PROFILE_LOCKED_REASON });
    expect(sectionAccess(events, 80).reason).toBe('Complete your startup profile (100%) to unlock this section.');
    expect(sectionAccess(strategy, 80)).toEqual({ unlocked: true, reason: null });
  });
});

describe('sectionProgress', () => {
  const [profile, strategy, , , , pitchDeck, document] = DASHBOARD_SECTIONS;
  it("shows the profile's completion", () => {
    expect(sectionProgress(profile, 45, [])).toBe('45% complete');
  });

  it('counts the ideas with a deck or a plan', () => {
    const ideas = [idea(1, true, false), idea(2, true, true), idea(3, false, false)];
    expect(sectionProgress(pitchDeck, 0, ideas)).toBe('Pitch deck ready for 1 of 3 ideas');
    expect(sectionProgress(document, 0, ideas)).toBe('Business plan ready for 2 of 3 ideas');
    expect(sectionProgress(pitchDeck, 0, [])).toBe('No idea submitted yet');
    expect(sectionProgress(document, 0, [idea(1, true, false)])).toBe('Business plan ready for 1 of 1 idea');
  });

  it("shows the platform module's status, or asks for a company before onboarding", () => {
    const [, , marketing, , , , , funding, events] = DASHBOARD_SECTIONS;
    expect(sectionProgress(strategy, 100, [idea(1, true, true)])).toBe('Set up your company in Platform');
    expect(sectionProgress(strategy, 100, [], {})).toBe('Business Strategy: ready to start');
    expect(sectionProgress(marketing, 100, [], {})).toBe('Marketing Intelligence: locked');
    const strategyDone = { 'business-strategy': { started: true, tasksDone: [0, 1, 2] } };
    expect(sectionProgress(strategy, 100, [], strategyDone)).toBe('Business Strategy: completed');
    expect(sectionProgress(marketing, 100, [], strategyDone)).toBe('Marketing Intelligence: ready to start');
    expect(sectionProgress(marketing, 100, [], { ...strategyDone, 'marketing-intelligence': { started: true, tasksDone: [0] } })).toBe(
      'Marketing Intelligence: in progress',
    );
    expect(sectionProgress(funding, 100, [], strategyDone)).toBe('Funding Strategy: locked');
    expect(sectionProgress(events, 100, [], {})).toBeNull();
  });
});

describe('hasDocument', () => {
  it('tells the kinds an idea has', () => {
    expect(hasDocument(idea(1, true, false), 'business-plan')).toBe(true);
    expect(hasDocument(idea(1, true, false), 'pitch-deck')).toBe(false);
    expect(hasDocument(idea(1, true, true), 'financial-model')).toBe(false);
  });
});

describe('visibleSections', () => {
  it('filters by name, case-insensitively, and by category', () => {
    expect(visibleSections(DASHBOARD_SECTIONS, 'PIT', 'all').map(({ id }) => id)).toEqual(['pitch-deck']);
    expect(visibleSections(DASHBOARD_SECTIONS, '  build ', 'all').map(({ id }) => id)).toEqual(['mvp-builder']);
    expect(visibleSections(DASHBOARD_SECTIONS, '', 'advanced').map(({ id }) => id)).toEqual(['document', 'funding']);
    expect(visibleSections(DASHBOARD_SECTIONS, 'e', 'tools').map(({ id }) => id)).toEqual(['events', 'partners']);
    expect(visibleSections(DASHBOARD_SECTIONS, 'zzz', 'all')).toEqual([]);
  });
});

describe('productName and firstNameOf', () => {
  it("names the profile's company, else the latest idea, else 'your startup'", () => {
    expect(productName('FitFuel', [idea(1, false, false)])).toBe('FitFuel');
    expect(productName('  ', [idea(7, false, false)])).toBe('Idea 7');
    expect(productName(undefined, [])).toBe('your startup');
  });

  it("greets by the first name, or 'founder'", () => {
    expect(firstNameOf('Ada Lovelace')).toBe('Ada');
    expect(firstNameOf('  ')).toBe('founder');
    expect(firstNameOf(null)).toBe('founder');
  });
});
