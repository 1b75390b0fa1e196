import { expect, test } from '@playwright/test';
import { IDEA_PATHS, type StartupIdea } from '@founder/contracts';
import { expectRenderedBy } from './support/app';
import { expectToast, ideaInput } from './support/ideas';
import { fillIdeaWizard } from './support/idea-wizard';

const progress = (page: import('@playwright/test').Page) => page.getByRole('progressbar', { name: 'Form progress' });

test.describe('/submit-idea', () => {
  test('a new founder submits an idea through the 4-step wizard, sees the toast and lands on the dashboard', async ({ page }) => {
    const idea = ideaInput();
    await page.goto('/submit-idea');
    await expectRenderedBy(page, 'mfe-ideas');
    for (const feature of ['AI-Powered Analysis', 'Market Assessment', 'Instant Results', 'Feasibility Scoring', 'Strategic Roadmap', 'SWOT Analysis']) {
      await expect(page.getByRole('heading', { name: feature })).toBeVisible();
    }
    await expect(page.getByRole('heading', { name: 'How It Works' })).toBeVisible();
    for (const stat of ['AI-Powered', '4-Step', 'Instant']) await expect(page.getByText(stat, { exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Submit Your Idea' }).click();

    await expect(page.getByText('Step 1 of 4')).toBeVisible();
    await expect(progress(page)).toHaveAttribute('aria-valuenow', '0');
    await expect(page.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Next Step' })).toBeDisabled();
    await expect(page.getByLabel('Email Address')).toHaveAttribute('type', 'email');
    await page.getByLabel('Full Name').fill(idea.name);
    await expect(progress(page)).toHaveAttribute('aria-valuenow', '17');
    await expect(page.getByRole('button', { name: 'Next Step' })).toBeDisabled();
    await page.getByLabel('Email Address').fill(idea.email);
    await expect(progress(page)).toHaveAttribute('aria-valuenow', '33');
    await page.getByRole('button', { name: 'Next Step' }).click();

    await expect(page.getByText('Step 2 of 4')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Previous' })).toBeEnabled();
    await expect(page.getByText('Aim for 100-500 words')).toBeVisible();
    await page.getByLabel('Idea Title').fill(idea.ideaTitle);
    await page.getByLabel('Idea Description').fill(idea.description);
    await expect(progress(page)).toHaveAttribute('aria-valuenow', '67');
    await page.getByRole('button', { name: 'Previous' }).click();
    await expect(page.getByText('Step 1 of 4')).toBeVisible();
    await expect(page.getByLabel('Full Name')).toHaveValue(idea.name);
    await page.getByRole('button', { name: 'Next Step' }).click();
    await page.getByRole('button', { name: 'Next Step' }).click();

    await expect(page.getByText('Step 3 of 4')).toBeVisible();
    const industries = await page.getByLabel('Industry').locator('option:not([disabled])').allTextContents();
    expect(industries).toHaveLength(15);
    expect(await page.getByLabel('Current Stage').locator('option:not([disabled])').count()).toBe(7);
    expect(await page.getByLabel('Target Market').locator('option:not([disabled])').count()).toBe(8);
    await page.getByLabel('Industry').selectOption(idea.industry);
    await page.getByLabel('Current Stage').selectOption(idea.stage);
    await expect(progress(page)).toHaveAttribute('aria-valuenow', '100');
    await expect(page.getByRole('button', { name: 'Next Step' })).toBeDisabled();
    await page.getByLabel('Target Market').selectOption(idea.targetMarket);
    await page.getByRole('button', { name: 'Next Step' }).click();

    await expect(page.getByText('Step 4 of 4')).toBeVisible();
    const submit = page.getByRole('button', { name: 'Submit for AI Analysis' });
    await expect(submit).toBeDisabled();
    await page.getByLabel('Problem Statement').fill(idea.problemStatement);
    await page.getByLabel('Solution Approach').fill(idea.solutionApproach);
    await expect(submit).toBeEnabled();

    const created = page.waitForResponse((response) => response.url().endsWith(IDEA_PATHS.submit) && response.request().method() === 'POST');
    await submit.click();
    const response = await created;
    expect(response.status()).toBe(201);
    const stored = (await response.json()) as StartupIdea;
    expect(stored).toMatchObject({ ideaTitle: idea.ideaTitle, email: idea.email, analysisStatus: 'complete' });

    await expectToast(page, 'Idea submitted successfully!', 'Your startup idea is being analyzed. Redirecting to dashboard...');
    await expect(page.getByRole('button', { name: 'Analyzing...' })).toBeDisabled();
    // The redirect waits 2 seconds.
    await page.waitForTimeout(1000);
    expect(new URL(page.url()).pathname).toBe('/submit-idea');
    await page.waitForURL('**/dashboard', { timeout: 5000 });
    expect(await page.evaluate(() => [localStorage.getItem('currentIdeaId'), localStorage.getItem('userEmail')])).toEqual([String(stored.id), idea.email]);
  });

  test("the closing 'Start Your Analysis Now' opens the form too, and bounds are explained inline", async ({ page }) => {
    await page.goto('/submit-idea');
    await page.getByRole('button', { name: 'Start Your Analysis Now' }).click();
    await page.getByLabel('Full Name').fill('A');
    await page.getByLabel('Email Address').fill('not-an-email');
    await page.getByRole('button', { name: 'Next Step' }).click();
    await expect(page.getByText('Step 1 of 4')).toBeVisible();
    await expect(page.getByText('Full Name must be at least 2 characters')).toBeVisible();
    await expect(page.getByText('Please enter a valid email address')).toBeVisible();
    await page.getByLabel('Full Name').fill('Ada');
    await page.getByLabel('Email Address').fill('ada@example.com');
    await page.getByRole('button', { name: 'Next Step' }).click();
    await page.getByLabel('Idea Title').fill('ab');
    await page.getByLabel('Idea Description').fill('Too short');
    await page.getByRole('button', { name: 'Next Step' }).click();
    await expect(page.getByText('Step 2 of 4')).toBeVisible();
    await expect(page.getByText('Idea Title must be at least 3 characters')).toBeVisible();
    await expect(page.getByText('Idea Description must be at least 20 characters')).toBeVisible();
    await expect(page.getByLabel('Idea Title')).toHaveAttribute('maxlength', '120');
  });

  test("a failed submission shows 'Error submitting idea' with the server's message, or 'Failed to submit idea'", async ({ page }) => {
    const idea = ideaInput();
    let answer = { status: 400, body: '{"statusCode":400,"message":"industry must be one of the listed industries"}' };
    await page.route(`**${IDEA_PATHS.submit}`, (route) => route.fulfill({ status: answer.status, contentType: 'application/json', body: answer.body }));
    await fillIdeaWizard(page, idea);
    await page.getByRole('button', { name: 'Submit for AI Analysis' }).click();
    await expectToast(page, 'Error submitting idea', 'industry must be one of the listed industries');
    await expect(page.getByRole('button', { name: 'Submit for AI Analysis' })).toBeEnabled();

    answer = { status: 500, body: '' };
    await page.getByRole('button', { name: 'Submit for AI Analysis' }).click();
    await expectToast(page, 'Error submitting idea', 'Failed to submit idea');
    // At most one toast: the first failure's toast is gone once the second one shows.
    await expect(page.locator('.mantine-Notification-root')).toHaveCount(1);
    expect(new URL(page.url()).pathname).toBe('/submit-idea');
  });
});
