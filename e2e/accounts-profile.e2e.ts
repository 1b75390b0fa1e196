import { expect, test, type Page } from '@playwright/test';
import { PASSWORD, delayCalls, expectToast, googleMock, signUpInBrowser, uniqueEmail } from './support/accounts';
import { AUTH_PATHS } from '@founder/contracts';

const WALLET_USER = {
  id: 9001,
  name: 'Satoshi Example',
  username: 'satoshi',
  email: 'satoshi@example.com',
  emailVerified: true,
  pendingEmail: null,
  avatar: null,
  walletAddress: '0x52908400098527886E0F7030069857D2E4169EE7',
  walletType: 'metamask',
  chainId: 1,
  createdAt: '2026-03-05T12:00:00.000Z',
};

async function openTab(page: Page, name: string) {
  await page.getByRole('tab', { name }).click();
}

test.describe('/profile', () => {
  test('the header: initials, name, default username, account type; the four tabs', async ({ page }) => {
    const { id } = await signUpInBrowser(page, 'ada augusta lovelace', uniqueEmail('header'));
    await page.goto('/profile');
    await expect(page.getByRole('heading', { name: 'ada augusta lovelace' })).toBeVisible();
    await expect(page.getByTestId('profile-avatar')).toHaveText('AA');
    await expect(page.getByText(`@user${id}`)).toBeVisible();
    await expect(page.getByText('Email Account')).toBeVisible();
    await expect(page.getByText('Verified', { exact: true })).toHaveCount(0);
    for (const tab of ['General', 'Security', 'Wallet', 'Preferences']) await expect(page.getByRole('tab', { name: tab })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Change Photo' })).toBeDisabled();
  });

  test('on a phone the header wraps: the account type is shown whole, not cut off', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await signUpInBrowser(page, 'Ada Review', uniqueEmail('phone-header'));
    await page.goto('/profile');
    const badge = page.getByText('Email Account');
    await expect(badge).toBeVisible();
    // Mantine's badge ends in an ellipsis when squeezed: its text then overflows its box.
    expect(await badge.evaluate((label) => label.scrollWidth - label.clientWidth)).toBe(0);
  });

  test("a Google user without a name is 'Unnamed User' with the initial U", async ({ page }) => {
    await googleMock.reset();
    const email = uniqueEmail('nameless');
    await googleMock.nextAccount({ sub: `sub-${email}`, email, email_verified: true });
    await page.goto('/app');
    await page.getByRole('link', { name: 'Continue with Google' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.goto('/profile');
    await expect(page.getByRole('heading', { name: 'Unnamed User' })).toBeVisible();
    await expect(page.getByTestId('profile-avatar')).toHaveText('U');
    await expect(page.getByText('Verified', { exact: true })).toBeVisible();
  });

  test('edits name, username and email; Cancel discards; Save refreshes the page', async ({ page }) => {
    await signUpInBrowser(page, 'Grace Hopper', uniqueEmail('edit'));
    await page.goto('/profile');
    await page.getByRole('button', { name: 'Edit Profile' }).click();
    await expect(page.getByLabel('Name', { exact: true })).toHaveValue('Grace Hopper');
    await page.getByLabel('Name', { exact: true }).fill('Not Saved');
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByText('Not Saved')).toHaveCount(0);

    const username = `admiral${Date.now().toString(36)}`;
    const newEmail = uniqueEmail('admiral');
    await delayCalls(page, `**${AUTH_PATHS.profile}`, 600);
    await page.getByRole('button', { name: 'Edit Profile' }).click();
    await page.getByLabel('Name', { exact: true }).fill('Rear Admiral Hopper');
    await page.getByLabel('Username', { exact: true }).fill(username);
    await page.getByLabel('Email', { exact: true }).fill(newEmail);
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByRole('button', { name: 'Saving...' })).toBeDisabled();
    // A new email waits for its emailed link (accounts-verify-email.e2e.ts): the page says where it went.
    await expectToast(page, 'Profile updated', `Confirm the new address: we sent a link to ${newEmail}.`);
    await expect(page.getByRole('button', { name: 'Edit Profile' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Rear Admiral Hopper' })).toBeVisible();
    await expect(page.getByText(`@${username}`)).toBeVisible();
    await expect(page.getByRole('tabpanel', { name: 'General' }).getByText(`Confirm the new address: we sent a link to ${newEmail}.`, { exact: false })).toBeVisible();
  });

  test("a taken username: 'Update failed' with the server's message", async ({ page, context }) => {
    const username = `taken${Date.now().toString(36)}`;
    await signUpInBrowser(page, 'First Owner', uniqueEmail('owner'));
    expect((await page.request.patch(AUTH_PATHS.profile, { data: { username } })).status()).toBe(200);
    await context.clearCookies();
    await signUpInBrowser(page, 'Second Owner', uniqueEmail('second'));
    await page.goto('/profile');
    await page.getByRole('button', { name: 'Edit Profile' }).click();
    await page.getByLabel('Username', { exact: true }).fill(username.toUpperCase());
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expectToast(page, 'Update failed', 'This username is already taken');
    await expect(page.getByRole('button', { name: 'Save Changes' })).toBeVisible();
  });

  test('changes the password with its checks and toasts; other browsers are signed out', async ({ page, browser }) => {
    const email = uniqueEmail('password');
    await signUpInBrowser(page, 'Password Changer', email);
    const otherBrowser = await browser.newContext({ baseURL: test.info().project.use.baseURL });
    expect((await otherBrowser.request.post(AUTH_PATHS.logIn, { data: { email, password: PASSWORD } })).status()).toBe(200);

    await page.goto('/profile');
    await openTab(page, 'Security');
    const current = page.getByLabel('Current Password', { exact: true });
    const next = page.getByLabel('New Password', { exact: true });
    const confirm = page.getByLabel('Confirm New Password', { exact: true });
    const submit = page.getByRole('button', { name: 'Change Password' });

    await current.fill(PASSWORD);
    await next.fill('abcdef');
    await confirm.fill('abcdeg');
    await submit.click();
    await expectToast(page, 'Password mismatch', "New password and confirmation don't match");

    await next.fill('abcde');
    await confirm.fill('abcde');
    await submit.click();
    await expectToast(page, 'Password too short', 'Password must be at least 6 characters long');

    await current.fill('Wrong1234');
    await next.fill('NewSecret9');
    await confirm.fill('NewSecret9');
    await submit.click();
    await expectToast(page, 'Password change failed', 'Current password is incorrect');

    await delayCalls(page, `**${AUTH_PATHS.changePassword}`, 600);
    await current.fill(PASSWORD);
    await submit.click();
    await expect(page.getByRole('button', { name: 'Changing...' })).toBeDisabled();
    await expectToast(page, 'Password changed', 'Your password has been changed successfully.');
    await expect(current).toHaveValue('');
    await expect(next).toHaveValue('');

    // This browser stays signed in; the other one is signed out; the new password works.
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Password Changer' })).toBeVisible();
    expect(await (await otherBrowser.request.get(AUTH_PATHS.me)).text()).toBe('null');
    expect((await otherBrowser.request.post(AUTH_PATHS.logIn, { data: { email, password: 'NewSecret9' } })).status()).toBe(200);
    await otherBrowser.close();
  });

  test('Security shows the verification control and 2FA, not yet working', async ({ page }) => {
    const email = uniqueEmail('careful');
    await signUpInBrowser(page, 'Careful Person', email);
    await page.goto('/profile');
    await openTab(page, 'Security');
    await expect(page.getByText(`Your email address ${email} is not verified yet.`, { exact: false })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Send Verification Email' })).toBeEnabled();
    await expect(page.getByRole('button', { name: 'Setup 2FA' })).toBeDisabled();
  });

  test('Wallet and Preferences without a wallet', async ({ page }) => {
    await signUpInBrowser(page, 'No Wallet', uniqueEmail('no-wallet'));
    await page.goto('/profile');
    await openTab(page, 'Wallet');
    await expect(page.getByText('No wallet connected.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Connect Wallet' })).toBeDisabled();
    await openTab(page, 'Preferences');
    for (const name of ['Change Theme', 'Change Language']) await expect(page.getByRole('button', { name })).toBeDisabled();
    // Notifications have their own tab now: the Preferences entry leads there.
    await page.getByRole('link', { name: 'Manage Notifications' }).click();
    await expect(page).toHaveURL(/\/profile\/notifications$/);
    await expect(page.getByRole('switch', { name: 'Connection requests', exact: true })).toBeChecked();
  });

  test('a wallet: first 6 and last 4 characters, wallet kind, network, Hybrid Account', async ({ page }) => {
    await page.route(`**${AUTH_PATHS.me}`, (route) => route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify(WALLET_USER) }));
    await page.goto('/profile');
    await expect(page.getByText('Hybrid Account')).toBeVisible();
    await expect(page.getByText('Verified', { exact: true })).toBeVisible();
    await openTab(page, 'Wallet');
    await expect(page.getByText('0x5290...9EE7')).toBeVisible();
    await expect(page.getByText('MetaMask')).toBeVisible();
    await expect(page.getByText('Network: Ethereum Mainnet')).toBeVisible();
  });

  test('a wallet-only account: Wallet Account, Phantom on Solana, and no password form', async ({ page }) => {
    const walletOnly = { ...WALLET_USER, email: null, emailVerified: false, walletType: 'phantom', chainId: 101, walletAddress: '7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLtV' };
    await page.route(`**${AUTH_PATHS.me}`, (route) => route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify(walletOnly) }));
    await page.goto('/profile');
    await expect(page.getByText('Wallet Account')).toBeVisible();
    await openTab(page, 'Wallet');
    await expect(page.getByText('7EcDhS...FLtV')).toBeVisible();
    await expect(page.getByText('Phantom')).toBeVisible();
    await expect(page.getByText('Network: Solana Mainnet')).toBeVisible();
    await openTab(page, 'Security');
    await expect(page.getByLabel('Current Password', { exact: true })).toHaveCount(0);
  });
});
