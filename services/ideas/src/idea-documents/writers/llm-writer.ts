import OpenAI from 'openai';
import type { CompositionContext } from '../../domain/composition-context';
import type { GeneratedDocument } from '../generated-document';
import { readLlmAnswer } from './llm-answer';
import { llmMessages } from './llm-prompt';
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
 * JSON object in the response format of the part's schema, and checked against it. One attempt
 * within the timeout; the caller falls back to the built-in composer for that part.
 */
export class LlmWriter {
  private readonly client: OpenAI;

  constructor(readonly settings: LlmSettings) {
    this.client = new OpenAI({ baseURL: settings.baseUrl, apiKey: settings.apiKey, timeout: settings.timeoutMs, maxRetries: 0 });
  }

  async writePart<Id extends string, Part>(document: GeneratedDocument<Id, Part>, context: CompositionContext, id: Id, signal?: AbortSignal): Promise<Part> {
    // The client's timeout covers the wait for the answer to start; the signal bounds the whole stream.
    const timeout = AbortSignal.timeout(this.settings.timeoutMs);
    const stream = await this.client.chat.completions.create(
      { model: this.settings.model, messages: llmMessages(document, context, [id]), response_format: llmResponseFormat(document, [id]), stream: true },
      { signal: signal ? AbortSignal.any([signal, timeout]) : timeout },
    );
    let text = '';
    for await (const chunk of stream) text += chunk.choices[0]?.delta?.content ?? '';
    return readLlmAnswer(document, context, [id], text)[id];
  }
}
