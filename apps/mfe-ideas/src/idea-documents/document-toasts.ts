import { serverMessage } from '@founder/api-client';
import type { IdeaDocumentKind } from '@founder/contracts';
import type { Toast } from '@founder/ui';
import type { DocumentView } from './document-view';

const capitalised = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/** The toasts of a document kind, from its words (spec section 8 for generation). */
export function documentToasts(view: Pick<DocumentView<IdeaDocumentKind>, 'label' | 'part' | 'toasts'>) {
  return {
    generated: view.toasts.generated satisfies Toast,
    /** 'Generation failed' with the server's message, or 'Failed to generate business plan'. */
    generateFailure: (error: unknown): Toast => ({
      title: view.toasts.failureTitle ?? 'Generation failed',
      description: serverMessage(error) ?? `Failed to generate ${view.label}`,
      variant: 'destructive',
    }),
    /** An answer whose part does not meet its schema: shown as a problem, never put on the page. */
    unreadable: (problem: string): Toast => ({ title: 'Unreadable answer', description: `The ${view.label} came back in a shape the page cannot read: ${problem}`, variant: 'destructive' }),
    cancelled: { title: 'Generation cancelled', description: `Your ${view.label} is as it was before.` } satisfies Toast,
    partUpdated: { title: `${capitalised(view.part)} updated`, description: 'Your changes have been saved.' } satisfies Toast,
    partRegenerated: (title: string): Toast => ({ title: `${capitalised(view.part)} regenerated`, description: view.toasts.partRegenerated(title) }),
    /** The writer gave the same text back (an LLM can): say so rather than nothing. */
    partUnchanged: (title: string): Toast => ({ title: 'No other version available', description: `The writer gave ${title} back as it was.` }),
    partRegenerateFailure: (error: unknown): Toast => ({
      title: 'Generation failed',
      description: serverMessage(error) ?? `Failed to regenerate ${view.part}`,
      variant: 'destructive',
    }),
  };
}
