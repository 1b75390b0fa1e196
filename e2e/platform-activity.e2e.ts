import { expect, test } from '@playwright/test';
import { DATA_ROOM_PATHS, IDEA_PATHS, PLATFORM_ROUTES, SITES_PATHS } from '@founder/contracts';
import { signUpInBrowser, uniqueEmail } from './support/accounts';
import { createCompany } from './support/companies';
import { createSelectedIdea } from './support/ideas';

const PDF = Buffer.from('%PDF-1.4\n%\xe2\xe3\xcf\xd3\n1 0 obj <</Type /Catalog /Pages 2 0 R>> endobj\n2 0 obj <</Type /Pages /Kids [] /Count 0>> endobj\n', 'latin1');

test.describe('platform activity', () => {
  test("a founder generates the plan, uploads a file and publishes the site; the Activity page tells each, newest first, by the founder's name, linking to the part", async ({ page }) => {
    test.slow();
    await page.goto('/');
    await signUpInBrowser(page, 'Ada Lovelace', uniqueEmail('activity'));
    const idea = await createSelectedIdea(page);
    const slug = `loomledger-${Date.now().toString(36)}`;
    const company = await createCompany(page, idea.id, { companyName: 'LoomLedger' });

    expect((await page.request.post(IDEA_PATHS.document(idea.id, 'business-plan'))).status()).toBe(200);
    const upload = await page.request.post(DATA_ROOM_PATHS.documents, {
      multipart: { companyId: String(company.id), name: 'Cap table', file: { name: 'cap-table.pdf', mimeType: 'application/pdf', buffer: PDF } },
    });
    expect(upload.status()).toBe(201);
    const draft = await (await page.request.get(SITES_PATHS.site(company.id))).json();
    expect((await page.request.put(SITES_PATHS.site(company.id), { data: { template: draft.template, sections: draft.sections, slug, hostingPlan: draft.hostingPlan } })).status()).toBe(200);
    expect((await page.request.put(SITES_PATHS.publication(company.id))).status()).toBe(200);

    await page.goto(PLATFORM_ROUTES.modules);
    await page.getByRole('navigation', { name: 'Platform steps' }).getByRole('link', { name: 'Activity' }).click();
    await expect(page).toHaveURL(/\/platform\/activity$/);
    const feed = page.getByRole('list', { name: 'Company activity' });
    await expect(feed.getByRole('listitem')).toHaveCount(3);
    await expect(feed.getByRole('listitem').nth(0)).toContainText('Ada Lovelace published the website of LoomLedger');
    await expect(feed.getByRole('listitem').nth(1)).toContainText('Ada Lovelace uploaded Cap table to the data room of LoomLedger');
    await expect(feed.getByRole('listitem').nth(2)).toContainText('Ada Lovelace generated the business plan of LoomLedger');
    await expect(feed.getByRole('button', { name: 'Load more' })).toHaveCount(0);

    await feed.getByRole('link', { name: 'Ada Lovelace uploaded Cap table to the data room of LoomLedger' }).click();
    await expect(page).toHaveURL(/\/platform\/data-room$/);
  });
});
