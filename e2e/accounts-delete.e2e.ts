import { expect, test } from '@playwright/test';
import { AUTH_PATHS, IDEA_PATHS } from '@founder/contracts';
import JSZip from 'jszip';
import { readFile } from 'node:fs/promises';
import { expectToast, PASSWORD, signUpInBrowser, uniqueEmail } from './support/accounts';
import { nextMailTo } from './support/mailbox';

const IDEA = {
  ideaTitle: 'LoomLedger',
  description: 'LoomLedger keeps the books of small textile workshops: it reads supplier invoices, tracks yarn stock and prices every order.',
  industry: 'SaaS',
  stage: 'MVP Development',
  targetMarket: 'SMB (Small-Medium Business)',
  problemStatement: 'Small workshops lose money on orders because nobody knows what the yarn in each order really cost.',
  solutionApproach: 'Invoice scanning that keeps a live stock of materials and a price calculator that uses it for every quote.',
  competitiveAdvantage: 'Built with weavers: it speaks their units (cones, kilos, metres) instead of generic inventory terms.',
  revenueModel: 'Subscription at $39 per month per workshop.',
};

test.describe('Leaving', () => {
  test('a founder downloads their data, deletes the account with their password, and nothing of theirs is served any more', async ({ page }) => {
    const email = uniqueEmail('leaving');
    await signUpInBrowser(page, 'Ada Leaving', email);
    const idea = await page.request.post(IDEA_PATHS.submit, { data: { ...IDEA, name: 'Ada Leaving', email } });
    expect(idea.status()).toBe(201);
    const ideaId = ((await idea.json()) as { id: number }).id;
    expect((await page.request.post(IDEA_PATHS.document(ideaId, 'business-plan'))).status()).toBe(200);
    const share = await page.request.post(IDEA_PATHS.shares(ideaId), { data: { kind: 'business-plan' } });
    expect(share.status()).toBe(201);
    const { token } = (await share.json()) as { token: string };
    expect((await page.request.get(IDEA_PATHS.shared(token))).status()).toBe(200);

    await page.goto('/profile/security');
    const downloading = page.waitForEvent('download');
    await page.getByRole('link', { name: 'Download my data' }).click();
    const zip = await JSZip.loadAsync(await readFile((await (await downloading).path())!));
    expect(Object.keys(zip.files).sort()).toEqual(
      ['account.json', 'community.json', 'companies.json', 'data-room.json', `ideas/${ideaId}.json`, 'investors.json', 'sites.json', 'startup-profile.json'].sort(),
    );
    expect(JSON.parse(await zip.file('account.json')!.async('string')).user.email).toBe(email);

    await page.getByRole('button', { name: 'Delete account' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete your account' });
    await dialog.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await dialog.getByRole('button', { name: 'Delete my account' }).click();
    await expectToast(page, 'Account deleted');
    await expect(page).toHaveURL(/\/app\?mode=signin$/);

    const mail = await nextMailTo(email, 'Your Founder Platform account is deleted');
    expect(mail.text).toContain('Your Founder Platform account has been deleted, as you asked.');
    expect((await page.request.get(IDEA_PATHS.shared(token))).status()).toBe(404);
    const signIn = await page.request.post(AUTH_PATHS.logIn, { data: { email, password: PASSWORD } });
    expect(signIn.status()).toBe(401);
  });
});
