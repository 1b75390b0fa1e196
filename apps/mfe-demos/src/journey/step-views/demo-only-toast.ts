import { showToast } from '@founder/ui';

/** What the sample documents' download and view buttons answer: the demo has no files to give. */
export function showDemoOnlyToast(): void {
  showToast({
    title: 'This is a sample',
    description: 'Create your account to generate, view and download documents for your own idea.',
  });
}
