import OpenAI from 'openai';
import type { CompositionContext } from '../domain/composition-context';
import type { GeneratedDocument } from '../domain/generated-documents';
import type { ContentWriter } from './content-writer';
import { readLlmAnswer } from './llm-answer';
import { llmMessages } from './llm-prompt';

export interface LlmSettings {
  baseUrl: string;
  apiKey: string;
  model: string;
  timeoutMs: number;
}

/**
 * The LLM provider: any OpenAI-compatible chat-completions endpoint, asked for a JSON object and
 * checked against the document's schema. One attempt within the timeout; the caller falls back.
 */
export class LlmWriter implements ContentWriter {
  private readonly client: OpenAI;

  constructor(private readonly settings: LlmSettings) {
    this.client = new OpenAI({ baseURL: settings.baseUrl, apiKey: settings.apiKey, timeout: settings.timeoutMs, maxRetries: 0 });
  }

  async write<Id extends string, Part, Requested extends Id>(
    document: GeneratedDocument<Id, Part>,
    context: CompositionContext,
    ids: readonly Requested[],
  ): Promise<Record<Requested, Part>> {
    const completion = await this.client.chat.completions.create(
      { model: this.settings.model, messages: llmMessages(document, context, ids), response_format: { type: 'json_object' } },
      // The client's timeout covers each attempt; the signal bounds the whole call, body included.
      { signal: AbortSignal.timeout(this.settings.timeoutMs) },
    );
    return readLlmAnswer(document, context, ids, completion.choices[0]?.message?.content);
  }
}
