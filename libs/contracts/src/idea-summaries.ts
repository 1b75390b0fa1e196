import type { IdeaDocumentKind } from './idea-tools-api';

/**
 * GET /api/ideas without ?email: the signed-in founder's own ideas, newest first, as short
 * summaries (no plan or deck text), so any browser they sign in on finds them.
 */
export const IDEA_SUMMARY_PAGE_SIZE = { default: 20, max: 100 } as const;

export interface IdeaSummary {
  id: number;
  ideaTitle: string;
  description: string;
  industry: string;
  stage: string;
  validationScore: number | null;
  createdAt: string;
  /** The kinds of generated document the idea has, in alphabetical order. */
  documents: IdeaDocumentKind[];
}

