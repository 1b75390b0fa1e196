import { expect, test } from '@playwright/test';
import { expectToast, uniqueEmail } from './support/accounts';
import { createCompany } from './support/companies';
import { joinByInvitation, verifiedFounder } from './support/company-team';
import { createSelectedIdea } from './support/ideas';

const COMPANY = 'ShiftPlate Moves';

/** Issue 32 item 2: an idea made outside a company stays personal until its founder moves it into one; then the team sees it. */
test('a founder moves a personal idea into their company from Edit; a co-founder finds it in the picker with the company badge; the owner deletes the company and keeps the idea', async ({ browser, baseURL }) => {
  const owner = await verifiedFounder(browser, baseURL!, 'Olivia Owner', uniqueEmail('owner'));
  const first = await createSelectedIdea(owner, { ideaTitle: 'ShiftPlate first' });
  const company = await createCompany(owner, first.id, { companyName: COMPANY });
  const memberEmail = uniqueEmail('member');
  const member = await verifiedFounder(browser, baseURL!, 'Carl Cofounder', memberEmail);
  await joinByInvitation({ owner, companyId: company.id, subject: `Olivia Owner invited you to ${COMPANY} on Founder Platform`, role: 'editor' }, { page: member, email: memberEmail, baseURL: baseURL! });

  // A second idea, made later: personal; the co-founder does not see it.
  const later = await createSelectedIdea(owner, { ideaTitle: 'ShiftPlate later' });
  await member.goto('/business-plan');
  await expect(member.getByRole('article', { name: 'ShiftPlate first' })).toBeVisible();
  await expect(member.getByRole('article', { name: 'ShiftPlate later' })).toHaveCount(0);

  await owner.goto('/business-plan');
  await expect(owner.getByRole('heading', { level: 1, name: later.ideaTitle })).toBeVisible();
  await owner.getByRole('button', { name: 'Edit company details' }).click();
  const dialog = owner.getByRole('dialog', { name: 'Company details' });
  await dialog.getByLabel('Move into a company').selectOption({ label: COMPANY });
  await expect(dialog.getByText(`${COMPANY}'s owner becomes the idea's owner.`)).toBeVisible();
  await dialog.getByRole('button', { name: 'Move' }).click();
  await expectToast(owner, 'Idea moved', `${COMPANY}'s team can now work on it.`);

  // Moved for good: the dialog no longer offers it, and the co-founder's picker lists it with the company.
  await owner.getByRole('button', { name: 'Edit company details' }).click();
  await expect(owner.getByRole('dialog', { name: 'Company details' }).getByLabel('Move into a company')).toHaveCount(0);
  await member.reload();
  await expect(member.getByRole('article', { name: 'ShiftPlate later' }).getByText(`Company: ${COMPANY}`)).toBeVisible();

  // The editor has no Delete company; the owner deletes it once its name is typed, and keeps the idea as their own.
  await member.goto('/platform/settings');
  await expect(member.getByRole('button', { name: 'Save changes' })).toBeVisible();
  await expect(member.getByRole('button', { name: 'Delete company' })).toHaveCount(0);
  await owner.goto('/platform/settings');
  const confirm = owner.getByRole('button', { name: 'Delete company' });
  await expect(confirm).toBeDisabled();
  await owner.getByLabel(`Type ${COMPANY} to confirm`).fill(COMPANY);
  await confirm.click();
  await expectToast(owner, 'Company deleted', `${COMPANY} and its workspace are gone.`);
  await expect(owner.getByRole('heading', { name: 'Set up your company' })).toBeVisible();
  await member.goto('/business-plan');
  await expect(member.getByText('No ideas submitted with your account yet.')).toBeVisible();
  await owner.goto('/business-plan');
  await expect(owner.getByRole('heading', { level: 1, name: later.ideaTitle })).toBeVisible();
});
