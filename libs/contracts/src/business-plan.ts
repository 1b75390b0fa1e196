/** The 12 business plan sections, in order (spec section 3). */
export const PLAN_SECTIONS = [
  { id: 'executive-summary', title: 'Executive Summary' },
  { id: 'problem-statement', title: 'Problem Statement' },
  { id: 'solution-overview', title: 'Solution Overview' },
  { id: 'market-analysis', title: 'Market Analysis' },
  { id: 'business-model', title: 'Business Model' },
  { id: 'marketing-strategy', title: 'Marketing Strategy' },
  { id: 'operations-plan', title: 'Operations Plan' },
  { id: 'management-team', title: 'Management Team' },
  { id: 'financial-projections', title: 'Financial Projections' },
  { id: 'funding-request', title: 'Funding Request' },
  { id: 'risk-analysis', title: 'Risk Analysis' },
  { id: 'implementation-timeline', title: 'Implementation Timeline' },
] as const;
export type PlanSectionId = (typeof PLAN_SECTIONS)[number]['id'];
export const PLAN_SECTION_IDS: readonly PlanSectionId[] = PLAN_SECTIONS.map((section) => section.id);

export type PlanSectionStatus = 'draft' | 'generated' | 'edited';

/** POST /api/startup-ideas/{id}/business-plan answers an object keyed by section id with text. */
export type BusinessPlanContent = Record<PlanSectionId, string>;

/** The 10 pitch slides, in order (spec section 3). */
export const PITCH_SLIDES = [
  { id: 'title', title: 'Company Name' },
  { id: 'problem', title: 'Problem' },
  { id: 'solution', title: 'Solution' },
  { id: 'market', title: 'Market Opportunity' },
  { id: 'business-model', title: 'Business Model' },
  { id: 'traction', title: 'Traction' },
  { id: 'team', title: 'Team' },
  { id: 'financial', title: 'Financial Projections' },
  { id: 'funding', title: 'Funding Ask' },
  { id: 'closing', title: 'Thank You' },
] as const;
export type PitchSlideId = (typeof PITCH_SLIDES)[number]['id'];
export const PITCH_SLIDE_IDS: readonly PitchSlideId[] = PITCH_SLIDES.map((slide) => slide.id);

export type SlideLayout = 'title-content' | 'full-content' | 'chart' | 'split' | 'image-text';

/** How each slide is laid out, in the app and in the exports: a title card to open and close, charts for the numbers. */
export const SLIDE_LAYOUTS: Record<PitchSlideId, SlideLayout> = {
  title: 'title-content',
  problem: 'full-content',
  solution: 'split',
  market: 'chart',
  'business-model': 'split',
  traction: 'chart',
  team: 'image-text',
  financial: 'chart',
  funding: 'split',
  closing: 'title-content',
};

/** POST /api/startup-ideas/{id}/pitch-deck answers an object keyed by slide id. */
export type PitchDeckContent = Record<PitchSlideId, { content: string; notes: string }>;

/**
 * Sizes of generated text, in words (the text split on whitespace): every generated plan section
 * and slide stays within these, whoever wrote it (built-in composer or LLM).
 */
export const GENERATED_TEXT_WORDS = {
  planSection: { min: 120, max: 400 },
  slideContent: { min: 15, max: 120 },
  slideNotes: { min: 30, max: 200 },
} as const;

/** Longest saved edit, in characters (PUT of one section or one slide). */
export const EDITED_TEXT_LIMITS = {
  planSection: { max: 20000 },
  slideContent: { max: 5000 },
  slideNotes: { max: 5000 },
} as const;
