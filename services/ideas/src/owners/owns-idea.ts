import type { IdeaCaller } from './idea-caller';

interface OwnedIdea {
  ownerUserId: number | null;
  ownerBrowserId: string | null;
}

/**
 * True when the caller owns the idea: its user when it has one (a claimed idea is no longer the
 * browser's, so signing out on a shared computer hides it), otherwise the browser that created it.
 */
export function ownsIdea(caller: IdeaCaller, idea: OwnedIdea): boolean {
  if (idea.ownerUserId !== null) return caller.userId === idea.ownerUserId;
  return caller.browserId !== null && caller.browserId === idea.ownerBrowserId;
}
