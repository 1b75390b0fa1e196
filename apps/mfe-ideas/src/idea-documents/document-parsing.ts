import type { z } from 'zod';
import type { IdeaDocumentKind, IdeaDocumentTypes } from '@founder/contracts';
import { DOCUMENT_PART_SCHEMAS, parsePart } from '@founder/contracts/schemas';

/** A value read with its schema, or why it cannot be read. */
export type Parsed<Value> = { value: Value; problem: null } | { value: null; problem: string };

/**
 * A part of a document as it comes from the API or a job's events, read with the part's schema (the
 * one the service validates and its OpenAPI describes, @founder/contracts/schemas): a part that
 * does not meet it is a problem the page shows, never a page that breaks on it.
 */
export function parseDocumentPart(kind: IdeaDocumentKind, id: string, value: unknown): Parsed<unknown> {
  const schemaOf = DOCUMENT_PART_SCHEMAS[kind] as (id: string) => z.ZodType | undefined;
  const schema = schemaOf(id);
  if (!schema) return { value: null, problem: `${id} is not a part of the ${kind}` };
  const { part, problem } = parsePart(schema, value, id);
  return problem === null ? { value: part, problem: null } : { value: null, problem };
}

/** A whole document (parts keyed by id), each part read with its schema; the first problem stops it. */
export function parseDocument<Kind extends IdeaDocumentKind>(kind: Kind, content: unknown): Parsed<IdeaDocumentTypes[Kind]['content']> {
  if (typeof content !== 'object' || content === null || Array.isArray(content)) return { value: null, problem: `the ${kind} is not an object of parts` };
  const parts: Record<string, unknown> = {};
  for (const [id, part] of Object.entries(content)) {
    const parsed = parseDocumentPart(kind, id, part);
    if (parsed.problem !== null) return parsed;
    parts[id] = parsed.value;
  }
  return { value: parts as IdeaDocumentTypes[Kind]['content'], problem: null };
}
