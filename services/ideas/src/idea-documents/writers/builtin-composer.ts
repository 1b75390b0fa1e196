import { Injectable } from '@nestjs/common';
import type { CompositionContext } from '../../domain/composition-context';
import type { GeneratedDocument } from '../generated-document';
import type { ContentWriter } from './content-writer';

/** The built-in provider: no network, the same text for the same idea, always available. */
@Injectable()
export class BuiltinComposer implements ContentWriter {
  async writePart<Id extends string, Part>(document: GeneratedDocument<Id, Part>, context: CompositionContext, id: Id): Promise<Part> {
    return document.compose(context, id);
  }

  /** Every requested part at once (it needs no network: nothing to wait for between parts). */
  async write<Id extends string, Part, Requested extends Id>(
    document: GeneratedDocument<Id, Part>,
    context: CompositionContext,
    ids: readonly Requested[],
  ): Promise<Record<Requested, Part>> {
    return Object.fromEntries(ids.map((id) => [id, document.compose(context, id)])) as Record<Requested, Part>;
  }
}
