import { expect, test } from '@playwright/test';
import { WAITLIST_PATHS } from '@founder/contracts';

const toast = (page: import('@playwright/test').Page) => page.locator('.mantine-Notification-root');

test.describe('/waitlist sign-up block', () => {
  test('signs up, clears the fields, and shows the welcome toast', async ({ page }) => {
    await page.goto('/waitlist');
    const email = `founder-${Date.now()}@example.com`;
    await page.getByLabel('Name', { exact: true }).fill('Ada Founder');
    await page.getByLabel('Email', { exact: true }).first().fill(email);
    const answer = page.waitForResponse((response) => response.url().endsWith(WAITLIST_PATHS.join) && response.request().method() === 'POST');
    await page.getByRole('button', { name: 'Join the waitlist' }).click();
    expect((await answer).status()).toBe(201);
    await expect(toast(page)).toContainText('Welcome to the waitlist!');
    await expect(page.getByLabel('Name', { exact: true })).toHaveValue('');
    await expect(page.getByLabel('Email', { exact: true }).first()).toHaveValue('');
  });

  test('a second sign-up with the same email in another case shows the failure toast with the server message', async ({ page, request }) => {
    const email = `twice-${Date.now()}@example.com`;
    expect((await request.post(WAITLIST_PATHS.join, { data: { name: 'First', email } })).status()).toBe(201);
    await page.goto('/waitlist');
    await page.getByLabel('Name', { exact: true }).fill('Second');
    await page.getByLabel('Email', { exact: true }).first().fill(email.toUpperCase());
    await page.getByRole('button', { name: 'Join the waitlist' }).click();
    await expect(toast(page)).toContainText('Signup failed');
    await expect(toast(page)).toContainText('This email is already on the waitlist');
    await expect(toast(page)).toHaveCount(1);
  });

  test('shows "Please try again." when the server gives no message', async ({ page }) => {
    await page.route(`**${WAITLIST_PATHS.join}`, (route) => route.fulfill({ status: 500, body: '' }));
    await page.goto('/waitlist');
    await page.getByLabel('Name', { exact: true }).fill('Ada');
    await page.getByLabel('Email', { exact: true }).first().fill('ada@example.com');
    await page.getByRole('button', { name: 'Join the waitlist' }).click();
    await expect(toast(page)).toContainText('Signup failed');
    await expect(toast(page)).toContainText('Please try again.');
  });

  test('does nothing while a field is empty', async ({ page }) => {
    let posted = 0;
    page.on('request', (request) => {
      if (request.url().endsWith(WAITLIST_PATHS.join) && request.method() === 'POST') posted += 1;
    });
    await page.goto('/waitlist');
    await page.getByLabel('Name', { exact: true }).fill('Only A Name');
    await page.getByRole('button', { name: 'Join the waitlist' }).click();
    await page.getByLabel('Name', { exact: true }).fill('');
    await page.getByLabel('Email', { exact: true }).first().fill('only@example.com');
    await page.getByRole('button', { name: 'Join the waitlist' }).click();
    await page.waitForTimeout(500);
    expect(posted).toBe(0);
    await expect(toast(page)).toHaveCount(0);
  });
});
