import { expect, test, type Page } from '@playwright/test';
import { navigateInApp } from './support/app';
import { PASSWORD, delayCalls, expectToast, signUpInBrowser, uniqueEmail } from './support/accounts';
import { AUTH_PATHS } from '@founder/contracts';

const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });
const signInButton = (page: Page) => page.getByRole('button', { name: 'Sign In', exact: true });

/** An account that exists, with the browser signed out. */
async function existingAccount(page: Page, name = 'Grace Hopper'): Promise<string> {
  const email = uniqueEmail('grace');
  await signUpInBrowser(page, name, email);
  await page.context().clearCookies();
  return email;
}

async function openSignIn(page: Page) {
  await page.goto('/app?mode=signin');
  await expect(page.getByRole('tab', { name: 'Sign In' })).toHaveAttribute('aria-selected', 'true');
}

test.describe('/app sign in', () => {
  test("signs in: 'Signing in...', 'Welcome back!', then the dashboard after 1 second", async ({ page }) => {
    const email = await existingAccount(page);
    await delayCalls(page, `**${AUTH_PATHS.logIn}`, 600);
    await openSignIn(page);
    await field(page, 'Email').fill(email);
    await field(page, 'Password').fill(PASSWORD);
    const answered = page.waitForResponse((response) => response.url().endsWith(AUTH_PATHS.logIn));
    await signInButton(page).click();
    await expect(page.getByRole('button', { name: 'Signing in...' })).toBeDisabled();
    expect((await answered).status()).toBe(200);
    const answeredAt = Date.now();
    await expectToast(page, 'Welcome back!', 'Redirecting to your dashboard...');
    await expect(page).toHaveURL(/\/dashboard$/, { timeout: 5000 });
    expect(Date.now() - answeredAt).toBeGreaterThanOrEqual(900);
    await navigateInApp(page, '/profile');
    await expect(page.getByRole('heading', { name: 'Grace Hopper' })).toBeVisible();
  });

  test('applies the form rules in sign in too', async ({ page }) => {
    await openSignIn(page);
    await field(page, 'Password').fill('short');
    await field(page, 'Email').focus();
    await expect(page.getByText('Password must be at least 8 characters')).toBeVisible();
    await expect(page.getByText('Strong password!')).toHaveCount(0);
    await expect(signInButton(page)).toBeDisabled();
  });

  test("submitting (Enter) with fields not yet checked shows their messages and the 'Validation Error' toast", async ({ page }) => {
    await openSignIn(page);
    await field(page, 'Email').fill('grace');
    await field(page, 'Email').press('Enter');
    await expectToast(page, 'Validation Error', 'Please fix the errors below and try again.');
    await expect(page.getByText('Please enter a valid email address')).toBeVisible();
    await expect(page.getByText('Password is required')).toBeVisible();
    await expect(signInButton(page)).toBeDisabled();
  });

  test("a wrong password and an unknown email get the same 'Authentication failed' message", async ({ page }) => {
    const email = await existingAccount(page);
    await openSignIn(page);
    await field(page, 'Email').fill(email);
    await field(page, 'Password').fill('Wrong1234');
    await signInButton(page).click();
    await expectToast(page, 'Authentication failed', 'Invalid email or password');

    await field(page, 'Email').fill(uniqueEmail('nobody'));
    await signInButton(page).click();
    await expectToast(page, 'Authentication failed', 'Invalid email or password');
    await expect(page).toHaveURL(/\/app\?mode=signin$/);
  });

  test('too many wrong passwords from this browser: slowed, with the time to wait (never locked)', async ({ page }) => {
    const email = await existingAccount(page);
    // Ten failures are allowed; the next ones wait 1, 2, 4... minutes (issue 28: slowed, not locked).
    const statuses: number[] = [];
    for (let i = 0; i < 11; i += 1) statuses.push((await page.request.post(AUTH_PATHS.logIn, { data: { email, password: `Guess${i}Abc` } })).status());
    expect(statuses).toEqual([...Array<number>(10).fill(401), 429]);
    await openSignIn(page);
    await field(page, 'Email').fill(email);
    await field(page, 'Password').fill(PASSWORD);
    await signInButton(page).click();
    await expectToast(page, 'Authentication failed', 'Too many attempts. Please try again in 1 minute.');
  });

  test("'Forgot your password?' asks for the address and has a link sent", async ({ page }) => {
    await openSignIn(page);
    await page.getByRole('button', { name: 'Forgot your password?' }).click();
    const dialog = page.getByRole('dialog', { name: 'Reset your password' });
    await dialog.getByLabel('Email').fill('nobody-sign-in@example.com');
    await dialog.getByRole('button', { name: 'Send reset link' }).click();
    await expectToast(page, 'Check your email');
    await expect(page.getByText('If an account uses this email, a link to reset its password is on its way.')).toBeVisible();
  });

  test("'Login failed' when the server gives no message", async ({ page }) => {
    await page.route(`**${AUTH_PATHS.logIn}`, (route) => route.fulfill({ status: 500, body: '' }));
    await openSignIn(page);
    await field(page, 'Email').fill('grace@example.com');
    await field(page, 'Password').fill(PASSWORD);
    await signInButton(page).click();
    await expectToast(page, 'Authentication failed', 'Login failed');
  });
});

test.describe('the session in the shell', () => {
  test('is null until a check, a login or a sign-up succeeds', async ({ page }) => {
    await page.goto('/profile');
    await expect(page.getByText('Please log in to view your profile.')).toBeVisible();
  });

  test("'Loading profile...' while the session check runs", async ({ page }) => {
    let answerSessionCheck!: () => void;
    const held = new Promise<void>((resolve) => (answerSessionCheck = resolve));
    await page.route(`**${AUTH_PATHS.me}`, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/profile');
    await expect(page.getByText('Loading profile...')).toBeVisible();
    answerSessionCheck();
    await expect(page.getByText('Please log in to view your profile.')).toBeVisible();
    await expect(page.getByText('Loading profile...')).toHaveCount(0);
  });

  test('survives a reload: the cookie signs the browser in at start-up', async ({ page }) => {
    await signUpInBrowser(page, 'Reload Person', uniqueEmail('reload'));
    await page.goto('/profile');
    await expect(page.getByRole('heading', { name: 'Reload Person' })).toBeVisible();
  });

  test('sign out ends the session on the server and in the page', async ({ page, context }) => {
    await signUpInBrowser(page, 'Leaving Soon', uniqueEmail('leaving'));
    const cookie = (await context.cookies()).find((entry) => entry.name === 'founder_session')!;
    await page.goto('/profile');
    await page.getByRole('main').getByRole('button', { name: 'Sign out' }).click();
    await expect(page).toHaveURL(/\/app\?mode=signin$/);
    await navigateInApp(page, '/profile');
    await expect(page.getByText('Please log in to view your profile.')).toBeVisible();
    expect((await context.cookies()).find((entry) => entry.name === 'founder_session')).toBeUndefined();
    // A copy of the old cookie no longer works.
    const copied = await page.request.get(AUTH_PATHS.me, { headers: { cookie: `founder_session=${cookie.value}` } });
    expect(await copied.text()).toBe('null');
  });

  test('sign out clears the user in the page even when the call fails', async ({ page }) => {
    await signUpInBrowser(page, 'Offline Leaver', uniqueEmail('offline-leaver'));
    await page.goto('/profile');
    await expect(page.getByRole('heading', { name: 'Offline Leaver' })).toBeVisible();
    await page.route(`**${AUTH_PATHS.logOut}`, (route) => route.fulfill({ status: 503, body: '' }));
    await page.getByRole('main').getByRole('button', { name: 'Sign out' }).click();
    await expect(page).toHaveURL(/\/app\?mode=signin$/);
    await navigateInApp(page, '/profile');
    await expect(page.getByText('Please log in to view your profile.')).toBeVisible();
  });
});
