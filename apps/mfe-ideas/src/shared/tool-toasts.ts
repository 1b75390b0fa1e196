import { serverMessage } from '@founder/api-client';
import type { Toast } from '@founder/ui';

/** Saving an edit failed (the spec's 'Save failed' wording, with the server's reason when it gives one). */
export function saveFailureToast(error: unknown): Toast {
  return { title: 'Save failed', description: serverMessage(error) ?? 'Failed to save your changes', variant: 'destructive' };
}

export function downloadFailureToast(error: unknown): Toast {
  return { title: 'Download failed', description: serverMessage(error) ?? 'Please try again.', variant: 'destructive' };
}

/** The company name, currency or country of the idea was saved. */
export const IDEA_UPDATED_TOAST: Toast = { title: 'Idea updated' };

export const SHARE_CREATED_TOAST: Toast = { title: 'Share link created', description: 'Anyone with the link can view a read-only copy.' };
export const SHARE_REVOKED_TOAST: Toast = { title: 'Link revoked', description: 'The shared link no longer opens.' };

export function shareFailureToast(error: unknown): Toast {
  return { title: 'Sharing failed', description: serverMessage(error) ?? 'Please try again.', variant: 'destructive' };
}
