import { Counter, Histogram, type Registry } from 'prom-client';
import { FounderFactsChanged, UnusableLlmAnswer } from './llm-answer';

export type LlmFallbackReason = 'timeout' | 'founder_facts_changed' | 'unusable_answer' | 'error';

/** Why a part fell back to the built-in composer, in a few fixed words (a label, so never the message). */
export function fallbackReasonOf(error: unknown): LlmFallbackReason {
  if (error instanceof FounderFactsChanged) return 'founder_facts_changed';
  if (error instanceof UnusableLlmAnswer) return 'unusable_answer';
  // An aborted signal's reason is a DOMException, which may come from another realm than this Error.
  const name = typeof error === 'object' && error !== null ? (error as { name?: unknown }).name : undefined;
  if (name === 'TimeoutError' || name === 'AbortError' || name === 'APIConnectionTimeoutError') return 'timeout';
  return 'error';
}

/** The LLM's series on the service's registry: each part's call time and outcome, fallbacks by reason, tokens by kind. */
export class LlmMetrics {
  private readonly calls: Histogram<'outcome'>;
  private readonly fallbacks: Counter<'reason'>;
  private readonly tokens: Counter<'kind'>;

  constructor(registry: Registry) {
    this.calls = new Histogram({
      name: 'llm_call_duration_seconds',
      help: "Time to write one part with the LLM (its retry and the wait for a call slot included), by outcome",
      labelNames: ['outcome'],
      buckets: [0.5, 1, 2.5, 5, 10, 20, 30, 60, 90, 120],
      registers: [registry],
    });
    this.fallbacks = new Counter({ name: 'llm_fallbacks_total', help: 'Parts the built-in composer wrote because the LLM failed, by reason', labelNames: ['reason'], registers: [registry] });
    this.tokens = new Counter({ name: 'llm_tokens_total', help: 'Tokens the LLM reported using, by kind (prompt, completion)', labelNames: ['kind'], registers: [registry] });
  }

  succeeded(seconds: number): void {
    this.calls.observe({ outcome: 'ok' }, seconds);
  }

  failed(seconds: number, error: unknown): void {
    this.calls.observe({ outcome: 'fallback' }, seconds);
    this.fallbacks.inc({ reason: fallbackReasonOf(error) });
  }

  /** A streamed answer's usage (its last chunk, asked for with stream_options.include_usage). */
  used(usage: { prompt_tokens?: number; completion_tokens?: number } | null | undefined): void {
    if (!usage) return;
    this.tokens.inc({ kind: 'prompt' }, usage.prompt_tokens ?? 0);
    this.tokens.inc({ kind: 'completion' }, usage.completion_tokens ?? 0);
  }
}
