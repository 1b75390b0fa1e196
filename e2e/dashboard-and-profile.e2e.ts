import { expect, test, type Locator, type Page } from '@playwright/test';
import { AUTH_PATHS, STARTUP_PROFILE_PATHS } from '@founder/contracts';
import { PASSWORD, expectToast, signUpInBrowser, uniqueEmail } from './support/accounts';
import { createSelectedIdea } from './support/ideas';

const VISION = 'FitFuel plans meals for amateur athletes. Athletes struggle to eat well around training. Our app builds every meal around the training calendar.';
const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });
const card = (page: Page, section: string) => page.locator(`[data-section="${section}"]`).filter({ visible: true }).first();
/**
 * Presses a button from the keyboard: a toast at the bottom right may cover it, and a pointer
 * resting on a toast keeps the toast open.
 */
// Enter on a focused button; the phase buttons stay disabled until the save before them has settled
// (its toast shows a moment earlier), and Enter on a disabled button does nothing.
async function press(button: Locator): Promise<void> {
  await expect(button).toBeEnabled();
  await button.press('Enter');
}
const lockedCards = (page: Page) => page.locator('main [data-locked="true"]');
const unlockedCards = (page: Page) => page.locator('main [data-locked="false"]');

async function expectSections(page: Page, unlocked: string[]) {
  await expect(unlockedCards(page)).toHaveCount(unlocked.length);
  await expect(lockedCards(page)).toHaveCount(11 - unlocked.length);
  for (const section of unlocked) await expect(card(page, section)).toHaveAttribute('data-locked', 'false');
}

async function expectReasonOnHoverAndFocus(page: Page, locked: Locator, reason: string) {
  const tooltip = page.getByRole('tooltip').filter({ hasText: reason });
  await locked.hover();
  await expect(tooltip).toBeVisible();
  await page.mouse.move(0, 0);
  await expect(tooltip).toBeHidden();
  await locked.focus();
  await expect(tooltip).toBeVisible();
  await expect(locked).toHaveAttribute('aria-disabled', 'true');
}

test.describe('the dashboard and the startup profile', () => {
  test('a new founder signs up, fills the profile through its three phases and watches the sections unlock', async ({ page }) => {
    // The longest journey of the suite: about forty steps, each waiting on the page.
    test.setTimeout(180_000);
    await page.goto('/app');
    await field(page, 'Name').fill('Ada Lovelace');
    await field(page, 'Email').fill(uniqueEmail('ada'));
    await field(page, 'Password').fill(PASSWORD);
    await field(page, 'Confirm Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(page).toHaveURL(/\/dashboard$/, { timeout: 5000 });

    // Locked dashboard, with the founder's own name.
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome back, Ada!' })).toBeVisible();
    const sidebar = page.getByRole('navigation', { name: 'Dashboard' });
    await expect(sidebar.getByRole('link', { name: 'Ada Lovelace: Profile & Settings' })).toHaveAttribute('href', '/profile');
    await expect(sidebar.getByText('AL', { exact: true })).toBeVisible();
    await expect(sidebar.getByRole('link', { name: 'Profile & Settings', exact: true })).toHaveAttribute('href', '/profile');
    for (const heading of ['ADVANCED', 'TOOLS', 'ACCOUNT']) await expect(sidebar.getByText(heading, { exact: true })).toBeVisible();
    await expect(sidebar.getByRole('link', { name: 'Add people' })).toBeVisible();
    await expect(page.getByText('Filter', { exact: true })).toBeVisible();
    await expect(page.getByText('Complete your startup profile to unlock other sections. This will teach the AI about your business idea.')).toBeVisible();
    await expectSections(page, ['profile']);
    await expect(card(page, 'profile')).toHaveAttribute('href', '/startup-profile');
    await expect(card(page, 'profile')).toContainText('0% complete');
    await expect(card(page, 'mvp-builder')).toContainText('Build your MVP');
    await expect(card(page, 'mvp-builder')).toContainText('3 tasks');
    await expectReasonOnHoverAndFocus(page, card(page, 'business-strategy'), 'Finish the Guided Completion of your startup profile (80%) to unlock this section.');
    await expect(page.getByText("You have not submitted an idea yet.", { exact: false })).toBeVisible();

    // The search box filters the cards by name.
    await page.getByLabel('Search sections').fill('deck');
    await expect(page.locator('main [data-section]').filter({ visible: true })).toHaveCount(1);
    await page.getByLabel('Search sections').fill('');

    // Phase 1: quick start.
    await card(page, 'profile').click();
    await expect(page).toHaveURL(/\/startup-profile$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Startup Profile' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to Dashboard' })).toHaveAttribute('href', '/dashboard');
    await expect(page.getByText('0% complete')).toBeVisible();
    const continueButton = page.getByRole('button', { name: 'Continue to Guided Setup' });
    await field(page, 'Your vision').fill('Meals for athletes');
    await expect(continueButton).toBeDisabled();
    await page.getByRole('button', { name: 'Generate Profile with AI' }).click();
    await expectToast(page, 'More details needed', 'Please describe your startup idea in more detail before generating your profile.');
    await field(page, 'Your vision').fill('Meals for athletes!!');
    await expect(continueButton).toBeEnabled();
    await field(page, 'Your vision').fill(VISION);
    await page.getByRole('button', { name: 'Generate Profile with AI' }).click();
    await expectToast(page, 'AI Analysis Complete!', "I've extracted key details from your vision. Review and continue to build your profile.");
    await expect(page.getByTestId('suggested-company-name')).toHaveText('FitFuel');
    await expect(page.getByTestId('suggested-industry')).toHaveText('Technology');
    await expect(page.getByTestId('suggested-problem')).toHaveText('Athletes struggle to eat well around training');
    await expect(page.getByTestId('suggested-solution')).toHaveText('Our app builds every meal around the training calendar');
    await expect(page.locator('[data-state="checked"]')).toHaveCount(1);
    await press(continueButton);
    await expectToast(page, 'Profile saved', 'Your startup profile has been updated successfully.');

    // Phase 2: guided completion, prefilled from the suggestions.
    await expect(page.getByRole('heading', { name: 'Guided Completion' })).toBeVisible();
    await expect(field(page, 'Company name')).toHaveValue('FitFuel');
    await expect(field(page, 'Problem statement')).toHaveValue('Athletes struggle to eat well around training');
    await field(page, 'Industry').selectOption('Healthcare');
    await field(page, 'Stage').selectOption('Pre-Seed');
    await field(page, 'Target market').fill('Amateur endurance athletes in Europe');
    await field(page, 'Team size').selectOption('2-3 people');
    await field(page, 'Business model').selectOption('Freemium');
    await field(page, 'Location').fill('Lisbon');
    await expect(page.getByText('80% complete')).toBeVisible();
    await press(page.getByRole('button', { name: 'Continue to Advanced Details' }));
    await expectToast(page, 'Profile saved');
    await expect(page.getByRole('heading', { name: 'Advanced Details' })).toBeVisible();

    // The core sections are open at 80%; the rest wait for 100%.
    await page.getByRole('link', { name: 'Back to Dashboard' }).click();
    await expect(page.getByText('Complete FitFuel profile to unlock other sections. This will teach the AI about your business idea.')).toBeVisible();
    await expectSections(page, ['profile', 'business-strategy', 'marketing', 'legal', 'roadmap', 'pitch-deck']);
    await expect(card(page, 'business-strategy')).toHaveAttribute('href', '/platform/business-strategy');
    await expect(card(page, 'pitch-deck')).toHaveAttribute('href', '/pitch-deck');
    await expectReasonOnHoverAndFocus(page, card(page, 'funding'), 'Complete your startup profile (100%) to unlock this section.');

    // Phase 3: advanced details, where the founder left off.
    await card(page, 'profile').click();
    await expect(page.getByRole('heading', { name: 'Advanced Details' })).toBeVisible();
    await field(page, 'Customer personas').fill('Marathon runner, 34, trains five times a week');
    await field(page, 'Market size').fill('$2.1B sports nutrition apps');
    await field(page, 'Competitor analysis').fill('Calorie trackers do not plan around training.');
    await field(page, 'Financial assumptions').fill('5% of free users convert at $9.99 a month');
    await field(page, 'Technology stack').fill('React Native, PostgreSQL');
    await press(page.getByRole('button', { name: 'Save Profile' }));
    await expectToast(page, 'Profile saved');
    await expect(page.getByText('100% complete')).toBeVisible();
    await expect(page.locator('[data-state="checked"]')).toHaveCount(3);
    await press(page.getByRole('button', { name: 'Previous' }));
    await expect(page.getByRole('heading', { name: 'Guided Completion' })).toBeVisible();

    // Everything is open, and stays so after a reload.
    await page.getByRole('link', { name: 'Back to Dashboard' }).click();
    await expectSections(page, ['profile', 'business-strategy', 'marketing', 'legal', 'roadmap', 'pitch-deck', 'document', 'funding', 'events', 'partners', 'mvp-builder']);
    await expect(card(page, 'events')).toHaveAttribute('href', '/events-networking');
    await expect(card(page, 'mvp-builder')).toHaveAttribute('href', '/platform/mvp-builder');
    await page.reload();
    await expectSections(page, ['profile', 'business-strategy', 'marketing', 'legal', 'roadmap', 'pitch-deck', 'document', 'funding', 'events', 'partners', 'mvp-builder']);
    await expect(card(page, 'profile')).toContainText('100% complete');
    await page.goto('/startup-profile');
    await expect(page.getByRole('heading', { name: 'Guided Completion' })).toBeVisible();
    await expect(field(page, 'Industry')).toHaveValue('Healthcare');
    await expect(field(page, 'Location')).toHaveValue('Lisbon');
    await press(page.getByRole('button', { name: 'Continue to Advanced Details' }));
    await expect(field(page, 'Market size')).toHaveValue('$2.1B sports nutrition apps');
    await expect(field(page, 'Technology stack')).toHaveValue('React Native, PostgreSQL');
  });

  test('signed out, the startup profile asks to log in and the dashboard shows no one’s data', async ({ page }) => {
    const profileCalls: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === STARTUP_PROFILE_PATHS.profile) profileCalls.push(request.method());
    });
    await page.goto('/startup-profile');
    await expect(page.getByRole('heading', { name: 'Authentication Required' })).toBeVisible();
    await expect(page.getByText('Please log in to access your startup profile.')).toBeVisible();
    // The session check said "visitor": the page never asks for a profile (no 401 in the console).
    expect(profileCalls).toEqual([]);
    await expect(page.getByRole('link', { name: 'Go to Login' })).toHaveAttribute('href', '/app');
    expect((await page.request.get(STARTUP_PROFILE_PATHS.profile)).status()).toBe(401);

    await page.goto('/dashboard');
    await expect(page.getByRole('link', { name: 'Go to Login' })).toHaveAttribute('href', '/app');
    await expect(page.locator('[data-section]')).toHaveCount(0);
  });

  test('a save that fails says so', async ({ page }) => {
    await signUpInBrowser(page, 'Grace Hopper', uniqueEmail('grace'));
    await page.goto('/startup-profile');
    await field(page, 'Your vision').fill(VISION);
    await page.route(`**${STARTUP_PROFILE_PATHS.profile}`, (route) =>
      route.request().method() === 'POST' ? route.fulfill({ status: 503, contentType: 'application/json', body: '{"statusCode":503,"message":"Database unavailable"}' }) : route.continue(),
    );
    await press(page.getByRole('button', { name: 'Continue to Guided Setup' }));
    await expectToast(page, 'Save failed', 'Database unavailable');
    await expect(page.getByRole('button', { name: 'Continue to Guided Setup' })).toBeVisible();
  });

  test('a founder signing in on a fresh browser finds their idea on /dashboard and on /business-plan', async ({ page, browser }) => {
    const email = uniqueEmail('linus');
    await signUpInBrowser(page, 'Linus Founder', email);
    const idea = await createSelectedIdea(page, { email });

    const fresh = await browser.newContext();
    const other = await fresh.newPage();
    await other.goto('/app?mode=signin');
    await field(other, 'Email').fill(email);
    await field(other, 'Password').fill(PASSWORD);
    await other.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(other).toHaveURL(/\/dashboard$/, { timeout: 5000 });
    const entry = other.getByRole('article', { name: idea.ideaTitle });
    await expect(entry).toBeVisible();
    await expect(other.getByText(`Complete ${idea.ideaTitle} profile to unlock other sections.`, { exact: false })).toBeVisible();
    await expect(entry.getByRole('link', { name: `Financial Model of ${idea.ideaTitle}` })).toHaveAttribute('href', '/financial-modeling');
    await expect(entry.getByRole('link', { name: `Market Research of ${idea.ideaTitle}` })).toHaveAttribute('href', '/market-research');
    await entry.getByRole('link', { name: `Business Plan of ${idea.ideaTitle}` }).click();
    await expect(other).toHaveURL(/\/business-plan$/);
    await expect(other.getByRole('heading', { level: 1, name: idea.ideaTitle })).toBeVisible();

    // Without a selection in this browser, the page opens the idea the account used last (issue 29 item 11);
    // Change idea lists the founder's ideas from the session.
    await other.evaluate(() => window.localStorage.clear());
    await other.reload();
    await expect(other.getByRole('heading', { level: 1, name: idea.ideaTitle })).toBeVisible();
    await other.getByRole('button', { name: 'Change idea' }).click();
    await expect(other.getByRole('heading', { name: 'Your Previous Ideas' })).toBeVisible();
    await other.getByRole('button', { name: `Select ${idea.ideaTitle}` }).click();
    await expect(other.getByRole('heading', { level: 1, name: idea.ideaTitle })).toBeVisible();

    // The profile starts from that idea.
    await other.goto('/startup-profile');
    await expect(other.getByText(`We started from your idea “${idea.ideaTitle}”`, { exact: false })).toBeVisible();
    await expect(field(other, 'Your vision')).toHaveValue(idea.description);
    await fresh.close();
    expect((await page.request.post(AUTH_PATHS.logOut)).status()).toBeLessThan(300);
  });
});
