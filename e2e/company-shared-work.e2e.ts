import { expect, test } from '@playwright/test';
import { uniqueEmail } from './support/accounts';
import { createCompany } from './support/companies';
import { joinByInvitation, verifiedFounder } from './support/company-team';
import { createSelectedIdea } from './support/ideas';

const COMPANY = 'ShiftPlate Shared';

/** The team's UI (issue 32 items 4 and 6): a member picks the company's idea, comments on an assumption and a data-room document; the owner sees the badges. */
test("a commenter picks the company's idea, comments on a model assumption and a data-room document; the owner sees both counts", async ({ browser, baseURL }) => {
  const owner = await verifiedFounder(browser, baseURL!, 'Olivia Owner', uniqueEmail('owner'));
  const idea = await createSelectedIdea(owner, { ideaTitle: 'ShiftPlate meals' });
  const company = await createCompany(owner, idea.id, { companyName: COMPANY });

  // The member joins through the API: invited by the owner, the token from the email, accepted.
  const memberEmail = uniqueEmail('advisor');
  const member = await verifiedFounder(browser, baseURL!, 'Ada Advisor', memberEmail);
  await joinByInvitation({ owner, companyId: company.id, subject: `Olivia Owner invited you to ${COMPANY} on Founder Platform`, role: 'commenter' }, { page: member, email: memberEmail, baseURL: baseURL! });

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
  await expect(ownerView.getByText('Ada Advisor', { exact: true })).toBeVisible();
});
