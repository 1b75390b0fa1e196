import { expect, test } from '@playwright/test';
import { LAUNCH_CHECKLIST, PLATFORM_ROUTES } from '@founder/contracts';
import JSZip from 'jszip';
import { readFile } from 'node:fs/promises';
import { signUpInBrowser, uniqueEmail } from './support/accounts';
import { createCompany } from './support/companies';
import { createSelectedIdea } from './support/ideas';

test.describe('MVP builder', () => {
  test('a founder builds an MVP, downloads its starter code, generates code and ticks the launch checklist', async ({ page }) => {
    // The build alone takes 16 s.
    test.slow();
    await page.goto('/');
    await signUpInBrowser(page, 'Ada Founder', uniqueEmail('mvp'));
    const idea = await createSelectedIdea(page);
    await createCompany(page, idea.id);

    await page.goto(PLATFORM_ROUTES.mvpBuilder);
    await expect(page.getByRole('link', { name: 'Back to Modules' })).toBeVisible();
    const saas = page.getByRole('article', { name: 'SaaS Starter' });
    await expect(saas.getByText('+2 more')).toBeVisible();
    await saas.getByRole('button', { name: 'Build MVP' }).click();
    await expect(saas.getByRole('button', { name: 'Building MVP...' })).toBeDisabled();
    await expect(page.getByRole('article', { name: 'Fintech Ledger' }).getByRole('button', { name: 'Build MVP' })).toBeDisabled();
    await expect(saas.getByText('MVP Build Complete!')).toBeVisible({ timeout: 30_000 });

    const downloading = page.waitForEvent('download');
    await saas.getByRole('button', { name: 'Download Code' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^shiftplate-[a-z0-9-]+-saas-starter\.zip$/);
    const zip = await JSZip.loadAsync(await readFile(await download.path()));
    const readme = Object.keys(zip.files).find((path) => path.endsWith('/README.md'))!;
    expect(await zip.files[readme].async('string')).toContain(`# ${idea.ideaTitle}`);

    // Code Generator: Generate Code shows the real file; View Docs explains it.
    await page.getByRole('tab', { name: 'Code Generator' }).click();
    const api = page.getByRole('article', { name: 'REST API Generator' });
    await api.getByRole('button', { name: 'Generate Code' }).click();
    await expect(api.getByText("import { createServer } from 'node:http';", { exact: false })).toBeVisible();
    await api.getByRole('button', { name: 'View Docs' }).click();
    await expect(page.getByRole('dialog', { name: 'REST API Generator: docs' })).toContainText('src/server.js');
    await page.keyboard.press('Escape');

    // Deploy & Launch: the checklist is stored; Launch MVP once all eight are ticked.
    await page.getByRole('tab', { name: 'Deploy & Launch' }).click();
    for (const card of ['Cloud Hosting', 'Domain Setup', 'Security & Monitoring']) await expect(page.getByText(card, { exact: true })).toBeVisible();
    const launch = page.getByRole('button', { name: 'Launch MVP' });
    await expect(launch).toBeDisabled();
    for (const [index, item] of LAUNCH_CHECKLIST.entries()) {
      await page.getByLabel(item.label).check();
      await expect(page.getByText(`${index + 1} of 8 done`, { exact: false })).toBeVisible();
    }
    await page.reload();
    for (const item of LAUNCH_CHECKLIST) await expect(page.getByLabel(item.label)).toBeChecked();
    await launch.click();
    await expect(page.getByText('Launched on', { exact: false })).toBeVisible();
    await expect(launch).toBeDisabled();
  });
});
