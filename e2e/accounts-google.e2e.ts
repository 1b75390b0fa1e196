import { expect, test } from '@playwright/test';
import { navigateInApp } from './support/app';
import { PASSWORD, googleMock, signUpInBrowser, uniqueEmail } from './support/accounts';
import { AUTH_PATHS } from '@founder/contracts';

/**
 * Google sign-in in the browser, through the real passport strategy, against the local OAuth2
 * server the e2e system starts in Google's place.
 */
test.describe('Google sign-in', () => {
  test.beforeEach(() => googleMock.reset());

  test("'Continue with Google' on /app signs a new user up and lands on /dashboard signed in", async ({ page }) => {
    const email = uniqueEmail('google-new');
    await googleMock.nextAccount({ sub: `sub-${email}`, email, email_verified: true, name: 'Katherine Johnson' });
    await page.goto('/app');
    await page.getByRole('link', { name: 'Continue with Google' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await navigateInApp(page, '/profile');
    await expect(page.getByRole('heading', { name: 'Katherine Johnson' })).toBeVisible();
    await expect(page.getByText('Verified', { exact: true })).toBeVisible();
    await expect(page.getByText(email)).toBeVisible();
  });

  test("'Sign up with Google' and 'Log in with Google' on /waitlist use the same sign-in, to the same account", async ({ page, context }) => {
    const email = uniqueEmail('google-waitlist');
    const account = { sub: `sub-${email}`, email, email_verified: true, name: 'Dorothy Vaughan' };
    await googleMock.nextAccount(account);
    await page.goto('/waitlist');
    await page.getByRole('link', { name: 'Sign up with Google' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    const first = await (await page.request.get(AUTH_PATHS.me)).json();

    await context.clearCookies();
    await googleMock.nextAccount(account);
    await page.goto('/waitlist');
    await page.getByRole('link', { name: 'Log in with Google' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    const second = await (await page.request.get(AUTH_PATHS.me)).json();
    expect(second.id).toBe(first.id);
  });

  test('links a Google account to the account that already has its email', async ({ page, context }) => {
    const email = uniqueEmail('google-link');
    const { id } = await signUpInBrowser(page, 'Mary Jackson', email);
    await context.clearCookies();
    await googleMock.nextAccount({ sub: `sub-${email}`, email: email.toUpperCase(), email_verified: true, name: 'M. Jackson' });
    await page.goto('/app?mode=signin');
    await page.getByRole('link', { name: 'Continue with Google' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    const me = await (await page.request.get(AUTH_PATHS.me)).json();
    expect(me).toMatchObject({ id, name: 'Mary Jackson', emailVerified: true });
    // The password still works.
    expect((await page.request.post(AUTH_PATHS.logIn, { data: { email, password: PASSWORD } })).status()).toBe(200);
  });

  test('cancelling on Google ends on the sign-in page with a message', async ({ page }) => {
    await googleMock.nextFailure('authorize-denied');
    await page.goto('/app');
    await page.getByRole('link', { name: 'Continue with Google' }).click();
    await expect(page).toHaveURL(/\/app\?error=google_cancelled$/);
    await expect(page.getByRole('alert').filter({ hasText: 'Google sign-in was cancelled.' })).toBeVisible();
    expect(await (await page.request.get(AUTH_PATHS.me)).text()).toBe('null');
  });

  test("an error from Google ends on the sign-in page with a message, never an error page", async ({ page }) => {
    await googleMock.nextFailure('token');
    await page.goto('/waitlist');
    await page.getByRole('link', { name: 'Log in with Google' }).click();
    await expect(page).toHaveURL(/\/app\?error=google_failed$/);
    await expect(page.getByRole('alert').filter({ hasText: 'Google sign-in failed. Please try again.' })).toBeVisible();
  });

  test('the message of each error code, and none for a code the page does not know', async ({ page }) => {
    await page.goto('/app?error=google_unavailable');
    await expect(page.getByRole('alert').filter({ hasText: 'Google sign-in is not available on this server yet. Please use your email and password.' })).toBeVisible();
    await page.goto('/app?error=<b>Your account is locked, call 555-0100</b>');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('alert')).toHaveCount(0);
    await expect(page.getByText('555-0100')).toHaveCount(0);
  });
});
