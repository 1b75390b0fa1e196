import { serverMessage } from '@founder/api-client';
import type { Toast } from '@founder/ui';

export const RESEARCH_COMPLETED_TOAST: Toast = {
  title: 'Market research completed!',
  description: 'Comprehensive market analysis and competitive landscape ready.',
};

/** Spec section 8: the destructive 'Analysis failed' with the server's message, or 'Failed to generate market research'. */
export function researchFailureToast(error: unknown): Toast {
  return { title: 'Analysis failed', description: serverMessage(error) ?? 'Failed to generate market research', variant: 'destructive' };
}
