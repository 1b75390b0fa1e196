import { expect, test, type Browser, type Page } from '@playwright/test';
import { COMPANY_MEMBERS_PATHS } from '@founder/contracts';
import { signUpInBrowser, uniqueEmail } from './support/accounts';
import { createCompany } from './support/companies';
import { createSelectedIdea } from './support/ideas';
import { linkIn, nextMailTo } from './support/mailbox';

const CONFIRM_SUBJECT = 'Confirm your email address for Founder Platform';
const COMPANY = 'ShiftPlate Shared';

/** A founder signed up in a browser of their own, their address confirmed from the email. */
async function verifiedFounder(browser: Browser, baseURL: string, name: string, email: string): Promise<Page> {
  const page = await (await browser.newContext({ baseURL })).newPage();
  await signUpInBrowser(page, name, email);
  await page.goto(linkIn(await nextMailTo(email, CONFIRM_SUBJECT), `${baseURL}/app/verify-email?token=`));
  await expect(page.getByRole('heading', { name: 'Email address confirmed' })).toBeVisible();
  return page;
}

/** The team's UI (issue 32 items 4 and 6): a member picks the company's idea, comments on an assumption and a data-room document; the owner sees the badges. */
test("a commenter picks the company's idea, comments on a model assumption and a data-room document; the owner sees both counts", async ({ browser, baseURL }) => {
  const owner = await verifiedFounder(browser, baseURL!, 'Olivia Owner', uniqueEmail('owner'));
  const idea = await createSelectedIdea(owner, { ideaTitle: 'ShiftPlate meals' });
  const company = await createCompany(owner, idea.id, { companyName: COMPANY });

  // The member joins through the API: invited by the owner, the token from the email, accepted.
  const memberEmail = uniqueEmail('advisor');
  const member = await verifiedFounder(browser, baseURL!, 'Ada Advisor', memberEmail);
  expect((await owner.request.post(COMPANY_MEMBERS_PATHS.invitations(company.id), { data: { email: memberEmail, role: 'commenter' } })).status()).toBe(201);
  const token = linkIn(await nextMailTo(memberEmail, `Olivia Owner invited you to ${COMPANY} on Founder Platform`), `${baseURL}/invitations/`).split('/invitations/')[1];
  expect((await member.request.post(COMPANY_MEMBERS_PATHS.accept(token))).status()).toBe(200);

  // The picker lists the company's idea with its badge; the member picks it.
  await member.goto('/financial-modeling');
  const card = member.getByRole('article', { name: 'ShiftPlate meals' });
  await expect(card.getByTestId('idea-company')).toHaveText(`Company: ${COMPANY}`);
  await card.getByRole('button', { name: 'Select ShiftPlate meals' }).click();

  // A thread beside an assumption.
  await member.getByRole('button', { name: 'Comments on Monthly churn (%): 0 open' }).click();
  const assumption = member.getByRole('dialog', { name: 'Comments on Monthly churn (%)' });
  await assumption.getByRole('textbox', { name: 'New comment' }).fill('Is 6% churn a month right for shift workers?');
  await assumption.getByRole('button', { name: 'Comment', exact: true }).click();
  await expect(assumption.getByRole('listitem', { name: 'Thread: Is 6% churn a month right for shift workers?' })).toBeVisible();
  await member.keyboard.press('Escape');
  await expect(member.getByRole('button', { name: 'Comments on Monthly churn (%): 1 open' })).toBeVisible();

  // A thread beside a data-room document.
  await member.goto('/platform/data-room');
  await member.getByRole('button', { name: 'Comments on Cap Table: 0 open' }).click();
  const document = member.getByRole('dialog', { name: 'Comments on Cap Table' });
  await document.getByRole('textbox', { name: 'New comment' }).fill('Does this include the option pool?');
  await document.getByRole('button', { name: 'Comment', exact: true }).click();
  await expect(document.getByRole('listitem', { name: 'Thread: Does this include the option pool?' })).toBeVisible();

  // The owner sees both badges with their counts, and the member's thread.
  await owner.goto('/financial-modeling');
  await expect(owner.getByRole('button', { name: 'Comments on Monthly churn (%): 1 open' })).toBeVisible();
  await expect(owner.getByRole('button', { name: 'Comments on Gross margin (%): 0 open' })).toBeVisible();
  await owner.goto('/platform/data-room');
  await expect(owner.getByRole('button', { name: 'Comments on Cap Table: 1 open' })).toBeVisible();
  await owner.getByRole('button', { name: 'Comments on Cap Table: 1 open' }).click();
  const ownerView = owner.getByRole('dialog', { name: 'Comments on Cap Table' }).getByRole('listitem', { name: 'Thread: Does this include the option pool?' });
  await expect(ownerView.getByText('A member', { exact: true })).toBeVisible();
});
