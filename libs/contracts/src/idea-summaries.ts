/**
 * GET /api/ideas without ?email: the signed-in founder's own ideas, newest first, as short
 * summaries (no plan or deck text), so any browser they sign in on finds them.
 */
export const IDEA_SUMMARY_PAGE_SIZE = { default: 20, max: 100 } as const;

/** The session's ideas; a limit above the maximum gets the maximum. */
export const sessionIdeasPath = (limit?: number) => (limit === undefined ? '/api/ideas' : `/api/ideas?limit=${limit}`);

export interface IdeaSummary {
  id: number;
  ideaTitle: string;
  description: string;
  industry: string;
  stage: string;
  validationScore: number | null;
  createdAt: string;
  /** Which generated documents the idea has. */
  documents: { businessPlan: boolean; pitchDeck: boolean };
}

/** GET: one whole idea (StartupIdea) of the caller. */
export const ideaDetailPath = (id: number) => `/api/ideas/${id}`;

