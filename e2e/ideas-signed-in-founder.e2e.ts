import { expect, test, type Page } from '@playwright/test';
import { signUpInBrowser, uniqueEmail } from './support/accounts';
import { submitIdeaThroughWizard } from './support/idea-wizard';

async function openWizard(page: Page): Promise<void> {
  await page.goto('/submit-idea');
  await page.getByRole('button', { name: 'Submit Your Idea' }).click();
}

test.describe('a signed-in founder in the idea tools', () => {
  test('the wizard prefills name and email from the session, and they stay editable', async ({ page }) => {
    const email = uniqueEmail('prefill');
    await signUpInBrowser(page, 'Grace Prefill', email);
    await openWizard(page);
    await expect(page.getByLabel('Full Name')).toHaveValue('Grace Prefill');
    await expect(page.getByLabel('Email Address')).toHaveValue(email);
    await page.getByLabel('Full Name').fill('Grace B. Prefill');
    await expect(page.getByLabel('Full Name')).toHaveValue('Grace B. Prefill');
    await expect(page.getByRole('button', { name: 'Next Step' })).toBeEnabled();
  });

  test('founder B, signed in on the browser founder A signed out of, sees nothing of A', async ({ page }) => {
    const emailA = uniqueEmail('founder-a');
    await signUpInBrowser(page, 'Founder A', emailA);
    const ideaA = await submitIdeaThroughWizard(page, { name: 'Founder A', email: emailA });
    expect(await page.evaluate(() => localStorage.getItem('userEmail'))).toBe(emailA);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Sign out' }).click();
    await expect(page).toHaveURL(/\/app\?mode=signin$/);
    expect(await page.evaluate(() => [localStorage.getItem('userEmail'), localStorage.getItem('currentIdeaId')])).toEqual([null, null]);

    const emailB = uniqueEmail('founder-b');
    await signUpInBrowser(page, 'Founder B', emailB);
    for (const tool of ['/business-plan', '/pitch-deck']) {
      await page.goto(tool);
      await expect(page.getByRole('heading', { name: 'No Startup Idea Selected' })).toBeVisible();
      await expect(page.getByText('No ideas submitted with your account yet.')).toBeVisible();
      await expect(page.getByText(emailA)).toHaveCount(0);
      await expect(page.getByText(ideaA.ideaTitle)).toHaveCount(0);
    }
    await openWizard(page);
    await expect(page.getByLabel('Full Name')).toHaveValue('Founder B');
    await expect(page.getByLabel('Email Address')).toHaveValue(emailB);
  });
});
