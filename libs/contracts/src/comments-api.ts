import { PITCH_SLIDES, PLAN_SECTIONS } from './business-plan';
import type { CursorPageQuery } from './cursor-page';

/**
 * Comments (issue 32 item 4): threads on a part of an idea's documents (a plan section, a slide, a
 * model assumption) and on a data-room document. Only the idea tools and the data room load this file.
 */
export const COMMENT_TEXT_MAX = 2000;
export const COMMENT_PAGE_SIZE = { default: 50, max: 100 } as const;

/** The documents whose parts take comments, and where each is edited (the mention email's link). */
export const COMMENTABLE_KINDS = ['business-plan', 'pitch-deck', 'financial-model'] as const;
export type CommentableKind = (typeof COMMENTABLE_KINDS)[number];

/** A model assumption's key: the form's field path, e.g. `revenueModel.price`. */
const ASSUMPTION_KEY = /^[A-Za-z][A-Za-z0-9.-]{0,79}$/;

/** `<kind>:<part id>`: `business-plan:executive-summary`, `pitch-deck:problem`, `financial-model:revenueModel.price`. */
export type CommentPart = `${CommentableKind}:${string}`;

export const COMMENT_PART_INVALID = `part must be business-plan:<section id>, pitch-deck:<slide id> or financial-model:<assumption>`;

/** The part's words in a sentence ('the pitch deck slide "Problem"'), or null for a part no document has. */
export function commentPartLabel(part: string): string | null {
  const [kind, id = '', ...rest] = part.split(':');
  if (rest.length > 0) return null;
  switch (kind) {
    case 'business-plan': {
      const section = PLAN_SECTIONS.find((candidate) => candidate.id === id);
      return section ? `the business plan section "${section.title}"` : null;
    }
    case 'pitch-deck': {
      const slide = PITCH_SLIDES.find((candidate) => candidate.id === id);
      return slide ? `the pitch deck slide "${slide.title}"` : null;
    }
    case 'financial-model':
      return ASSUMPTION_KEY.test(id) ? `the financial model assumption "${id}"` : null;
    default:
      return null;
  }
}

/** The page where the part is shown. */
export function commentPartPage(part: CommentPart): string {
  return { 'business-plan': '/business-plan', 'pitch-deck': '/pitch-deck', 'financial-model': '/financial-modeling' }[part.split(':')[0] as CommentableKind];
}

export interface CommentView {
  id: number;
  authorUserId: number;
  /** The author's name as auth knows it now; null when auth did not answer. */
  authorName: string | null;
  /** The caller wrote it (they may delete it). */
  mine: boolean;
  text: string;
  /** The members it mentions (user ids). */
  mentions: number[];
  createdAt: string;
}

/** A root comment and its replies, oldest first. */
export interface CommentThread extends CommentView {
  /** The part of an idea's document, or null on a data-room document. */
  part: CommentPart | null;
  resolved: boolean;
  resolvedAt: string | null;
  resolvedByUserId: number | null;
  replies: CommentView[];
}

/** POST .../comments: a new thread; `mentions` the user ids of members it mentions. */
export interface NewThreadRequest {
  part?: string;
  text: string;
  mentions?: number[];
}

/** POST .../comments/{commentId}/replies */
export interface NewReplyRequest {
  text: string;
  mentions?: number[];
}

/** PATCH .../comments/{commentId}: resolve or reopen. */
export interface ThreadStateRequest {
  resolved: boolean;
}

/** GET .../comments/counts: open and resolved threads per part, or per data-room document id (only those with a thread). */
export type CommentCounts = Record<string, { open: number; resolved: number }>;

/** Who may be mentioned here: the members of the idea's or document's company. */
export interface MentionableMember {
  userId: number;
  label: string;
}

export type CommentListQuery = CursorPageQuery & { part?: string };

export const REPLY_TO_RESOLVED = 'Reopen the thread to reply';
export const NOT_YOUR_COMMENT = 'Only its author can delete a comment';
export const COMMENT_NOT_FOUND = 'Comment not found';

export const COMMENT_PATHS = {
  ideaComments: (ideaId: number) => `/api/startup-ideas/${ideaId}/comments`,
  ideaCommentCounts: (ideaId: number) => `/api/startup-ideas/${ideaId}/comments/counts`,
  ideaMentionable: (ideaId: number) => `/api/startup-ideas/${ideaId}/comments/mentionable`,
  documentComments: (documentId: number) => `/api/documents/${documentId}/comments`,
  documentMentionable: (documentId: number) => `/api/documents/${documentId}/comments/mentionable`,
  /** Open and resolved threads per document of the company's data room, keyed by document id. */
  documentCommentCounts: (companyId: number) => `/api/documents/comments/counts?companyId=${companyId}`,
} as const;

/** A comment's own paths under its idea's or document's comments path. */
export const commentPath = (commentsPath: string, commentId: number) => `${commentsPath}/${commentId}`;
export const repliesPath = (commentsPath: string, commentId: number) => `${commentsPath}/${commentId}/replies`;
