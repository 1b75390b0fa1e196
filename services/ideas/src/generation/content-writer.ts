import type { CompositionContext } from '../domain/composition-context';
import type { GeneratedDocument } from '../domain/generated-documents';

/**
 * A provider of generated content (ARCHITECTURE.md section 7): writes the requested parts of a
 * document for an idea, every part meeting the document's schema, or throws.
 */
export interface ContentWriter {
  write<Id extends string, Part, Requested extends Id>(
    document: GeneratedDocument<Id, Part>,
    context: CompositionContext,
    ids: readonly Requested[],
  ): Promise<Record<Requested, Part>>;
}
