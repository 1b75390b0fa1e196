import { expect, test } from '@playwright/test';
import { IDEA_PATHS } from '@founder/contracts';
import { expectToast, PASSWORD, signUpInBrowser, uniqueEmail } from './support/accounts';
import { createCompany } from './support/companies';
import { createSelectedIdea } from './support/ideas';
import { linkIn, nextMailTo } from './support/mailbox';

const CONFIRM_SUBJECT = 'Confirm your email address for Founder Platform';

test.describe('A company team', () => {
  test('the owner invites a co-founder by email; the co-founder signs up from the link, confirms the address, accepts, and edits a slide the owner then sees', async ({ browser, baseURL }) => {
    // The owner: a verified address (only such an address may make the product mail others), an idea with its deck, a company on it.
    const owner = await (await browser.newContext({ baseURL })).newPage();
    const ownerEmail = uniqueEmail('owner');
    await signUpInBrowser(owner, 'Olivia Owner', ownerEmail);
    await owner.goto(linkIn(await nextMailTo(ownerEmail, CONFIRM_SUBJECT), `${baseURL}/app/verify-email?token=`));
    await expect(owner.getByRole('heading', { name: 'Email address confirmed' })).toBeVisible();
    const idea = await createSelectedIdea(owner);
    expect((await owner.request.post(IDEA_PATHS.document(idea.id, 'pitch-deck'))).status()).toBe(200);
    await createCompany(owner, idea.id, { companyName: 'ShiftPlate Team' });

    // Members tab: invite the co-founder as an editor; the invitation waits, pending.
    const cofounderEmail = uniqueEmail('cofounder');
    await owner.goto('/platform/team-and-partners');
    await owner.getByRole('tab', { name: 'Members' }).click();
    await expect(owner.getByRole('group', { name: 'Member Olivia Owner' }).getByText('Owner', { exact: true })).toBeVisible();
    await owner.getByRole('button', { name: 'Invite' }).click();
    const dialog = owner.getByRole('dialog', { name: 'Invite to the company' });
    await dialog.getByLabel('Email').fill(cofounderEmail);
    await dialog.getByRole('button', { name: 'Send invitation' }).click();
    await expectToast(owner, 'Invitation sent');
    await expect(owner.getByRole('group', { name: 'Pending invitations' }).getByText(cofounderEmail)).toBeVisible();

    // The co-founder: the email's link, a new account from it (it comes back to the invitation), the address confirmed, then accept.
    const invitation = await nextMailTo(cofounderEmail, 'Olivia Owner invited you to ShiftPlate Team on Founder Platform');
    const link = linkIn(invitation, `${baseURL}/invitations/`);
    const cofounder = await (await browser.newContext({ baseURL })).newPage();
    await cofounder.goto(link);
    await cofounder.getByRole('link', { name: 'Create an account' }).click();
    await cofounder.getByLabel('Name', { exact: true }).fill('Carl Cofounder');
    await cofounder.getByLabel('Email', { exact: true }).fill(cofounderEmail);
    await cofounder.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await cofounder.getByLabel('Confirm Password', { exact: true }).fill(PASSWORD);
    await cofounder.getByRole('button', { name: 'Create Account' }).click();
    await expect(cofounder).toHaveURL(link);
    await cofounder.goto(linkIn(await nextMailTo(cofounderEmail, CONFIRM_SUBJECT), `${baseURL}/app/verify-email?token=`));
    await expect(cofounder.getByRole('heading', { name: 'Email address confirmed' })).toBeVisible();
    await cofounder.goto(link);
    await cofounder.getByRole('button', { name: 'Accept the invitation' }).click();
    await expectToast(cofounder, 'You joined ShiftPlate Team as editor');
    await expect(cofounder).toHaveURL(/\/platform\/modules$/);

    // The co-founder edits a slide of the company's idea.
    await cofounder.evaluate(({ id, email }) => {
      window.localStorage.setItem('currentIdeaId', String(id));
      window.localStorage.setItem('userEmail', email);
    }, idea);
    await cofounder.goto('/pitch-deck');
    await cofounder.getByRole('button', { name: 'Edit slide Company Name' }).click();
    await cofounder.getByLabel('Slide content').fill('ShiftPlate: meals that follow your roster (edited by Carl)');
    await cofounder.getByRole('button', { name: 'Save' }).click();
    await expectToast(cofounder, 'Slide updated', 'Your changes have been saved.');

    // The owner sees it, and the co-founder among the members as an editor.
    await owner.goto('/pitch-deck');
    await expect(owner.locator('[data-slide="title"]').first()).toContainText('ShiftPlate: meals that follow your roster (edited by Carl)');
    await owner.goto('/platform/team-and-partners');
    await owner.getByRole('tab', { name: 'Members' }).click();
    await expect(owner.getByRole('group', { name: 'Member Carl Cofounder' }).getByLabel('Role')).toHaveValue('Editor');
  });
});
