import { expect, test, type Page } from '@playwright/test';

const PAGES = [
  { link: 'Terms of Service', footer: 'Terms', path: '/terms', headings: ['Your account', 'What you put in and what is generated', 'Sharing and your published website', 'Acceptable use', 'Leaving', 'The service as it is', 'Changes'] },
  {
    link: 'Privacy Policy',
    footer: 'Privacy',
    path: '/privacy',
    headings: ['What we store', 'Where it is kept', 'How long', 'Who sees it', 'Download or delete your data', 'Cookies and browser storage', 'Changes and questions'],
  },
] as const;

async function expectLegalPage(page: Page, { link, path, headings }: Pick<(typeof PAGES)[number], 'link' | 'path' | 'headings'>) {
  await expect(page).toHaveURL(path);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(link);
  await expect(page.getByText(/^Last updated: [A-Z][a-z]+ \d{1,2}, \d{4}$/)).toBeVisible();
  await expect(page.getByRole('heading', { level: 2 })).toHaveText([...headings]);
}

test.describe('Terms of Service and Privacy Policy', () => {
  for (const legal of PAGES) {
    test(`${legal.path} is reachable from the landing page's footer`, async ({ page }) => {
      await page.goto('/');
      await page.getByRole('contentinfo').getByRole('link', { name: legal.footer, exact: true }).click();
      await expectLegalPage(page, legal);
    });

    test(`${legal.path} opens from the sign-up form in a new tab, leaving the form as it was`, async ({ page, context }) => {
      await page.goto('/app');
      await page.getByRole('textbox', { name: 'Name' }).fill('Ada Founder');
      const opening = context.waitForEvent('page');
      await page.getByRole('link', { name: legal.link }).click();
      const opened = await opening;
      await expectLegalPage(opened, legal);
      await expect(page.getByRole('textbox', { name: 'Name' })).toHaveValue('Ada Founder');
    });
  }

  test('the Privacy Policy lists every cookie the platform sets', async ({ page }) => {
    await page.goto('/privacy');
    const names = page.getByRole('table', { name: 'Cookies' }).getByRole('row').locator('td:first-child');
    await expect(names).toHaveText(['founder_session', 'founder_device', 'founder_oauth_state', 'founder_owner', 'founder_bucket', 'founder_stored_idea']);
  });
});
