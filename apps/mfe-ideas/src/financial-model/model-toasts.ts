import { serverMessage } from '@founder/api-client';
import type { Toast } from '@founder/ui';

export const MODEL_GENERATED_TOAST: Toast = { title: 'Financial model generated!', description: 'Your 5-year financial projections are ready.' };

/** Spec section 8: 'Generation failed' with the server's message, or 'Failed to generate financial model'. */
export function modelFailureToast(error: unknown): Toast {
  return { title: 'Generation failed', description: serverMessage(error) ?? 'Failed to generate financial model', variant: 'destructive' };
}
