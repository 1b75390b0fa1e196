import { expect, test, type Page } from '@playwright/test';
import { AUTH_PATHS } from '@founder/contracts';
import { PASSWORD, expectToast, uniqueEmail } from './support/accounts';
import { linkIn, nextMailTo } from './support/mailbox';

const CONFIRM_SUBJECT = 'Confirm your email address for Founder Platform';
const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });

test.describe('email verification and email change', () => {
  test('a new founder verifies the address from the sign-up email; a new address replaces it only once its link is opened', async ({ page, baseURL }) => {
    const email = uniqueEmail('verify');
    await page.goto('/app');
    await field(page, 'Name').fill('Ada Verified');
    await field(page, 'Email').fill(email);
    await field(page, 'Password').fill(PASSWORD);
    await field(page, 'Confirm Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(page).toHaveURL(/\/dashboard$/, { timeout: 5000 });

    await page.goto('/profile/security');
    const security = page.getByRole('tabpanel', { name: 'Security' });
    await expect(security.getByText('Not verified', { exact: true })).toBeVisible();
    await expect(security.getByText(`Your email address ${email} is not verified yet.`, { exact: false })).toBeVisible();

    const welcome = await nextMailTo(email, CONFIRM_SUBJECT);
    expect(welcome.text).toContain('The link works once, for 24 hours.');
    await page.goto(linkIn(welcome, `${baseURL}/app/verify-email?token=`));
    await expect(page.getByRole('heading', { name: 'Email address confirmed' })).toBeVisible();
    await expect(page.getByText(`Your email address ${email} is verified.`)).toBeVisible();
    await page.getByRole('link', { name: 'Go to your dashboard' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);

    await page.goto('/profile/security');
    await expect(security.getByText('Verified', { exact: true })).toBeVisible();
    await expect(security.getByText(`Your email address ${email} is verified.`)).toBeVisible();
    await expect(security.getByRole('button', { name: 'Send Verification Email' })).toHaveCount(0);

    // A new address on the General tab waits for its link; the old one is still the account's.
    const newEmail = uniqueEmail('moved');
    await page.goto('/profile');
    await page.getByRole('button', { name: 'Edit Profile' }).click();
    await field(page, 'Email').fill(newEmail);
    await page.getByRole('button', { name: 'Save Changes' }).click();
    const notice = `Confirm the new address: we sent a link to ${newEmail}. Until then, your account keeps using its current address.`;
    await expectToast(page, 'Profile updated', notice);
    const general = page.getByRole('tabpanel', { name: 'General' });
    await expect(general.getByText(email, { exact: true })).toBeVisible();
    await expect(general.getByText(notice)).toBeVisible();
    await page.reload();
    await expect(general.getByText(email, { exact: true })).toBeVisible();
    await expect(general.getByText(notice)).toBeVisible();

    // Opened in a browser that is not signed in: the link alone is enough, and the way on is to sign in.
    const change = await nextMailTo(newEmail, CONFIRM_SUBJECT);
    expect(change.text).toContain('It replaces your current one once you confirm it.');
    const elsewhere = await page.context().browser()!.newContext({ baseURL });
    const otherPage = await elsewhere.newPage();
    await otherPage.goto(linkIn(change, `${baseURL}/app/verify-email?token=`));
    await expect(otherPage.getByText(`Your account now uses ${newEmail}.`)).toBeVisible();
    await expect(otherPage.getByRole('link', { name: 'Sign in' })).toBeVisible();
    await elsewhere.close();

    const told = await nextMailTo(email, 'Your Founder Platform email address was changed');
    expect(told.text).toContain(`Your Founder Platform account now uses ${newEmail}.`);
    await page.reload();
    await expect(general.getByText(newEmail, { exact: true })).toBeVisible();
    await expect(general.getByText(notice)).toHaveCount(0);
    await page.context().clearCookies();
    expect((await page.request.post(AUTH_PATHS.logIn, { data: { email: newEmail, password: PASSWORD } })).status()).toBe(200);
  });

  test('Send Verification Email sends a new link; an opened link does not work twice', async ({ page, baseURL }) => {
    const email = uniqueEmail('resend');
    expect((await page.request.post(AUTH_PATHS.signUp, { data: { name: 'Ada Resend', email, password: PASSWORD } })).status()).toBe(201);
    await nextMailTo(email, CONFIRM_SUBJECT);
    await page.goto('/profile/security');
    await page.getByRole('button', { name: 'Send Verification Email' }).click();
    await expectToast(page, 'Check your email', `We sent a link to ${email}. Open it to verify your email address.`);
    const link = linkIn(await nextMailTo(email, CONFIRM_SUBJECT), `${baseURL}/app/verify-email?token=`);

    await page.goto(link);
    await expect(page.getByText(`Your email address ${email} is verified.`)).toBeVisible();
    await page.goto(link);
    await expect(page.getByRole('heading', { name: 'This link did not work' })).toBeVisible();
    await expect(page.getByText('This link is invalid or has expired. You can send a new link from your profile.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Go to your profile' })).toHaveAttribute('href', '/profile/security');
  });
});
