import OpenAI from 'openai';
import type { CompositionContext } from '../../domain/composition-context';
import type { GeneratedDocument } from '../generated-document';
import { changeReason, constraintViolations } from './constraint-violations';
import { FounderFactsChanged, readLlmAnswer, textsOf } from './llm-answer';
import { llmMessages, promptConstraints, retryMessages, type ChatMessage } from './llm-prompt';
import type { LlmCallCap } from './llm-call-cap';
import type { LlmMetrics } from './llm-metrics';
import { llmResponseFormat } from './llm-response-format';

export interface LlmSettings {
  baseUrl: string;
  apiKey: string;
  model: string;
  /** The longest one part may take, its whole stream included. */
  timeoutMs: number;
  /** Parts written at once (LLM_CONCURRENCY). */
  concurrency: number;
}

/**
 * The LLM provider: any OpenAI-compatible chat-completions endpoint, asked for one part at a time
 * (so each is stored as soon as it is written and a failing part falls back alone) as a streamed
 * JSON object in the response format of the part's schema, and checked against it. An answer that
 * changes the founder's facts (founder-constraints.ts) is asked again once, with the reasons; a
 * second such answer throws FounderFactsChanged. Everything within the one timeout of the part, the
 * wait for a free slot of the global cap (LlmCallCap) included; the caller falls back to the built-in
 * composer for that part.
 */
export class LlmWriter {
  private readonly client: OpenAI;

  constructor(
    readonly settings: LlmSettings,
    private readonly cap: LlmCallCap,
    private readonly metrics: LlmMetrics,
  ) {
    this.client = new OpenAI({ baseURL: settings.baseUrl, apiKey: settings.apiKey, timeout: settings.timeoutMs, maxRetries: 0 });
  }

  async writePart<Id extends string, Part>(document: GeneratedDocument<Id, Part>, context: CompositionContext, id: Id, signal?: AbortSignal): Promise<Part> {
    // One bound for the whole part, its retry included, so LLM_TIMEOUT_MS stays the longest a part takes (the queue's expiry counts on it).
    const timeout = AbortSignal.timeout(this.settings.timeoutMs);
    const bound = signal ? AbortSignal.any([signal, timeout]) : timeout;
    const started = performance.now();
    try {
      const part = await this.cap.run(bound, () => this.write(document, context, id, bound));
      this.metrics.succeeded((performance.now() - started) / 1000);
      return part;
    } catch (error) {
      this.metrics.failed((performance.now() - started) / 1000, error);
      throw error;
    }
  }

  private async write<Id extends string, Part>(document: GeneratedDocument<Id, Part>, context: CompositionContext, id: Id, bound: AbortSignal): Promise<Part> {
    const constraints = promptConstraints(document, context, [id]);
    const first = llmMessages(document, context, [id]);
    const answer = await this.ask(document, id, first, bound);
    const part = readLlmAnswer(document, context, [id], answer)[id];
    const changes = constraintViolations(textsOf(part), constraints);
    if (changes.length === 0) return part;
    const retried = readLlmAnswer(document, context, [id], await this.ask(document, id, retryMessages(first, answer, changes.map(changeReason)), bound))[id];
    const changedAgain = constraintViolations(textsOf(retried), constraints);
    if (changedAgain.length > 0) throw new FounderFactsChanged(changedAgain);
    return retried;
  }

  /** The streamed answer's text. The client's timeout covers the wait for the answer to start; the signal bounds the whole stream. */
  private async ask<Id extends string, Part>(document: GeneratedDocument<Id, Part>, id: Id, messages: ChatMessage[], signal: AbortSignal): Promise<string> {
    const stream = await this.client.chat.completions.create(
      { model: this.settings.model, messages, response_format: llmResponseFormat(document, [id]), stream: true, stream_options: { include_usage: true } },
      { signal },
    );
    let text = '';
    for await (const chunk of stream) {
      text += chunk.choices[0]?.delta?.content ?? '';
      this.metrics.used(chunk.usage);
    }
    return text;
  }
}
