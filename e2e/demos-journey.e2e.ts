import { expect, test, type Page } from '@playwright/test';
import { openOnPausedClock, recordRequests } from './support/demo-clock';

const stepButton = (page: Page, title: string) => page.getByRole('navigation', { name: 'Demo Steps' }).getByRole('button', { name: new RegExp(`^${title}`) });

/** Runs the clock until the open step completes, then presses Continue. */
async function finishAndContinue(page: Page, seconds: number, completedTitle: string): Promise<void> {
  await page.clock.fastForward(seconds * 1000);
  await expect(page.getByRole('heading', { name: completedTitle })).toBeVisible();
  await page.getByRole('button', { name: 'Continue to Next Step' }).click();
}

test('the journey demo walks six steps to the financial model, making no network call', async ({ page }) => {
  await openOnPausedClock(page, '/demo');
  const requests = recordRequests(page);

  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Complete Startup Journey Demo');
  await expect(page.getByRole('link', { name: 'Exit Demo' })).toHaveAttribute('href', '/');

  // Step 0 runs on load; later steps cannot be opened yet.
  await expect(page.getByRole('heading', { name: 'Processing Your Idea...' })).toBeVisible();
  await expect(page.getByRole('progressbar', { name: 'Submit Your Idea progress' })).toBeVisible();
  await expect(stepButton(page, 'AI Enhancement')).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Continue to Next Step' })).toHaveCount(0);

  // Submission (7 s): the sample idea with its warning.
  await page.clock.fastForward(7000);
  await expect(page.getByRole('heading', { name: 'Idea Submitted' })).toBeVisible();
  await expect(page.getByText('Industry: Health & Fitness')).toBeVisible();
  await expect(page.getByText('Target market: B2C (Business to Consumer)')).toBeVisible();
  await expect(page.getByText('Needs AI Enhancement')).toBeVisible();
  await expect(page.getByTestId('journey-status')).toHaveText('Step 1 of 6 • 17% Complete');
  await expect(page.getByRole('progressbar', { name: 'Overall progress' })).toHaveAttribute('aria-valuenow', '17');
  await page.getByRole('button', { name: 'Continue to Next Step' }).click();

  // Enhancement (7 s).
  await expect(page.getByRole('heading', { name: 'AI Enhancement in Progress...' })).toBeVisible();
  await finishAndContinue(page, 7, 'AI Enhancement Complete');

  // Analysis (7 s), then a look back at step 1 while nothing runs.
  await page.clock.fastForward(7000);
  await expect(page.getByText('8.5/10')).toBeVisible();
  await expect(page.getByText('$96B')).toBeVisible();
  await expect(page.getByText('14.7%')).toBeVisible();
  await stepButton(page, 'Submit Your Idea').click();
  await expect(page.getByRole('heading', { name: 'Idea Submitted' })).toBeVisible();
  await expect(stepButton(page, 'Submit Your Idea')).toHaveAttribute('aria-current', 'step');
  await page.getByRole('button', { name: 'Continue to Next Step' }).click();

  // Business plan (60 s): halfway at 30 s, overall (3 * 100 + 50) / 6 = 58 %.
  await expect(page.getByRole('heading', { name: 'Writing Your Business Plan...' })).toBeVisible();
  await page.clock.fastForward(30_000);
  await expect(page.getByRole('progressbar', { name: 'Business Plan progress' })).toHaveAttribute('aria-valuenow', '50');
  await expect(page.getByTestId('journey-status')).toHaveText('Step 4 of 6 • 58% Complete');
  await expect(stepButton(page, 'Pitch Deck')).toBeDisabled();
  await page.clock.fastForward(30_000);
  await expect(page.getByRole('heading', { name: 'Business Plan Ready' })).toBeVisible();
  await expect(page.getByText('8,412')).toBeVisible();
  await expect(page.getByText('9.2/10')).toBeVisible();
  await page.getByRole('button', { name: 'Download PDF' }).click();
  await expect(page.getByText('Create your account to generate, view and download documents for your own idea.')).toBeVisible();
  await page.getByRole('button', { name: 'Continue to Next Step' }).click();

  // Pitch deck (7 s) and its full-screen view, whose start button only shows an alert.
  await page.clock.fastForward(7000);
  await expect(page.getByRole('heading', { name: 'Pitch Deck Ready' })).toBeVisible();
  await expect(page.getByText('Series A VCs')).toBeVisible();
  await expect(page.getByText('+ 6 more slides')).toBeVisible();
  await page.getByRole('button', { name: 'Full-Screen Presentation' }).click();
  const fullScreen = page.getByRole('dialog');
  await expect(fullScreen.getByRole('heading', { name: 'FitCoach AI Investor Deck' })).toBeVisible();
  const alerts: string[] = [];
  page.once('dialog', (dialog) => {
    alerts.push(`${dialog.type()}: ${dialog.message()}`);
    void dialog.accept();
  });
  await fullScreen.getByRole('button', { name: 'Start Presentation' }).click();
  expect(alerts).toEqual(['alert: The presentation would start here, showing all 10 slides full screen.']);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await page.getByRole('button', { name: 'Continue to Next Step' }).click();

  // Financial model (30 s): $M with no decimals, users in M with one decimal; the journey ends at 100 %.
  await page.clock.fastForward(30_000);
  await expect(page.getByRole('heading', { name: 'Financial Model Ready' })).toBeVisible();
  await expect(page.getByText('$45M', { exact: true })).toBeVisible();
  await expect(page.getByText('2.4M', { exact: true })).toBeVisible();
  await expect(page.getByTestId('journey-status')).toHaveText('Step 6 of 6 • 100% Complete');
  await expect(page.getByRole('button', { name: 'Continue to Next Step' })).toHaveCount(0);
  for (const title of ['Submit Your Idea', 'AI Enhancement', 'AI Analysis', 'Business Plan', 'Pitch Deck', 'Financial Model']) {
    await expect(stepButton(page, title)).toHaveAttribute('data-status', 'completed');
  }

  requests.expectNoApiOrForeignCall();
});

test('the journey demo works by keyboard', async ({ page }) => {
  await openOnPausedClock(page, '/demo');
  await page.clock.fastForward(7000);
  const continueButton = page.getByRole('button', { name: 'Continue to Next Step' });
  await continueButton.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'AI Enhancement in Progress...' })).toBeVisible();
  await stepButton(page, 'Submit Your Idea').focus();
  await page.keyboard.press('Space');
  await expect(page.getByRole('heading', { name: 'Idea Submitted' })).toBeVisible();
});
