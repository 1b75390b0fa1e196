import { expect, type Browser, type Page } from '@playwright/test';
import { COMPANY_MEMBERS_PATHS, type InvitedRole } from '@founder/contracts';
import { signUpInBrowser } from './accounts';
import { linkIn, nextMailTo } from './mailbox';

const CONFIRM_SUBJECT = 'Confirm your email address for Founder Platform';

/** A founder signed up in a browser of their own, their address confirmed from the email. */
export async function verifiedFounder(browser: Browser, baseURL: string, name: string, email: string): Promise<Page> {
  const page = await (await browser.newContext({ baseURL })).newPage();
  await signUpInBrowser(page, name, email);
  await page.goto(linkIn(await nextMailTo(email, CONFIRM_SUBJECT), `${baseURL}/app/verify-email?token=`));
  await expect(page.getByRole('heading', { name: 'Email address confirmed' })).toBeVisible();
  return page;
}

/** The member joins through the API: invited by the owner with `role`, the token from the email (`subject`), accepted. */
export async function joinByInvitation(
  invite: { owner: Page; companyId: number; subject: string; role: InvitedRole },
  member: { page: Page; email: string; baseURL: string },
): Promise<void> {
  expect((await invite.owner.request.post(COMPANY_MEMBERS_PATHS.invitations(invite.companyId), { data: { email: member.email, role: invite.role } })).status()).toBe(201);
  const token = linkIn(await nextMailTo(member.email, invite.subject), `${member.baseURL}/invitations/`).split('/invitations/')[1];
  expect((await member.page.request.post(COMPANY_MEMBERS_PATHS.accept(token))).status()).toBe(200);
}
