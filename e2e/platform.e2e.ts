import { expect, test, type Page } from '@playwright/test';
import { AUTH_PATHS, PLATFORM_COMPANY_STORAGE_KEY, PLATFORM_ROUTES } from '@founder/contracts';
import { PASSWORD, signUpInBrowser, uniqueEmail } from './support/accounts';
import { createSelectedIdea } from './support/ideas';

/** Goes through the four onboarding steps as a new founder does. */
async function onboard(page: Page): Promise<void> {
  await page.goto(PLATFORM_ROUTES.root);
  await expect(page.getByRole('heading', { name: 'Set up your company' })).toBeVisible();
  const next = page.getByRole('button', { name: 'Next' });
  await expect(page.getByText('Step 1 of 4')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Previous' })).toBeDisabled();
  await expect(next).toBeDisabled();
  // Required labels carry an asterisk.
  await expect(page.locator('label', { hasText: 'Company Name' })).toContainText('*');
  await page.getByLabel('Company Name').fill('LoomLedger');
  await expect(next).toBeDisabled();
  await page.getByLabel('Description').fill('Books and pricing for small textile workshops, from real yarn costs.');
  await next.click();

  await expect(page.getByText('Step 2 of 4')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Previous' })).toBeEnabled();
  await page.getByLabel('Industry').selectOption('SaaS');
  await expect(next).toBeDisabled();
  await page.getByLabel('Stage').selectOption('Seed');
  await next.click();

  await expect(page.getByText('Step 3 of 4')).toBeVisible();
  await page.getByLabel('Team Size').selectOption('Solo Founder');
  await page.getByLabel('Location').fill('Leeds, UK');
  await next.click();

  await expect(page.getByText('Step 4 of 4')).toBeVisible();
  await expect(page.getByLabel('Theme')).toHaveValue('modern');
  await page.getByRole('button', { name: 'Complete Setup' }).click();
}

test.describe('platform workspace', () => {
  test('a new founder onboards, runs an AI tool, completes a module, and finds it all again after a reload and in a new browser', async ({ page, browser }) => {
    // Two generating delays (3 s and 4 s), three saves and a second browser: more than the default minute on a busy machine.
    test.slow();
    const email = uniqueEmail('platform');
    await page.goto('/');
    await signUpInBrowser(page, 'Ada Founder', email);
    await createSelectedIdea(page);

    await onboard(page);
    await expect(page).toHaveURL(PLATFORM_ROUTES.modules);
    await expect(page.getByRole('heading', { level: 1, name: 'Business Modules' })).toBeVisible();
    await expect(page.getByTestId('company-name')).toHaveText('LoomLedger');
    await expect(page.getByTestId('platform-percent')).toHaveText('20% complete');
    await expect(page.getByText('Modules progress: 0% (0 of 13 completed)')).toBeVisible();
    const stored = await page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? 'null'), PLATFORM_COMPANY_STORAGE_KEY);
    expect(stored).toMatchObject({ companyName: 'LoomLedger', industry: 'SaaS', stage: 'Seed', teamSize: 'Solo Founder', location: 'Leeds, UK' });

    // An AI tool: 'Generating...' and disabled, then its piece and the step's progress up by 10.
    await page.getByRole('link', { name: 'Company Setup' }).click();
    await expect(page.getByText('Step progress: 75%')).toBeVisible();
    await page.getByRole('tab', { name: 'AI Tools' }).click();
    const profile = page.getByRole('region', { name: 'AI Company Profile' });
    await profile.getByRole('button', { name: 'Generate' }).click();
    await expect(profile.getByRole('button', { name: 'Generating...' })).toBeDisabled();
    await expect(profile.getByRole('heading', { name: 'LoomLedger: company profile' })).toBeVisible();
    await expect(profile.getByText('LoomLedger is a SaaS company at the Seed stage, based in Leeds, UK and run by a solo founder.')).toBeVisible();
    await expect(profile.getByRole('button', { name: 'Regenerate' })).toBeEnabled();
    await expect(page.getByText('Step progress: 85%')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Business Strategy' }).last()).toBeVisible();

    // Marketing Intelligence waits for Business Strategy.
    await page.getByRole('link', { name: 'Business Modules' }).click();
    const marketing = page.getByRole('article', { name: 'Marketing Intelligence' });
    await expect(marketing).toHaveAttribute('data-status', 'locked');
    await expect(marketing.getByText('Waiting for Business Strategy')).toBeVisible();
    await expect(marketing.getByRole('button', { name: 'Locked' })).toBeDisabled();

    // Complete Business Strategy: start it (its brief is written from the idea), tick its three tasks.
    await page.getByRole('article', { name: 'Business Strategy' }).getByRole('link', { name: 'Open' }).click();
    await expect(page).toHaveURL(`${PLATFORM_ROUTES.modules}/business-strategy`);
    await page.getByRole('button', { name: 'Start Module' }).click();
    await expect(page.getByRole('button', { name: 'Generating...' })).toBeDisabled();
    await expect(page.getByRole('heading', { name: 'Business Strategy for LoomLedger' })).toBeVisible();
    await expect(page.getByText('Customer: Individual Consumers.')).toBeVisible();
    await expect(page.getByTestId('module-status')).toHaveText('in-progress');
    for (const task of ['Write the value proposition', 'Name the primary customer segment', 'Choose the revenue model']) {
      // The box shows what the server stored: it turns checked once the PATCH has answered.
      await page.getByLabel(task).click();
      await expect(page.getByLabel(task)).toBeChecked();
    }
    await expect(page.getByTestId('module-status')).toHaveText('completed');
    await page.getByRole('link', { name: 'Back to Modules' }).click();
    await expect(marketing).toHaveAttribute('data-status', 'available');
    await expect(page.getByText('Modules progress: 8% (1 of 13 completed)')).toBeVisible();
    await expect(page.getByTestId('platform-percent')).toHaveText('26% complete');

    // A reload on a nested step URL finds everything.
    await page.goto(`${PLATFORM_ROUTES.companySetup}?tab=AI+Tools`);
    await expect(page.getByRole('heading', { level: 1, name: 'Company Setup' })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'AI Tools' })).toHaveAttribute('aria-selected', 'true');
    // The tab names its panel by one id (a label with a space made two, which screen readers cannot follow).
    const panelId = await page.getByRole('tab', { name: 'AI Tools' }).getAttribute('aria-controls');
    expect(panelId).toMatch(/^\S+-panel-ai-tools$/);
    await expect(page.getByRole('tabpanel')).toHaveAttribute('id', panelId!);
    await expect(page.getByRole('heading', { name: 'LoomLedger: company profile' })).toBeVisible();
    await expect(page.getByText('Step progress: 85%')).toBeVisible();

    // A new browser signed in as the same founder: the server kept it all.
    const other = await browser.newContext();
    const second = await other.newPage();
    await second.goto('/');
    expect((await second.request.post(AUTH_PATHS.logIn, { data: { email, password: PASSWORD } })).status()).toBe(200);
    await second.goto(PLATFORM_ROUTES.root);
    await expect(second).toHaveURL(PLATFORM_ROUTES.modules);
    await expect(second.getByRole('article', { name: 'Marketing Intelligence' })).toHaveAttribute('data-status', 'available');
    await expect(second.getByTestId('platform-percent')).toHaveText('26% complete');
    await other.close();
  });

  test('the sidebar collapses and filters the ten steps, by keyboard and on a phone', async ({ page }) => {
    await page.goto('/');
    await signUpInBrowser(page, 'Bo Founder', uniqueEmail('sidebar'));
    await onboard(page);
    const sidebar = page.getByRole('navigation', { name: 'Platform steps' });
    await expect(sidebar).toBeVisible();
    expect((await sidebar.boundingBox())?.width).toBe(256);

    // Filter by typing.
    await sidebar.getByLabel('Search steps').focus();
    await page.keyboard.type('STRAT');
    await expect(sidebar.getByRole('link', { name: 'Business Strategy' })).toBeVisible();
    await expect(sidebar.getByRole('link', { name: 'Marketing Strategy' })).toBeVisible();
    await expect(sidebar.getByRole('link', { name: 'Company Setup' })).toHaveCount(0);
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(sidebar.getByRole('link', { name: 'Business Strategy' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(PLATFORM_ROUTES.businessStrategy);
    await expect(page.getByRole('heading', { level: 1, name: 'Business Strategy' })).toBeVisible();
    await sidebar.getByLabel('Search steps').fill('zebra');
    await expect(sidebar.getByText('No steps match')).toBeVisible();

    // Collapse with the keyboard: 64 px, icons keep their names.
    await sidebar.getByRole('button', { name: 'Collapse sidebar' }).focus();
    await page.keyboard.press('Enter');
    expect((await sidebar.boundingBox())?.width).toBe(64);
    await expect(sidebar.getByLabel('Search steps')).toHaveCount(0);
    await expect(sidebar.getByRole('link', { name: 'Legal Foundation' })).toBeVisible();
    await sidebar.getByRole('button', { name: 'Expand sidebar' }).press('Enter');
    expect((await sidebar.boundingBox())?.width).toBe(256);

    // On a phone it starts collapsed, opens over the page, and closes after a choice.
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto(PLATFORM_ROUTES.modules);
    await expect(page.getByRole('heading', { level: 1, name: 'Business Modules' })).toBeVisible();
    expect((await sidebar.boundingBox())?.width).toBe(64);
    await sidebar.getByRole('button', { name: 'Expand sidebar' }).click();
    expect((await sidebar.boundingBox())?.width).toBe(256);
    await sidebar.getByLabel('Search steps').fill('legal');
    await expect(sidebar.getByRole('link', { name: 'Financial Planning' })).toHaveCount(0);
    await sidebar.getByRole('link', { name: 'Legal Foundation' }).click();
    await expect(page).toHaveURL(PLATFORM_ROUTES.legalFoundation);
    expect((await sidebar.boundingBox())?.width).toBe(64);
    await expect(page.getByRole('heading', { level: 1, name: 'Legal Foundation' })).toBeVisible();
  });

  test('signed out, /platform asks to sign in', async ({ page }) => {
    await page.goto(PLATFORM_ROUTES.companySetup);
    await expect(page.getByRole('heading', { level: 1, name: 'Platform Workspace' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/app');
  });
});
