import { expect, test, type Page } from '@playwright/test';
import { AUTH_PATHS, IDEA_PATHS, type StartupIdea } from '@founder/contracts';
import { PASSWORD, signUpInBrowser, uniqueEmail } from './support/accounts';
import { submitIdeaThroughWizard } from './support/idea-wizard';
import { ideaInput } from './support/ideas';

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

  test('the idea selected in one browser opens in another after signing out and in again (issue 29)', async ({ page, browser }) => {
    const email = uniqueEmail('left-off');
    await signUpInBrowser(page, 'Lena Leftoff', email);
    const ideas: StartupIdea[] = [];
    for (const ideaTitle of ['ColdChain One', 'ColdChain Two']) {
      const response = await page.request.post(IDEA_PATHS.submit, { data: ideaInput({ name: 'Lena Leftoff', email, ideaTitle }) });
      expect(response.status()).toBe(201);
      ideas.push((await response.json()) as StartupIdea);
    }
    await page.goto('/business-plan');
    const remembered = page.waitForResponse((response) => response.url().endsWith(IDEA_PATHS.lastSelected) && response.request().method() === 'PUT');
    await page.getByRole('button', { name: 'Select ColdChain One' }).click();
    expect((await remembered).status()).toBe(200);
    await expect(page.getByRole('heading', { name: 'ColdChain One', level: 1 })).toBeVisible();
    await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Sign out' }).click();
    await expect(page).toHaveURL(/\/app\?mode=signin$/);

    const elsewhere = await browser.newContext();
    try {
      const other = await elsewhere.newPage();
      expect((await other.request.post(AUTH_PATHS.logIn, { data: { email, password: PASSWORD } })).status()).toBe(200);
      await other.goto('/business-plan');
      await expect(other.getByRole('heading', { name: 'ColdChain One', level: 1 })).toBeVisible();
      await expect(other.getByRole('heading', { name: 'No Startup Idea Selected' })).toHaveCount(0);
      expect(await other.evaluate(() => localStorage.getItem('currentIdeaId'))).toBe(String(ideas[0].id));
    } finally {
      await elsewhere.close();
    }
  });
});
