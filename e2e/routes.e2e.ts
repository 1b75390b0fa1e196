import { expect, test } from '@playwright/test';
import { ROUTE_OWNERS } from '@founder/contracts';
import { PASSWORD, signUpInBrowser, uniqueEmail } from './support/accounts';
import { expectRenderedBy, navigateInApp, remotesFetched } from './support/app';

test.describe('routes and their owners', () => {
  for (const [path, owner] of Object.entries(ROUTE_OWNERS)) {
    test(`${path} renders a titled page from ${owner}, fetching no other remote`, async ({ page }) => {
      const requested: string[] = [];
      page.on('request', (request) => requested.push(request.url()));
      await page.goto(path);
      await expectRenderedBy(page, owner);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      expect(remotesFetched(requested)).toEqual([owner]);
    });
  }

  // '/platformx' only starts like the prefix '/platform': no area owns it.
  for (const path of ['/no-such-page', '/platformx']) {
    test(`an unknown route (${path}) shows the 404 page from the shell and fetches no remote`, async ({ page }) => {
      const requested: string[] = [];
      page.on('request', (request) => requested.push(request.url()));
      const response = await page.goto(path);
      // The page says so to the browser and to crawlers too.
      expect(response!.status()).toBe(404);
      await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
      expect(remotesFetched(requested)).toEqual([]);
      await expect(page.locator('[data-remote]')).toHaveCount(0);
    });
  }
});

test.describe('nested routes belong to the remote that owns the prefix', () => {
  test("an undeclared path inside an area shows that area's 404 page, under the shell's header", async ({ page }) => {
    const requested: string[] = [];
    page.on('request', (request) => requested.push(request.url()));
    // Only the area's remote knows its nested paths, in the browser: the gateway answers 200.
    expect((await page.goto('/events-networking/does-not-exist'))!.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('404 Page Not Found');
    // Rendered by the area's remote, inside its attribution wrapper, not by the shell.
    await expect(page.locator('[data-remote="mfe-workspace"]').getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
    expect(remotesFetched(requested)).toEqual(['mfe-workspace']);
  });

  test('a deep link reloads on a nested path', async ({ page }) => {
    await page.goto('/platform/investors/42');
    await expect(page.locator('[data-remote="mfe-workspace"]').getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
    await page.reload();
    await expect(page.locator('[data-remote="mfe-workspace"]').getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
    await navigateInApp(page, '/platform');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Platform Workspace');
  });

  test("a real nested route of mfe-account: each profile tab has its own path and survives a reload", async ({ page }) => {
    await signUpInBrowser(page, 'Tab Reloader', uniqueEmail('tabs'), PASSWORD);
    await page.goto('/profile/security');
    await expectRenderedBy(page, 'mfe-account');
    await expect(page.getByRole('tab', { name: 'Security' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('button', { name: 'Change Password' })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('tab', { name: 'Security' })).toHaveAttribute('aria-selected', 'true');

    await page.getByRole('tab', { name: 'Wallet' }).click();
    await expect(page).toHaveURL(/\/profile\/wallet$/);
    await page.getByRole('tab', { name: 'General' }).click();
    await expect(page).toHaveURL(/\/profile$/);
    await page.goBack();
    await expect(page.getByRole('tab', { name: 'Wallet' })).toHaveAttribute('aria-selected', 'true');

    await page.goto('/profile/no-such-tab');
    await expect(page.locator('[data-remote="mfe-account"]').getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
  });

  test('moving between nested routes of a loaded remote fetches no remote entry again', async ({ page }) => {
    await page.goto('/events-networking');
    await expectRenderedBy(page, 'mfe-workspace');
    const requested: string[] = [];
    page.on('request', (request) => requested.push(request.url()));
    await navigateInApp(page, '/events-networking/nowhere');
    await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
    await navigateInApp(page, '/dashboard');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your dashboard');
    expect(requested.filter((url) => url.endsWith('/remoteEntry.js') || url.endsWith('/mf-manifest.json'))).toEqual([]);
  });
});
