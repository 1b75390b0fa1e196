import { expect, test, type Page } from '@playwright/test';
import { COMMUNITY_PATHS, STARTUP_PROFILE_PATHS } from '@founder/contracts';
import { signUpInBrowser, uniqueEmail } from './support/accounts';

/** What the page logs as errors: console errors (a failed request among them) and uncaught exceptions. */
function recordConsoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`${message.text()} ${message.location().url}`);
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/** Waits for the page's GET of `path` and expects it answered 200 with the JSON null: no profile yet. */
async function answersNoneYet(page: Page, path: string, open: () => Promise<unknown>): Promise<void> {
  const answer = page.waitForResponse((response) => new URL(response.url()).pathname === path && response.request().method() === 'GET');
  await open();
  const response = await answer;
  expect([response.status(), await response.text()]).toEqual([200, 'null']);
}

test('a new founder without profiles: /dashboard, /startup-profile and /events-networking log no console error (issue 29)', async ({ page }) => {
  const errors = recordConsoleErrors(page);
  await signUpInBrowser(page, 'Nia Newcomer', uniqueEmail('newcomer'));

  await answersNoneYet(page, STARTUP_PROFILE_PATHS.profile, () => page.goto('/dashboard'));
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome back, Nia!' })).toBeVisible();

  await answersNoneYet(page, STARTUP_PROFILE_PATHS.profile, () => page.goto('/startup-profile'));
  await expect(page.getByRole('heading', { level: 1, name: 'Startup Profile' })).toBeVisible();

  await page.goto('/events-networking');
  await answersNoneYet(page, COMMUNITY_PATHS.networkingProfile, () => page.getByRole('tab', { name: 'Networking' }).click());
  await page.waitForLoadState('networkidle');
  expect(errors).toEqual([]);
});
