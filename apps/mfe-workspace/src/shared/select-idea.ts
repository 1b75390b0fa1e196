import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { recordStoredIdea, rememberSelectedIdea } from '@founder/api-client';
import { CURRENT_IDEA_ID_KEY } from '@founder/contracts';

/** Makes the idea tools open on this idea (they read the key when they mount). Refused storage: the tool shows its picker. */
export function selectIdeaForTools(ideaId: number, store: Pick<Storage, 'setItem' | 'getItem'> | null = safeStorage()): void {
  try {
    store?.setItem(CURRENT_IDEA_ID_KEY, String(ideaId));
  } catch {
    // Full or refused storage: the tool's own 'Your Previous Ideas' picker still lists the idea.
  }
  recordStoredIdea(store);
}

function safeStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/** selectIdeaForTools, and the same idea remembered on a signed-in founder's account, so any browser opens on it (issue 29). */
export function useSelectIdeaForTools(): (ideaId: number) => void {
  const queryClient = useQueryClient();
  return useCallback(
    (ideaId: number) => {
      selectIdeaForTools(ideaId);
      rememberSelectedIdea(queryClient, ideaId);
    },
    [queryClient],
  );
}
