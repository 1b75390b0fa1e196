import { expect, test } from '@playwright/test';
import { ROUTE_OWNERS } from '@founder/contracts';
import { expectRenderedBy, remotesFetched } from './support/app';

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

  test('an unknown route shows the 404 page from the shell and fetches no remote', async ({ page }) => {
    const requested: string[] = [];
    page.on('request', (request) => requested.push(request.url()));
    await page.goto('/no-such-page');
    await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
    expect(remotesFetched(requested)).toEqual([]);
    await expect(page.locator('[data-remote]')).toHaveCount(0);
  });
});
