import { expect, test, type Page } from '@playwright/test';
import { COMPANIES_PATHS, PLATFORM_ROUTES } from '@founder/contracts';
import { expectToast, signUpInBrowser, uniqueEmail } from './support/accounts';

/** A small real PDF, with bytes of every value so any re-encoding on the way would show. */
const PDF = Buffer.concat([
  Buffer.from('%PDF-1.4\n1 0 obj <</Type /Catalog /Pages 2 0 R>> endobj\n2 0 obj <</Type /Pages /Kids [] /Count 0>> endobj\n'),
  Buffer.from(Array.from({ length: 256 }, (_, index) => index)),
  Buffer.from('\ntrailer <</Root 1 0 R>>\n%%EOF\n'),
]);

/** When set, screenshots of each screen at 1280 and 375 px go to this folder (to look at, not asserted). */
const SHOTS = process.env['DATA_ROOM_SCREENSHOTS'];
async function shoot(page: Page, name: string): Promise<void> {
  if (!SHOTS) return;
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

test.describe('platform data room', () => {
  test('a founder uploads a PDF, shares a link, a signed-out visitor opens it, the view is logged, and a revoked link is dead', async ({ page, browser }) => {
    test.slow();
    await page.goto('/');
    await signUpInBrowser(page, 'Ada Founder', uniqueEmail('dataroom'));
    const company = await page.request.post(COMPANIES_PATHS.companies, {
      data: { companyName: 'LoomLedger', description: 'Books and pricing for small textile workshops, from real yarn costs.', industry: 'SaaS', stage: 'Seed', location: 'Leeds, UK', teamSize: 'Solo Founder' },
    });
    expect(company.status()).toBe(201);

    // A new room: the six expected documents, all missing.
    await page.goto(PLATFORM_ROUTES.dataRoom);
    await expect(page.getByLabel('Total Documents', { exact: true })).toContainText('6');
    await expect(page.getByLabel('Missing', { exact: true })).toContainText('6');
    await expect(page.getByLabel('Completion Rate', { exact: true })).toContainText('0%');
    const deck = page.locator('[aria-label="Pitch Deck"]');
    await expect(deck.locator('[data-status="missing"]')).toBeVisible();
    await shoot(page, 'overview-empty');

    // Upload a PDF into the Pitch Deck placeholder, then mark it complete.
    const chooser = page.waitForEvent('filechooser');
    await deck.getByRole('button', { name: 'Upload Pitch Deck' }).click();
    await (await chooser).setFiles({ name: 'Pitch Deck.pdf', mimeType: 'application/pdf', buffer: PDF });
    await expectToast(page, 'Document uploaded', 'Pitch Deck is in your data room.');
    await expect(deck.locator('[data-status="draft"]')).toBeVisible();
    await deck.getByLabel('Status of Pitch Deck').click();
    await page.getByRole('option', { name: 'complete' }).click();
    await expect(deck.locator('[data-status="complete"]')).toBeVisible();
    await expect(page.getByLabel('Completion Rate', { exact: true })).toContainText('17%');
    await shoot(page, 'overview-uploaded');

    // By Category: search by category, filter by type.
    await page.getByRole('tab', { name: 'By Category' }).click();
    await page.getByLabel('Search documents').fill('financials');
    await expect(page.getByRole('heading', { name: 'Financials (2)' })).toBeVisible();
    await expect(page.locator('[aria-label="Pitch Deck"]')).toHaveCount(0);
    await shoot(page, 'by-category');

    // Share the room with investors.
    await page.getByRole('tab', { name: 'Access Management' }).click();
    await page.getByLabel('Label').fill('Seed investors');
    await page.getByRole('button', { name: 'Create link' }).click();
    const address = (await page.getByTestId('new-link-url').textContent())!;
    expect(address).toMatch(/\/data-room\/[A-Za-z0-9_-]{43}$/);
    await shoot(page, 'access-management');

    // A visitor without an account, in a browser of their own.
    const visitorContext = await browser.newContext();
    const visitor = await visitorContext.newPage();
    await visitor.goto(address);
    await expect(visitor.getByRole('heading', { level: 1, name: 'LoomLedger data room' })).toBeVisible();
    await visitor.getByLabel('Your name').fill('Grace Hopper');
    await visitor.getByLabel('Your email').fill('grace@example.com');
    await visitor.getByRole('button', { name: 'Open data room' }).click();
    const shared = visitor.locator('[aria-label="Pitch Deck"]');
    await expect(shared).toBeVisible();
    await expect(visitor.locator('[aria-label="Cap Table"]')).toHaveCount(0);
    const view = await shared.getByRole('link', { name: 'View' }).getAttribute('href');
    const file = await visitor.request.get(view!);
    expect(file.headers()['content-type']).toBe('application/pdf');
    expect(Buffer.compare(await file.body(), PDF)).toBe(0);
    await expect(visitor.getByRole('combobox', { name: 'Access you need' })).toHaveValue('Team Members (Full Access)');
    await visitor.getByRole('button', { name: 'Request access' }).click();
    await expect(visitor.getByText('Request sent')).toBeVisible();
    await shoot(visitor, 'link-page');

    // The owner sees who opened what, and by which link, and approves the request.
    await page.reload();
    const log = page.getByTestId('view-log-entry');
    await expect(log.filter({ hasText: 'Grace Hopper (grace@example.com) viewed Pitch Deck' })).toContainText('by Seed investors (Investors)');
    await expect(log.filter({ hasText: 'Grace Hopper (grace@example.com) opened the data room' })).toBeVisible();
    const request = page.locator('[aria-label="Request from Grace Hopper"]');
    await request.getByRole('button', { name: 'Approve' }).click();
    await expectToast(page, 'Access approved', 'Send Grace Hopper the new link.');
    await expect(request.getByText('approved')).toBeVisible();
    await expect(page.getByText('Send Grace Hopper this link')).toBeVisible();

    // Revoked: the link page is dead at once.
    await page.locator('[aria-label="Link Seed investors"]').getByRole('button', { name: 'Revoke' }).click();
    await expectToast(page, 'Link revoked', 'It no longer opens your data room.');
    await expect(page.locator('[aria-label="Link Seed investors"]').getByText('revoked')).toBeVisible();
    await visitor.reload();
    await expect(visitor.getByText('This data room link is no longer available')).toBeVisible();
    expect((await visitor.request.get(view!)).status()).toBe(404);
    await visitorContext.close();
  });
});
