import { expect, test } from '@playwright/test';
import { AUTH_PATHS } from '@founder/contracts';
import { expectToast, signUpInBrowser, uniqueEmail } from './support/accounts';
import { linkIn, nextMailTo } from './support/mailbox';

test.describe('Forgot your password?', () => {
  test('a founder who forgot their password gets back in from the email alone, and the link works once', async ({ page, baseURL }) => {
    const email = uniqueEmail('forgetful');
    await signUpInBrowser(page, 'Ada Forgetful', email);
    await page.context().clearCookies();

    await page.goto('/app?mode=signin');
    await page.getByRole('button', { name: 'Forgot your password?' }).click();
    const dialog = page.getByRole('dialog', { name: 'Reset your password' });
    await dialog.getByLabel('Email').fill(email);
    await dialog.getByRole('button', { name: 'Send reset link' }).click();
    await expectToast(page, 'Check your email');

    const mail = await nextMailTo(email, 'Reset your Founder Platform password');
    expect(mail.text).toContain('The link works once, for 30 minutes.');
    expect(mail.html).toContain('Choose a new password');
    const link = linkIn(mail, `${baseURL}/app/reset-password?token=`);

    await page.goto(link);
    await page.getByLabel('New Password', { exact: true }).fill('Forgotten9');
    await page.getByLabel('Confirm Password', { exact: true }).fill('Forgotten9');
    await page.getByRole('button', { name: 'Reset password' }).click();
    await expectToast(page, 'Your password has been reset', 'Redirecting to your dashboard...');
    await expect(page).toHaveURL(/\/dashboard$/, { timeout: 5000 });

    // The new password signs in; the link does not work a second time.
    await page.context().clearCookies();
    const signIn = await page.request.post(AUTH_PATHS.logIn, { data: { email, password: 'Forgotten9' } });
    expect(signIn.status()).toBe(200);
    await page.context().clearCookies();
    await page.goto(link);
    await page.getByLabel('New Password', { exact: true }).fill('Another99');
    await page.getByLabel('Confirm Password', { exact: true }).fill('Another99');
    await page.getByRole('button', { name: 'Reset password' }).click();
    await expectToast(page, 'Password reset failed', 'This link is invalid or has expired.');
  });
});
