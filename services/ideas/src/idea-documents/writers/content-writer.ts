import type { CompositionContext } from '../../domain/composition-context';
import type { GeneratedDocument } from '../generated-document';

/**
 * A provider of generated content (ARCHITECTURE.md section 7): writes one part of a document for
 * an idea, meeting the document's schema, or throws. Parts are asked for one at a time so each is
 * stored as soon as it is written and a failing part falls back alone.
 */
export interface ContentWriter {
  writePart<Id extends string, Part>(document: GeneratedDocument<Id, Part>, context: CompositionContext, id: Id, signal?: AbortSignal): Promise<Part>;
}
