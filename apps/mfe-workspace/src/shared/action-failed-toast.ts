import { serverMessage } from '@founder/api-client';
import type { Toast } from '@founder/ui';

/** A failed action of any area that has no toast of its own: the server's message, or 'Please try again.' */
export function actionFailedToast(title: string, error: unknown): Toast {
  return { title, description: serverMessage(error) ?? 'Please try again.', variant: 'destructive' };
}
