import type { IdeaDocumentKind } from '@founder/contracts';
import type { ActivityInput } from './record-activity';

/** A generation of a kind: the whole document, or one part when only one was written again. */
export function generatedActivity(kind: string, actorUserId: number | null, partIds: readonly string[]): ActivityInput {
  return { actorUserId, verb: 'generated', subject: documentSubject(kind, partIds.length === 1 ? partIds[0] : null) };
}

/** A document kind of an idea as a feed subject (the engine knows kinds by their string). */
export function documentSubject(kind: string, partId: string | null = null, label: string | null = null): ActivityInput['subject'] {
  return { kind: kind as IdeaDocumentKind, partId, label };
}
