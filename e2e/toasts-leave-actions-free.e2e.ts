import { expect, test } from '@playwright/test';
import { signUpInBrowser, toastWith, uniqueEmail } from './support/accounts';

const VISION = 'FitFuel plans meals for amateur athletes. Athletes struggle to eat well around training. Our app builds every meal around the training calendar.';

// Issue 29 item 2: a toast covered 'Continue to Advanced Details' and took its click for 5 s.
test.describe('toasts never take the clicks of the page', () => {
  for (const viewport of [
    { width: 1280, height: 720 },
    { width: 375, height: 740 },
  ]) {
    test(`at ${viewport.width} px, Save Profile then Continue to Advanced Details while the toast shows`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await page.goto('/');
      await signUpInBrowser(page, 'Ada Lovelace', uniqueEmail('toasts'));
      await page.goto('/startup-profile');
      await page.getByLabel('Your vision', { exact: true }).fill(VISION);
      await page.getByRole('button', { name: 'Continue to Guided Setup' }).click();
      await expect(page.getByRole('heading', { name: 'Guided Completion' })).toBeVisible();

      const next = page.getByRole('button', { name: 'Continue to Advanced Details' });
      await page.getByRole('button', { name: 'Save Profile' }).click();
      await expect(toastWith(page, 'Profile saved').last()).toBeVisible();
      await expect(next).toBeEnabled();
      // A plain click, as a founder's: it fails if anything on top of the button would take it (no force).
      await next.click({ timeout: 2000 });
      await expect(page.getByRole('heading', { name: 'Advanced Details' })).toBeVisible();
      await expect(toastWith(page, 'Profile saved').last()).toBeVisible();
    });
  }
});
