import type { IdeaDocumentKind, IdeaDocumentTypes } from '@founder/contracts';
import type { GeneratingTimeline } from '../generation/generating-timeline';

type Types<Kind extends IdeaDocumentKind> = IdeaDocumentTypes[Kind];
export type DocumentPart<Kind extends IdeaDocumentKind> = Types<Kind>['content'][keyof Types<Kind>['content']];

/**
 * What the page of a generated document needs to know about its kind; the hook
 * (useIdeaDocument) and the frame (GeneratorFrame) are the same for every kind.
 */
export interface DocumentView<Kind extends IdeaDocumentKind> {
  kind: Kind;
  /** In a sentence: 'business plan'. */
  label: string;
  /** The heading of the generator: 'Business Plan'. */
  title: string;
  /** 'Generate Business Plan' before generation, 'Regenerate Plan' after. */
  generateLabel: string;
  regenerateLabel: string;
  /** The short noun of the document ('plan') and of a part ('section'), in sentences. */
  noun: string;
  part: string;
  /**
   * The generating screen (spec section 4): one step per part (plan, deck) or stages (market
   * research), run with the spec's timings while the job writes; null for a fixed bar at
   * `fixedPercent` while the call runs (the financial model, spec section 9: 75%).
   */
  timeline: GeneratingTimeline | null;
  fixedPercent?: number;
  /** The parts in order with their titles, for the real progress of a job that outlasts the steps. */
  partTitles?: ReadonlyArray<{ id: string; title: string }>;
  /** The header's note instead of 'Generating a complete {noun} may take 2-3 minutes.' */
  note?: string;
  /** False for a document whose parts are computed, never edited (the financial model). */
  partsEditable?: boolean;
  /** The Generate button's label while generating; the header then stays above the generating screen ('Analyzing...'). */
  pendingLabel?: string;
  /** The part stored in the cached idea for the answer of saving or regenerating it. */
  partOf(result: Types<Kind>['result']): DocumentPart<Kind>;
  toasts: {
    /** After generation: spec section 8's words. */
    generated: { title: string; description: string };
    /** What a regenerated part's toast says. */
    partRegenerated(title: string): string;
    /** The title of the failure toast instead of 'Generation failed' (spec section 8: 'Analysis failed'). */
    failureTitle?: string;
  };
}
