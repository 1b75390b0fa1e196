import type { CompositionContext } from '../../domain/composition-context';
import type { GeneratedDocument } from '../generated-document';
import { changeReason, type FactChange } from './constraint-violations';

/** An LLM answered, but not with something the document's schema accepts. */
export class UnusableLlmAnswer extends Error {
  override name = 'UnusableLlmAnswer';
}

/** An LLM answered within the schema, but changed facts the founder stated (a price, a currency, a count). */
export class FounderFactsChanged extends UnusableLlmAnswer {
  override name = 'FounderFactsChanged';

  constructor(readonly changes: readonly FactChange[]) {
    super(changes.map(changeReason).join('; '));
  }
}

/** Every text of a part, one after another: a section's, a slide's content and notes, the strings of an object part. */
export function textsOf(part: unknown): string {
  if (typeof part === 'string') return part;
  if (Array.isArray(part)) return part.map(textsOf).join('\n');
  if (typeof part === 'object' && part !== null) return Object.values(part).map(textsOf).join('\n');
  return '';
}

/** Some models wrap JSON in a Markdown fence even when asked not to. */
function withoutFence(text: string): string {
  const fenced = /^```(?:json)?\s*([\s\S]*?)\s*```$/i.exec(text.trim());
  return fenced ? fenced[1] : text;
}

/** Trimmed text; a slide keeps only its content and notes. */
function normalise(part: unknown): unknown {
  if (typeof part === 'string') return part.trim();
  if (typeof part === 'object' && part !== null && 'content' in part && 'notes' in part) {
    const { content, notes } = part as { content: unknown; notes: unknown };
    return { content: typeof content === 'string' ? content.trim() : content, notes: typeof notes === 'string' ? notes.trim() : notes };
  }
  return part;
}

/**
 * The parts in an LLM's answer, each checked against the document's schema (present, non-empty,
 * within its word bounds, quoting the required figures). Any failure rejects the whole answer.
 */
export function readLlmAnswer<Id extends string, Part, Requested extends Id>(
  document: GeneratedDocument<Id, Part>,
  context: CompositionContext,
  ids: readonly Requested[],
  text: string | null | undefined,
): Record<Requested, Part> {
  if (!text || !text.trim()) throw new UnusableLlmAnswer('the answer was empty');
  let parsed: unknown;
  try {
    parsed = JSON.parse(withoutFence(text));
  } catch {
    throw new UnusableLlmAnswer('the answer was not JSON');
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) throw new UnusableLlmAnswer('the answer was not a JSON object');
  const answer = parsed as Record<string, unknown>;
  const parts = {} as Record<Requested, Part>;
  for (const id of ids) {
    if (!(id in answer)) throw new UnusableLlmAnswer(`${id} is missing`);
    const part = normalise(answer[id]);
    const problem = document.problemWith(part, id, context);
    if (problem) throw new UnusableLlmAnswer(problem);
    // As the part's schema reads it: a field the model added is not stored.
    parts[id] = document.partSchema(id).parse(part);
  }
  return parts;
}
