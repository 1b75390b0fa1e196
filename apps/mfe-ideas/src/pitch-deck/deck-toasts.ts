import { serverMessage } from '@founder/api-client';
import type { Toast } from '@founder/ui';

export const DECK_GENERATED_TOAST: Toast = {
  title: 'Pitch deck generated successfully!',
  description: 'Your investor presentation is ready for review.',
};

/** Spec section 8: 'Generation failed' with the server's message, or 'Failed to generate pitch deck'. */
export function deckFailureToast(error: unknown): Toast {
  return { title: 'Generation failed', description: serverMessage(error) ?? 'Failed to generate pitch deck', variant: 'destructive' };
}

export const SLIDE_UPDATED_TOAST: Toast = { title: 'Slide updated', description: 'Your changes have been saved.' };

export function slideRegeneratedToast(title: string): Toast {
  return { title: 'Slide regenerated', description: `The ${title} slide has a fresh draft.` };
}

export function slideRegenerateFailureToast(error: unknown): Toast {
  return { title: 'Generation failed', description: serverMessage(error) ?? 'Failed to regenerate slide', variant: 'destructive' };
}
