import { COMMENT_PAGE_SIZE, COMMENT_PATHS, withPageQuery } from '@founder/contracts';

/**
 * Where one badge's threads live: the idea tools' parts (a plan section, a slide, a model assumption)
 * and the data room's documents use the same panel with different paths.
 */
export interface CommentSource {
  /** POST a thread here; a comment's own paths are under it. */
  commentsPath: string;
  /** GET the threads shown in the panel (one part's, or the document's). */
  listPath: string;
  mentionablePath: string;
  /** The counts query the badges read, refreshed after every change. */
  countsPath: string;
  /** The part a new thread is on (ideas only; a document's threads have none). */
  part?: string;
}

/** The threads of one part of an idea's documents, e.g. `financial-model:pricePoint`. */
export function partCommentSource(ideaId: number, part: string): CommentSource {
  return {
    commentsPath: COMMENT_PATHS.ideaComments(ideaId),
    listPath: withPageQuery(COMMENT_PATHS.ideaComments(ideaId), { part, limit: COMMENT_PAGE_SIZE.max }),
    mentionablePath: COMMENT_PATHS.ideaMentionable(ideaId),
    countsPath: COMMENT_PATHS.ideaCommentCounts(ideaId),
    part,
  };
}

/** The threads of a data-room document of `companyId`'s room. */
export function documentCommentSource(documentId: number, companyId: number): CommentSource {
  return {
    commentsPath: COMMENT_PATHS.documentComments(documentId),
    listPath: withPageQuery(COMMENT_PATHS.documentComments(documentId), { limit: COMMENT_PAGE_SIZE.max }),
    mentionablePath: COMMENT_PATHS.documentMentionable(documentId),
    countsPath: COMMENT_PATHS.documentCommentCounts(companyId),
  };
}

/** The open threads a counts answer gives one part or document (0 when it has none). */
export function openThreadsOf(counts: Readonly<Record<string, { open: number }>> | undefined, key: string | number): number {
  return counts?.[String(key)]?.open ?? 0;
}
