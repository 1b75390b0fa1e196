import { expect, type Page } from '@playwright/test';

/** The toasts with this title (and description). */
export function toastWith(page: Page, title: string, description?: string) {
  const toast = page.locator('.mantine-Notification-root').filter({ hasText: title });
  return description === undefined ? toast : toast.filter({ hasText: description });
}

/**
 * Expects the newest toast with this title (and description). A new toast replaces the shown one,
 * which may still be fading out with the same text, so the last match is the one just shown.
 */
export async function expectToast(page: Page, title: string, description?: string): Promise<void> {
  await expect(toastWith(page, title, description).last()).toBeVisible();
}
