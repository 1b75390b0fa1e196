import { serverMessage } from '@founder/api-client';
import type { Toast } from '@founder/ui';

export const PLAN_GENERATED_TOAST: Toast = {
  title: 'Business plan generated successfully!',
  description: 'Your comprehensive business plan is ready for review.',
};

/** Spec section 8: 'Generation failed' with the server's message, or 'Failed to generate business plan'. */
export function planFailureToast(error: unknown): Toast {
  return { title: 'Generation failed', description: serverMessage(error) ?? 'Failed to generate business plan', variant: 'destructive' };
}

export const SECTION_UPDATED_TOAST: Toast = { title: 'Section updated', description: 'Your changes have been saved.' };

export function sectionRegeneratedToast(title: string): Toast {
  return { title: 'Section regenerated', description: `${title} has a fresh draft.` };
}

export function sectionRegenerateFailureToast(error: unknown): Toast {
  return { title: 'Generation failed', description: serverMessage(error) ?? 'Failed to regenerate section', variant: 'destructive' };
}
