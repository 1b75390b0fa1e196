import { IDEA_DOCUMENTS, type IdeaDocumentKind, type IdeaDocumentTypes, type StartupIdea } from '@founder/contracts';

/** Each part of a new document is 'generated'. */
export function allGenerated<Id extends string>(ids: readonly Id[]): Record<Id, 'generated'> {
  return Object.fromEntries(ids.map((id) => [id, 'generated'])) as Record<Id, 'generated'>;
}

/**
 * How an answer of the idea tools changes the cached idea, so the page shows it at once (the same
 * state a reload reads from the server): a generated document, every part generated...
 */
export function withGeneratedDocument<Kind extends IdeaDocumentKind>(idea: StartupIdea, kind: Kind, content: IdeaDocumentTypes[Kind]['content']): StartupIdea {
  const { field, statusField } = IDEA_DOCUMENTS[kind];
  // A document written now quotes the model as it is now: its figures are up to date.
  const figuresOutOfDate = idea.figuresOutOfDate?.filter((stale) => stale !== kind) ?? [];
  const { [kind]: _written, ...figureChanges } = idea.figureChanges ?? {};
  return { ...idea, [field]: content, [statusField]: allGenerated(Object.keys(content)), figuresOutOfDate, figureChanges };
}

/** ...or one saved or regenerated part with its status. */
export function withDocumentPart<Kind extends IdeaDocumentKind>(
  idea: StartupIdea,
  kind: Kind,
  result: { id: IdeaDocumentTypes[Kind]['partId']; status: 'generated' | 'edited' },
  part: unknown,
): StartupIdea {
  const { field, statusField } = IDEA_DOCUMENTS[kind];
  const content = idea[field] as Record<string, unknown> | null;
  const statuses = idea[statusField] as Record<string, string> | null;
  return { ...idea, [field]: { ...content, [result.id]: part }, [statusField]: { ...statuses, [result.id]: result.status } };
}

/** A regenerated part that came back the same as the one shown (the built-in writer has no other version yet). */
export function samePart(current: unknown, next: unknown): boolean {
  return current !== undefined && JSON.stringify(current) === JSON.stringify(next);
}

/** The part of a kind's document as the cached idea holds it. */
export function cachedPart<Kind extends IdeaDocumentKind>(idea: StartupIdea, kind: Kind, id: string): unknown {
  const content = idea[IDEA_DOCUMENTS[kind].field] as Record<string, unknown> | null;
  return content?.[id];
}
