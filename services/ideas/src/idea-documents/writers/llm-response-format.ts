import type { ResponseFormatJSONSchema } from 'openai/resources/shared';
import { z } from 'zod';
import type { GeneratedDocument } from '../generated-document';

/**
 * The response format asking an LLM for some parts of a document: a JSON object keyed by part id,
 * each value the JSON schema of the part's zod schema (libs/contracts), the same schema the answer
 * is checked against (llm-answer.ts). Not `strict`: strict mode accepts only a subset of JSON schema
 * (no minLength or maxLength) and not every OpenAI-compatible endpoint has it; what the schema cannot
 * say (word bounds, figures) is in the prompt (llm-prompt.ts), and the answer is checked either way.
 */
export function llmResponseFormat<Id extends string, Part>(document: GeneratedDocument<Id, Part>, ids: readonly Id[]): ResponseFormatJSONSchema {
  const answer = z.object(Object.fromEntries(ids.map((id) => [id, document.partSchema(id)])));
  const { $schema: _dialect, ...schema } = z.toJSONSchema(answer, { target: 'draft-2020-12', io: 'output', unrepresentable: 'any' });
  return { type: 'json_schema', json_schema: { name: `${document.label}_${ids.join('_')}`.replace(/[^a-zA-Z0-9_-]+/g, '_').slice(0, 64), schema, strict: false } };
}
