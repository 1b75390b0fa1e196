import { expect, test, type Page } from '@playwright/test';
import { navigateInApp } from './support/app';
import { PASSWORD, delayCalls, expectToast, signUpInBrowser, toastWith, uniqueEmail } from './support/accounts';
import { AUTH_PATHS } from '@founder/contracts';

const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });
const createAccount = (page: Page) => page.getByRole('button', { name: 'Create Account' });

async function fillSignUp(page: Page, values: { name: string; email: string; password: string; confirm: string }) {
  await field(page, 'Name').fill(values.name);
  await field(page, 'Email').fill(values.email);
  await field(page, 'Password').fill(values.password);
  await field(page, 'Confirm Password').fill(values.confirm);
}

test.describe('/app sign up', () => {
  test('shows the tabs, Google, the fields and the footer', async ({ page }) => {
    await page.goto('/app');
    await expect(page.getByRole('tab', { name: 'Sign Up' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tab', { name: 'Sign In' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Continue with Google' })).toHaveAttribute('href', AUTH_PATHS.google);
    for (const label of ['Name', 'Email', 'Password', 'Confirm Password']) await expect(field(page, label)).toBeVisible();
    await expect(page.getByText('Terms of Service')).toBeVisible();
    await expect(page.getByText('Privacy Policy')).toBeVisible();
  });

  test('checks each field when it is left, with the spec messages', async ({ page }) => {
    await page.goto('/app');
    await field(page, 'Name').focus();
    await field(page, 'Email').focus();
    await expect(page.getByText('Name is required')).toBeVisible();
    await field(page, 'Name').fill('A');
    await field(page, 'Email').fill('ada@');
    await field(page, 'Password').focus();
    await expect(page.getByText('Name must be at least 2 characters')).toBeVisible();
    await expect(page.getByText('Please enter a valid email address')).toBeVisible();

    const password = field(page, 'Password');
    for (const [value, message] of [
      ['', 'Password is required'],
      ['Ab1', 'Password must be at least 8 characters'],
      ['ABCDEFG1', 'Password must contain at least one lowercase letter'],
      ['abcdefg1', 'Password must contain at least one uppercase letter'],
      ['Abcdefgh', 'Password must contain at least one number'],
    ]) {
      await password.fill(value);
      await password.blur();
      await expect(page.getByText(message)).toBeVisible();
    }
    await field(page, 'Confirm Password').focus();
    await field(page, 'Confirm Password').blur();
    await expect(page.getByText('Please confirm your password')).toBeVisible();
    await field(page, 'Confirm Password').fill('Different1');
    await expect(page.getByText('Passwords do not match')).toBeVisible();
    await expect(createAccount(page)).toBeDisabled();
  });

  test("says 'Strong password!' for a valid password, and the messages go as the fields are fixed", async ({ page }) => {
    await page.goto('/app');
    await field(page, 'Password').fill('weak');
    await field(page, 'Password').blur();
    await expect(page.getByText('Password must be at least 8 characters')).toBeVisible();
    await expect(page.getByText('Strong password!')).toHaveCount(0);
    await field(page, 'Password').fill(PASSWORD);
    await expect(page.getByText('Strong password!')).toBeVisible();
    await expect(page.getByText('Password must be at least 8 characters')).toHaveCount(0);
    await expect(createAccount(page)).toBeEnabled();
  });

  test("submitting with errors shows every message and the 'Validation Error' toast, and sends nothing", async ({ page }) => {
    let posted = 0;
    page.on('request', (request) => {
      if (request.url().endsWith(AUTH_PATHS.signUp)) posted += 1;
    });
    await page.goto('/app');
    await createAccount(page).click();
    await expectToast(page, 'Validation Error', 'Please fix the errors below and try again.');
    for (const message of ['Name is required', 'Email is required', 'Password is required', 'Please confirm your password']) {
      await expect(page.getByText(message)).toBeVisible();
    }
    await expect(createAccount(page)).toBeDisabled();
    expect(posted).toBe(0);
  });

  test('shows and hides the passwords', async ({ page }) => {
    await page.goto('/app');
    await field(page, 'Password').fill(PASSWORD);
    await expect(field(page, 'Password')).toHaveAttribute('type', 'password');
    await page.getByRole('button', { name: 'Show password' }).click();
    await expect(field(page, 'Password')).toHaveAttribute('type', 'text');
    await page.getByRole('button', { name: 'Hide password' }).click();
    await expect(field(page, 'Password')).toHaveAttribute('type', 'password');
    await page.getByRole('button', { name: 'Show confirm password' }).click();
    await expect(field(page, 'Confirm Password')).toHaveAttribute('type', 'text');
  });

  test("creates the account: 'Creating account...', the toast, then the dashboard after 1 second, signed in", async ({ page }) => {
    const meCalls: number[] = [];
    page.on('response', (response) => {
      if (new URL(response.url()).pathname === AUTH_PATHS.me) meCalls.push(response.status());
    });
    await delayCalls(page, `**${AUTH_PATHS.signUp}`, 600);
    await page.goto('/app');
    await fillSignUp(page, { name: 'Ada Lovelace', email: uniqueEmail('ada'), password: PASSWORD, confirm: PASSWORD });
    const created = page.waitForResponse((response) => response.url().endsWith(AUTH_PATHS.signUp));
    await createAccount(page).click();
    await expect(page.getByRole('button', { name: 'Creating account...' })).toBeDisabled();
    expect((await created).status()).toBe(201);
    const answeredAt = Date.now();
    await expectToast(page, 'Account created successfully!', 'Redirecting to your dashboard...');
    await expect(page).toHaveURL(/\/app$/);
    await expect(page).toHaveURL(/\/dashboard$/, { timeout: 5000 });
    expect(Date.now() - answeredAt).toBeGreaterThanOrEqual(900);

    // The session is the sign-up's answer: no new session check, and the profile knows the user.
    await navigateInApp(page, '/profile');
    await expect(page.getByRole('heading', { name: 'Ada Lovelace' })).toBeVisible();
    expect(meCalls).toEqual([200]);
  });

  test("an email that already has an account, in another case: 'Authentication failed' with the server's message", async ({ page }) => {
    const email = uniqueEmail('taken');
    await page.request.post(AUTH_PATHS.signUp, { data: { name: 'First Owner', email, password: PASSWORD } });
    await page.context().clearCookies();
    await page.goto('/app');
    await fillSignUp(page, { name: 'Second Try', email: email.toUpperCase(), password: PASSWORD, confirm: PASSWORD });
    await createAccount(page).click();
    await expectToast(page, 'Authentication failed', 'An account with this email already exists');
    await expect(toastWith(page, 'Authentication failed')).toHaveCount(1);
    await expect(page).toHaveURL(/\/app$/);
    await expect(createAccount(page)).toBeEnabled();
  });

  test("'Signup failed' when the server gives no message", async ({ page }) => {
    await page.route(`**${AUTH_PATHS.signUp}`, (route) => route.fulfill({ status: 502, body: '' }));
    await page.goto('/app');
    await fillSignUp(page, { name: 'Ada Lovelace', email: uniqueEmail('offline'), password: PASSWORD, confirm: PASSWORD });
    await createAccount(page).click();
    await expectToast(page, 'Authentication failed', 'Signup failed');
  });

  test('switching to Sign In clears errors, touched fields, passwords and the name; the email stays', async ({ page }) => {
    await page.goto('/app');
    await fillSignUp(page, { name: 'Ada Lovelace', email: 'ada@example.com', password: 'weak', confirm: 'other' });
    await field(page, 'Password').blur();
    await expect(page.getByText('Password must be at least 8 characters')).toBeVisible();

    await page.getByRole('tab', { name: 'Sign In' }).click();
    await expect(field(page, 'Name')).toHaveCount(0);
    await expect(field(page, 'Confirm Password')).toHaveCount(0);
    await expect(field(page, 'Email')).toHaveValue('ada@example.com');
    await expect(field(page, 'Password')).toHaveValue('');
    await expect(page.getByText('Password must be at least 8 characters')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Sign In', exact: true })).toBeEnabled();

    await page.getByRole('tab', { name: 'Sign Up' }).click();
    await expect(field(page, 'Name')).toHaveValue('');
    await expect(field(page, 'Email')).toHaveValue('ada@example.com');
    await expect(field(page, 'Confirm Password')).toHaveValue('');
  });

  test('the account can sign in right away with the password it chose', async ({ page }) => {
    const email = uniqueEmail('fresh');
    await signUpInBrowser(page, 'Fresh Founder', email);
    const answer = await page.request.post(AUTH_PATHS.logIn, { data: { email, password: PASSWORD } });
    expect(answer.status()).toBe(200);
  });
});
