/** Pages of the idea tools (mfe-ideas) the workspace links to; they read the idea from currentIdeaId. */
export const PITCH_DECK_PATH = '/pitch-deck';
export const FINANCIAL_MODELING_PATH = '/financial-modeling';
export const SUBMIT_IDEA_PATH = '/submit-idea';
export const BUSINESS_PLAN_PATH = '/business-plan';
