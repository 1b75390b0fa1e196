import type { GenerationProvider } from '@founder/contracts';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { isDeepStrictEqual } from 'node:util';
import { APIConnectionError, APIConnectionTimeoutError, APIError, APIUserAbortError } from 'openai';
import { compositionContext } from '../../domain/composition-context';
import type { GeneratedDocument } from '../generated-document';
import type { IdeaFacts } from '../../domain/idea-facts';
import { boundedEach } from './bounded-each';
import { changeNote } from './constraint-violations';
import { FounderFactsChanged, UnusableLlmAnswer } from './llm-answer';
import type { LlmWriter } from './llm-writer';

/** The LLM provider, or null when LLM_BASE_URL, LLM_API_KEY and LLM_MODEL are not all set. */
export const LLM_WRITER = Symbol('LLM_WRITER');

export interface Generated<Requested extends string, Part> {
  parts: Record<Requested, Part>;
  /** Who wrote it, for the x-generation-provider header. */
  provider: GenerationProvider;
}

/** One finished part and who wrote it. */
export interface WrittenPart<Id extends string = string, Part = unknown> {
  id: Id;
  part: Part;
  provider: GenerationProvider;
  /** Why the built-in composer wrote a part the LLM was asked for, when the founder should know: 'the AI changed the price (KES 18,000 -> $450)'. */
  fallbackReason?: string;
}

/** A whole document's provider from its parts': 'llm' only when the model wrote every part. */
export function providerOfParts(providers: readonly GenerationProvider[]): GenerationProvider {
  if (providers.includes('builtin-fallback')) return 'builtin-fallback';
  return providers.length > 0 && providers.every((provider) => provider === 'llm') ? 'llm' : 'builtin';
}

/**
 * The one generation interface of the service (ARCHITECTURE.md section 7): the LLM when one is
 * configured, the built-in composer otherwise. With the LLM, parts are written in parallel
 * (LLM_CONCURRENCY at once); a part the LLM fails (timeout, error, outside the schema, wrong
 * figures, the founder's facts changed twice) is written by the built-in composer alone, reported as
 * 'builtin-fallback' and logged; a part whose facts the model changed says so in its fallbackReason.
 */
@Injectable()
export class GenerationService {
  private readonly logger = new Logger('Generation');

  constructor(
    @Inject(LLM_WRITER) private readonly llm: LlmWriter | null,
  ) {}

  /** Whether an LLM is configured at all (generation jobs need a queue only then). */
  get llmConfigured(): boolean {
    return this.llm !== null;
  }

  /** Whether this document is written by the LLM (slowly, part by part) rather than at once. */
  usesLlm(document: GeneratedDocument<string, unknown>): boolean {
    return Boolean(this.llm) && !document.builtinOnly;
  }

  /**
   * Writes the parts, calling `onPart` (awaited) as each finishes; rejects only when `signal` aborts or
   * `onPart` throws. `variants`: the version each part is written as (0, the first framing, when absent).
   */
  async eachPart<Id extends string, Part>(
    document: GeneratedDocument<Id, Part>,
    idea: IdeaFacts,
    ids: readonly Id[],
    input: unknown,
    onPart: (written: WrittenPart<Id, Part>) => Promise<void>,
    signal?: AbortSignal,
    variants: Readonly<Partial<Record<string, number>>> = {},
  ): Promise<void> {
    const shared = { ...compositionContext(idea), input };
    const contextOf = (id: Id) => ({ ...shared, variant: variants[id] ?? 0 });
    const llm = this.usesLlm(document) ? this.llm : null;
    if (!llm) {
      // The built-in composer: no network, the same text for the same idea and version, always available.
      for (const id of ids) await onPart({ id, part: document.compose(contextOf(id), id), provider: 'builtin' });
      return;
    }
    await boundedEach(ids, llm.settings.concurrency, async (id) => {
      signal?.throwIfAborted();
      let written: WrittenPart<Id, Part>;
      try {
        written = { id, part: await llm.writePart(document, contextOf(id), id, signal), provider: 'llm' };
      } catch (error) {
        if (signal?.aborted) throw error;
        this.logger.warn(`LLM generation of ${id} of the ${document.label} failed (${failureReason(error)}); the built-in composer wrote it instead`);
        written = { id, part: document.compose(contextOf(id), id), provider: 'builtin-fallback' };
        if (error instanceof FounderFactsChanged) written.fallbackReason = changeNote(error.changes);
      }
      await onPart(written);
    });
  }

  /** The parts at once, when the caller waits for all of them (one regenerated part). */
  async generate<Id extends string, Part, Requested extends Id>(
    document: GeneratedDocument<Id, Part>,
    idea: IdeaFacts,
    ids: readonly Requested[],
    input?: unknown,
    variants: Readonly<Partial<Record<string, number>>> = {},
  ): Promise<Generated<Requested, Part>> {
    const parts = {} as Record<Requested, Part>;
    const providers: GenerationProvider[] = [];
    await this.eachPart(
      document,
      idea,
      ids,
      input,
      async ({ id, part, provider }) => {
        parts[id as Requested] = part;
        providers.push(provider);
      },
      undefined,
      variants,
    );
    return { parts, provider: providerOfParts(providers) };
  }

  /**
   * The version a regenerated part is written as: its number of versions so far, or the next when
   * the built-in composer would write the current text again (after a whole new document, say), so a
   * regeneration never repeats the part it replaces.
   */
  regenerationVariant<Id extends string, Part>(document: GeneratedDocument<Id, Part>, idea: IdeaFacts, id: Id, versions: number, current: unknown): number {
    const context = compositionContext(idea);
    return isDeepStrictEqual(document.compose({ ...context, variant: versions }, id), current) ? versions + 1 : versions;
  }
}

function failureReason(error: unknown): string {
  if (error instanceof APIConnectionTimeoutError || error instanceof APIUserAbortError) return 'timeout';
  if (error instanceof APIConnectionError) return 'connection failed';
  if (error instanceof APIError) return `HTTP ${error.status}`;
  if (error instanceof UnusableLlmAnswer) return `unusable answer: ${error.message}`;
  if (error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError')) return 'timeout';
  return error instanceof Error ? error.message : String(error);
}
