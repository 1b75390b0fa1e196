import { expect, test } from '@playwright/test';
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { expectToast } from './support/toasts';

// A remote that starts using a Mantine component no other frontend uses ships alone: only that
// remote is rebuilt and its manifest entry changed; the shell is neither rebuilt nor released.
const PROBE_VERSION = '1.9.0-deploy-alone';
const PROBE_COMPONENT = '@mantine/core/Rating';
const root = resolve(__dirname, '..');
const frontends = join(root, 'dist/apps');
const probeFolder = join(frontends, 'mfe-account', PROBE_VERSION);
const manifestFile = process.env.E2E_REMOTES_MANIFEST!;
const stableManifest = readFileSync(manifestFile, 'utf8');

/** Every built file under a folder, with the SHA-256 of its content. */
function fileHashes(folder: string): Record<string, string> {
  return Object.fromEntries(
    readdirSync(folder, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => join(entry.parentPath, entry.name))
      .map((file) => [file.slice(folder.length + 1), createHash('sha256').update(readFileSync(file)).digest('hex')]),
  );
}

/** The builds deployed before the release: the shell and each remote's stable entry. */
function deployedFolders(): string[] {
  const remotes = Object.values(JSON.parse(stableManifest).remotes) as Array<{ stable: string }>;
  return ['shell', ...remotes.map(({ stable }) => stable.replace(/^\/remotes\/(.+)\/mf-manifest\.json$/, '$1'))];
}

/** The built JavaScript files of these build folders that contain a Mantine component. */
function filesWith(component: string, folders: string[]): string[] {
  return folders
    .flatMap((folder) => readdirSync(join(frontends, folder), { recursive: true, withFileTypes: true }))
    .filter((entry) => entry.isFile() && entry.name.endsWith('.js'))
    .map((entry) => join(entry.parentPath, entry.name))
    .filter((file) => readFileSync(file, 'utf8').includes(`"${component}"`))
    .map((file) => file.slice(frontends.length + 1));
}

test.describe('a remote deploys alone', () => {
  let shellBefore: Record<string, string>;

  test.beforeAll(() => {
    rmSync(probeFolder, { recursive: true, force: true });
    // Mantine names each component's displayName after it: no deployed frontend contains Rating.
    expect(filesWith(PROBE_COMPONENT, deployedFolders())).toEqual([]);
    shellBefore = fileHashes(join(frontends, 'shell'));

    // Only mfe-account is rebuilt, as a release of that one area would: its fixture build renders a
    // Rating (and a toast button) above the waitlist page (e2e/fixtures/deploy-probe).
    const build = spawnSync('npx', ['rspack', 'build', '-c', 'e2e/fixtures/deploy-probe/rspack.config.js'], {
      cwd: root,
      env: { ...process.env, NODE_ENV: 'production', REMOTE_VERSION: PROBE_VERSION },
      encoding: 'utf8',
    });
    expect(build.status, build.stderr + build.stdout).toBe(0);
    expect(filesWith(PROBE_COMPONENT, deployedFolders())).toEqual([]);
    expect(filesWith(PROBE_COMPONENT, [`mfe-account/${PROBE_VERSION}`])).not.toEqual([]);

    const manifest = JSON.parse(stableManifest);
    manifest.remotes['mfe-account'].canary = { entry: `/remotes/mfe-account/${PROBE_VERSION}/mf-manifest.json`, percentage: 100 };
    writeFileSync(manifestFile, JSON.stringify(manifest, null, 2));
  });

  test.afterAll(() => {
    writeFileSync(manifestFile, stableManifest);
    rmSync(probeFolder, { recursive: true, force: true });
  });

  test('the canary renders a Mantine component no other frontend has, themed by the shell, with the shell untouched', async ({ page }) => {
    // A missing Mantine context would throw in render (and the page would show the area's fallback).
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));

    await page.goto('/waitlist');
    const area = page.locator('[data-remote="mfe-account"]');
    await expect(area).toHaveAttribute('data-remote-version', PROBE_VERSION);
    const probe = area.locator('[data-deploy-probe]');
    await expect(probe.locator('.mantine-Rating-root')).toBeVisible();
    // Three of five stars are filled: the component runs, with Mantine's context from the shell.
    await expect(probe.getByRole('radio', { name: '3' })).toBeChecked();
    // Styled by the stylesheet the remote's build brought along (the shell has no Rating CSS).
    expect(await probe.locator('.mantine-Rating-root').evaluate((element) => getComputedStyle(element).display)).toBe('flex');

    // The shell's theme reaches the remote's own Mantine components: a light button takes the
    // primary color, indigo (#364fc7, Mantine's indigo 9; the default theme would make it blue).
    const button = probe.getByRole('button', { name: 'Show probe toast' });
    expect(await button.evaluate((element) => getComputedStyle(element).getPropertyValue('--button-color'))).toBe('#364fc7');

    // A toast raised by the remote's build appears in the shell's <Notifications />.
    await button.click();
    await expectToast(page, 'Deploy probe toast');

    // The page's own content still renders.
    await expect(page.locator('h1').first()).toBeVisible();
    expect(fileHashes(join(frontends, 'shell'))).toEqual(shellBefore);
    expect(errors).toEqual([]);
  });
});
