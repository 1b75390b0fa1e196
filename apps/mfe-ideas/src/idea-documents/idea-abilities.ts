import { roleMay, type StartupIdea } from '@founder/contracts';

type IdeaAccess = Pick<StartupIdea, 'isDemo' | 'role'>;

/** Who generates, edits and restores an idea's documents: its founder (a personal idea, role null) or the owner and editors of its company; never the demo. */
export function mayEditIdea(idea: IdeaAccess): boolean {
  return !idea.isDemo && (idea.role == null || roleMay(idea.role, 'edit'));
}

/** Who comments on an idea's documents: its founder, or its company's owner, editors and commenters (viewers read the threads). */
export function mayCommentOnIdea(idea: IdeaAccess): boolean {
  return !idea.isDemo && (idea.role == null || roleMay(idea.role, 'comment'));
}
