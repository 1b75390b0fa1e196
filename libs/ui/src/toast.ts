import { notifications, type NotificationData } from '@mantine/notifications';

/** Spec section 9: a toast stays 5000 ms. */
export const TOAST_DURATION_MS = 5000;

export type ToastVariant = 'default' | 'destructive';

export interface Toast {
  title: string;
  description?: string;
  variant?: ToastVariant;
}

/** How a toast is shown by @mantine/notifications; destructive toasts are red. */
export function toastNotification({ title, description, variant = 'default' }: Toast): NotificationData {
  return {
    // Mantine needs a message: a toast with only a title shows it as the message.
    title: description === undefined ? undefined : title,
    message: description ?? title,
    color: variant === 'destructive' ? 'red' : undefined,
    autoClose: TOAST_DURATION_MS,
  };
}

/**
 * Shows a toast. At most one is visible (spec section 8): a new toast replaces the current one
 * rather than waiting behind it. The store of @mantine/notifications is a shared singleton
 * (tools/rspack/module-federation.shared.js), so a toast raised in a remote appears in the shell's
 * <Notifications />.
 */
export function showToast(toast: Toast): void {
  notifications.clean();
  notifications.show(toastNotification(toast));
}
