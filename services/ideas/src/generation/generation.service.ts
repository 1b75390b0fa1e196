import type { GenerationProvider } from '@founder/contracts';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { APIConnectionError, APIConnectionTimeoutError, APIError, APIUserAbortError } from 'openai';
import { compositionContext } from '../domain/composition-context';
import type { GeneratedDocument } from '../domain/generated-documents';
import type { IdeaFacts } from '../domain/idea-facts';
import { BuiltinComposer } from './builtin-composer';
import type { ContentWriter } from './content-writer';
import { UnusableLlmAnswer } from './llm-answer';

/** The LLM provider, or null when LLM_BASE_URL, LLM_API_KEY and LLM_MODEL are not all set. */
export const LLM_WRITER = Symbol('LLM_WRITER');

export interface Generated<Requested extends string, Part> {
  parts: Record<Requested, Part>;
  /** Who wrote it, for the x-generation-provider header. */
  provider: GenerationProvider;
}

/**
 * The one generation interface of the service (ARCHITECTURE.md section 7): the LLM when one is
 * configured, the built-in composer otherwise, and the built-in composer again whenever the LLM
 * times out, fails or answers outside the schema, reported as 'builtin-fallback' and logged.
 */
@Injectable()
export class GenerationService {
  private readonly logger = new Logger('Generation');

  constructor(
    private readonly builtin: BuiltinComposer,
    @Inject(LLM_WRITER) private readonly llm: ContentWriter | null,
  ) {}

  async generate<Id extends string, Part, Requested extends Id>(
    document: GeneratedDocument<Id, Part>,
    idea: IdeaFacts,
    ids: readonly Requested[],
    input?: unknown,
  ): Promise<Generated<Requested, Part>> {
    const context = { ...compositionContext(idea), input };
    if (!this.llm || document.builtinOnly) return { parts: await this.builtin.write(document, context, ids), provider: 'builtin' };
    try {
      return { parts: await this.llm.write(document, context, ids), provider: 'llm' };
    } catch (error) {
      this.logger.warn(`LLM generation of the ${document.label} failed (${failureReason(error)}); the built-in composer wrote it instead`);
      return { parts: await this.builtin.write(document, context, ids), provider: 'builtin-fallback' };
    }
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
