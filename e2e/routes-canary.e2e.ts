import { expect, test } from '@playwright/test';
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

// "A nested route added to one remote works after rebuilding only that remote" (issue 8): a release
// of mfe-workspace alone, whose platform area declares /platform/release-notes, is put in the
// manifest as a canary; the shell is neither rebuilt nor changed.
const VERSION = '1.2.0-nested-route';
const root = join(__dirname, '..');
const shellDist = join(root, 'dist/apps/shell');
const canaryDist = join(root, 'dist/apps/mfe-workspace', VERSION);
const manifestFile = process.env.E2E_REMOTES_MANIFEST!;
const stableManifest = readFileSync(manifestFile, 'utf8');

/** Every file of the built shell with a hash of its content. */
function shellFiles(): string[] {
  return readdirSync(shellDist, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name))
    .map((file) => `${file.slice(shellDist.length)} ${createHash('sha256').update(readFileSync(file)).digest('hex')}`)
    .sort();
}

function setWorkspaceCanary(percentage: number) {
  const manifest = JSON.parse(stableManifest);
  manifest.remotes['mfe-workspace'].canary = { entry: `/remotes/mfe-workspace/${VERSION}/mf-manifest.json`, percentage };
  writeFileSync(manifestFile, JSON.stringify(manifest, null, 2));
}

test.describe('a nested route ships with its remote alone', () => {
  let shellBefore: string[];

  test.beforeAll(() => {
    shellBefore = shellFiles();
    const build = spawnSync('npx', ['rspack', 'build', '-c', 'e2e/fixtures/routes-canary/rspack.config.js'], {
      cwd: root,
      env: { ...process.env, NODE_ENV: 'production', REMOTE_VERSION: VERSION },
      encoding: 'utf8',
    });
    expect(build.status, build.stderr + build.stdout).toBe(0);
  });

  test.afterEach(() => writeFileSync(manifestFile, stableManifest));
  test.afterAll(() => rmSync(canaryDist, { recursive: true, force: true }));

  test('the new route renders from the remote release, survives a reload, and the shell is byte for byte the same', async ({ page }) => {
    setWorkspaceCanary(100);
    await page.goto('/platform/release-notes');
    const area = page.locator(`[data-remote="mfe-workspace"][data-remote-version="${VERSION}"]`);
    await expect(area.getByRole('heading', { level: 1 })).toHaveText('Release Notes');
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    await page.reload();
    await expect(area.getByRole('heading', { level: 1 })).toHaveText('Release Notes');
    expect(shellFiles()).toEqual(shellBefore);
  });

  test("without the release the same path is the area's 404", async ({ page }) => {
    setWorkspaceCanary(0);
    await page.goto('/platform/release-notes');
    const area = page.locator('[data-remote="mfe-workspace"][data-remote-version="1.0.0"]');
    await expect(area.getByRole('heading', { level: 1 })).toHaveText('404 Page Not Found');
  });
});
