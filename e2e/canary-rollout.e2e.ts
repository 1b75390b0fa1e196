import { expect, test } from '@playwright/test';
import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';

const CANARY_VERSION = '1.1.0-canary';
const manifestFile = process.env.E2E_REMOTES_MANIFEST!;
const stableManifest = readFileSync(manifestFile, 'utf8');

function setAccountCanary(percentage: number) {
  const manifest = JSON.parse(stableManifest);
  manifest.remotes['mfe-account'].canary = {
    entry: `/remotes/mfe-account/${CANARY_VERSION}/mf-manifest.json`,
    percentage,
  };
  writeFileSync(manifestFile, JSON.stringify(manifest, null, 2));
}

test.describe('staged rollout of a remote from the runtime manifest', () => {
  test.beforeAll(() => {
    // A second real build of mfe-account, published beside the stable one, as a release would.
    const build = spawnSync('npx', ['rspack', 'build', '-c', 'apps/mfe-account/rspack.config.js'], {
      env: { ...process.env, NODE_ENV: 'production', REMOTE_VERSION: CANARY_VERSION },
      encoding: 'utf8',
    });
    expect(build.status, build.stderr + build.stdout).toBe(0);
  });

  test.afterEach(() => writeFileSync(manifestFile, stableManifest));

  test('canary at 100 % serves the canary build to every browser', async ({ page }) => {
    setAccountCanary(100);
    await page.goto('/waitlist');
    await expect(page.locator('[data-remote="mfe-account"]')).toHaveAttribute('data-remote-version', CANARY_VERSION);
  });

  test('canary at 0 % serves the stable build', async ({ page }) => {
    setAccountCanary(0);
    await page.goto('/waitlist');
    await expect(page.locator('[data-remote="mfe-account"]')).toHaveAttribute('data-remote-version', '1.0.0');
  });

  test('a browser keeps its bucket, and a manifest edit reaches the next page load without a restart', async ({ page, context, baseURL }) => {
    setAccountCanary(50);
    await context.addCookies([{ name: 'founder_bucket', value: '30', url: baseURL! }]);
    await page.goto('/waitlist');
    await expect(page.locator('[data-remote="mfe-account"]')).toHaveAttribute('data-remote-version', CANARY_VERSION);
    await page.reload();
    await expect(page.locator('[data-remote="mfe-account"]')).toHaveAttribute('data-remote-version', CANARY_VERSION);

    setAccountCanary(20);
    await page.reload();
    await expect(page.locator('[data-remote="mfe-account"]')).toHaveAttribute('data-remote-version', '1.0.0');
    const cookies = await context.cookies();
    expect(cookies.find((cookie) => cookie.name === 'founder_bucket')?.value).toBe('30');
  });

  test('a new browser gets a bucket cookie that it then keeps', async ({ page, context }) => {
    await page.goto('/waitlist');
    await expect(page.locator('[data-remote="mfe-account"]')).toBeVisible();
    const bucket = (await context.cookies()).find((cookie) => cookie.name === 'founder_bucket')?.value;
    expect(Number(bucket)).toBeGreaterThanOrEqual(0);
    expect(Number(bucket)).toBeLessThan(100);
    await page.reload();
    expect((await context.cookies()).find((cookie) => cookie.name === 'founder_bucket')?.value).toBe(bucket);
  });
});
