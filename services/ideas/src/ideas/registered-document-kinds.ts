import type { FigureQuotingDocument } from '../domain/figures-out-of-date';

/**
 * The document kinds this app serves (DOCUMENT_KINDS, or a test's), provided by IdeaDocumentsModule.
 * Declared here, the lowest folder that needs it: an idea's answer says which of its documents quote
 * out-of-date figures, while the kinds themselves sit above ideas.
 */
export const REGISTERED_DOCUMENT_KINDS = Symbol('REGISTERED_DOCUMENT_KINDS');

/** What the idea's answer needs of a kind. */
export interface DocumentKindFigures {
  kind: string;
  document: FigureQuotingDocument;
}
