import { expect, test, type Page } from '@playwright/test';
import { PASSWORD, expectToast, signUpInBrowser, uniqueEmail } from './support/accounts';
import { AUTH_PATHS } from '@founder/contracts';

/** The right block of /waitlist. */
const loginBlock = (page: Page) => page.locator('form').filter({ has: page.getByRole('button', { name: 'Log in' }) });

async function logInFromWaitlist(page: Page, email: string, rememberMe: boolean) {
  await page.goto('/waitlist');
  const block = loginBlock(page);
  await block.getByLabel('Email', { exact: true }).fill(email);
  await block.getByLabel('Password', { exact: true }).fill(PASSWORD);
  if (rememberMe) await block.getByLabel('Remember me').check();
  await block.getByRole('button', { name: 'Log in' }).click();
  await expectToast(page, 'Welcome back!', 'Redirecting to your dashboard...');
  await expect(page).toHaveURL(/\/dashboard$/);
}

test.describe('/waitlist log-in block', () => {
  test("without 'Remember me' the session cookie ends with the browser", async ({ page, context }) => {
    const email = uniqueEmail('forgetful');
    await signUpInBrowser(page, 'Forgetful Founder', email);
    await context.clearCookies();
    await logInFromWaitlist(page, email, false);
    const cookie = (await context.cookies()).find((entry) => entry.name === 'founder_session')!;
    expect(cookie.expires).toBe(-1);
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
  });

  test("with 'Remember me' the session cookie lasts 30 days", async ({ page, context }) => {
    const email = uniqueEmail('remembered');
    await signUpInBrowser(page, 'Remembered Founder', email);
    await context.clearCookies();
    await logInFromWaitlist(page, email, true);
    const cookie = (await context.cookies()).find((entry) => entry.name === 'founder_session')!;
    const days = (cookie.expires * 1000 - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(29.9);
    expect(days).toBeLessThan(30.1);
  });

  test("a wrong password shows 'Authentication failed' with the server's message", async ({ page }) => {
    await page.goto('/waitlist');
    const block = loginBlock(page);
    await block.getByLabel('Email', { exact: true }).fill(uniqueEmail('unknown'));
    await block.getByLabel('Password', { exact: true }).fill('Whatever1');
    await block.getByRole('button', { name: 'Log in' }).click();
    await expectToast(page, 'Authentication failed', 'Invalid email or password');
  });

  test("'Forgot password' opens the reset form", async ({ page }) => {
    await page.goto('/waitlist');
    await page.getByRole('button', { name: 'Forgot password' }).click();
    await expect(page.getByRole('dialog', { name: 'Reset your password' }).getByRole('button', { name: 'Send reset link' })).toBeVisible();
  });

  test('both Google buttons start Google sign-in', async ({ page }) => {
    await page.goto('/waitlist');
    await expect(page.getByRole('link', { name: 'Sign up with Google' })).toHaveAttribute('href', AUTH_PATHS.google);
    await expect(page.getByRole('link', { name: 'Log in with Google' })).toHaveAttribute('href', AUTH_PATHS.google);
  });
});
