import { expect, test } from '@playwright/test';
import { gzipSync } from 'node:zlib';

/**
 * The budget for JavaScript transferred (gzipped) when a visitor opens '/' (ARCHITECTURE.md section
 * 10): 219,957 B (214.8 KiB) measured when it was set, plus a little headroom.
 */
const LANDING_JS_BUDGET_BYTES = 225 * 1024;

test(`'/' downloads at most ${LANDING_JS_BUDGET_BYTES / 1024} KiB of gzipped JavaScript, from the shell and mfe-demos only`, async ({ page }) => {
  const pending: Array<Promise<{ url: string; bytes: number }>> = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    pending.push(response.body().then((body) => ({ url: response.url(), bytes: gzipSync(body).length })));
  });
  await page.goto('/');
  await expect(page.locator('[data-remote="mfe-demos"]')).toBeVisible();
  await page.waitForLoadState('networkidle');
  const scripts = await Promise.all(pending);
  const total = scripts.reduce((sum, script) => sum + script.bytes, 0);
  test.info().annotations.push({ type: 'landing-js-gzip-bytes', description: String(total) });
  console.log(`'/' JavaScript: ${scripts.length} files, ${total} bytes gzipped`);
  expect(scripts.every(({ url }) => !/\/remotes\/(mfe-ideas|mfe-workspace|mfe-account)\//.test(url))).toBe(true);
  expect(total).toBeLessThanOrEqual(LANDING_JS_BUDGET_BYTES);
});
