import { expect, test } from '@playwright/test';
import { gzipSync } from 'node:zlib';

/** The budget for JavaScript transferred (gzipped) when a visitor opens '/' (ARCHITECTURE.md section 10). */
const LANDING_JS_BUDGET_BYTES = 300 * 1024;

test(`'/' downloads at most ${LANDING_JS_BUDGET_BYTES / 1024} KiB of gzipped JavaScript, from the shell and mfe-demos only`, async ({ page }) => {
  const scripts: Array<{ url: string; bytes: number }> = [];
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script') return;
    scripts.push({ url: response.url(), bytes: gzipSync(await response.body()).length });
  });
  await page.goto('/');
  await expect(page.locator('[data-remote="mfe-demos"]')).toBeVisible();
  await page.waitForLoadState('networkidle');
  const total = scripts.reduce((sum, script) => sum + script.bytes, 0);
  test.info().annotations.push({ type: 'landing-js-gzip-bytes', description: String(total) });
  console.log(`'/' JavaScript: ${scripts.length} files, ${total} bytes gzipped`);
  expect(scripts.every(({ url }) => !/\/remotes\/(mfe-ideas|mfe-workspace|mfe-account)\//.test(url))).toBe(true);
  expect(total).toBeLessThanOrEqual(LANDING_JS_BUDGET_BYTES);
});
