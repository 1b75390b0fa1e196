import type { IdeaDocumentKind } from './idea-document-types';

/**
 * GET /api/ideas (the signed-in founder's ideas and their companies' ideas, or with ?email= the caller's ideas with that
 * email): one page of short summaries, newest first, never a plan or deck. `limit` defaults to 20
 * and a larger one gets at most 100; `cursor` is the `nextCursor` of the page before.
 */
export const IDEA_SUMMARY_PAGE_SIZE = { default: 20, max: 100 } as const;

/** How much of the description a summary carries: the picker's cards show three lines of it. */
export const IDEA_SUMMARY_DESCRIPTION_CHARS = 200;

export interface IdeaSummary {
  id: number;
  ideaTitle: string;
  /** The first IDEA_SUMMARY_DESCRIPTION_CHARS characters of the description. */
  description: string;
  industry: string;
  stage: string;
  validationScore: number | null;
  createdAt: string;
  /** The kinds of generated document the idea has, in alphabetical order. */
  documents: IdeaDocumentKind[];
  /** The company the idea belongs to (the pickers' 'Company: Acme' badge), null for a personal idea. */
  companyName: string | null;
}

/** One page of GET /api/ideas: `nextCursor` asks for the next page, null on the last one. */
export interface IdeaSummaryPage {
  items: IdeaSummary[];
  nextCursor: string | null;
}

/** The query of one page: how many, and where the page before ended. */
export interface IdeaPageQuery {
  limit?: number;
  cursor?: string;
}
