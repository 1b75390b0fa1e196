import { expect, test, type Browser, type Page } from '@playwright/test';
import { COMMUNITY_PATHS } from '@founder/contracts';
import { expectToast, signUpInBrowser, uniqueEmail } from './support/accounts';
import { linkIn, nextMailTo } from './support/mailbox';

/** A signed-in founder in a browser of their own. */
async function founderBrowser(browser: Browser, baseURL: string | undefined, name: string): Promise<{ page: Page; id: number; email: string }> {
  const page = await (await browser.newContext({ baseURL })).newPage();
  const email = uniqueEmail(name.split(' ')[0].toLowerCase());
  const { id } = await signUpInBrowser(page, name, email);
  return { page, id, email };
}

async function askToConnect(from: Page, receiverId: number, message: string): Promise<number> {
  const response = await from.request.post(COMMUNITY_PATHS.connections(), { data: { receiverId, message } });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { id: number }).id;
}

test.describe('Notifications by email', () => {
  test('a connection request arrives by email with a working unsubscribe link; the Notifications tab shows it off and its switch turns it back on and off', async ({ browser, baseURL }) => {
    const rita = await founderBrowser(browser, baseURL, 'Rita Receiver');
    const ada = await founderBrowser(browser, baseURL, 'Ada Asker');

    await askToConnect(ada.page, rita.id, 'Shall we compare notes on pricing?');
    const mail = await nextMailTo(rita.email, 'Ada Asker wants to connect with you');
    expect(mail.text).toContain('Their message: "Shall we compare notes on pricing?"');
    const unsubscribe = linkIn(mail, `${baseURL}/app/unsubscribe?token=`);
    // mailparser gathers the List-* headers under `list`.
    expect(mail.headers['list']).toContain(unsubscribe);

    await rita.page.goto(unsubscribe);
    await expect(rita.page.getByText('You will no longer get emails about: Connection requests. You can turn them back on in your profile.')).toBeVisible();
    await rita.page.getByRole('link', { name: 'Manage notifications' }).click();
    await expect(rita.page).toHaveURL(/\/profile\/notifications$/);
    const requests = rita.page.getByRole('switch', { name: 'Connection requests', exact: true });
    await expect(requests).not.toBeChecked();
    await expect(rita.page.getByRole('switch', { name: 'Accepted connection requests' })).toBeChecked();

    // Back on, then off again with the switch: each change is saved and said so.
    await requests.click();
    await expectToast(rita.page, 'Notifications updated', 'Your email notification settings have been saved.');
    await expect(requests).toBeChecked();
    await requests.click();
    await expectToast(rita.page, 'Notifications updated', 'Your email notification settings have been saved.');
    await expect(requests).not.toBeChecked();
    await rita.page.reload();
    await expect(rita.page.getByRole('switch', { name: 'Connection requests', exact: true })).not.toBeChecked();

    // Switched off, a request sends nothing: the next message to Rita is the acceptance that came after it.
    const tom = await founderBrowser(browser, baseURL, 'Tom Third');
    await askToConnect(tom.page, rita.id, 'Hello from Tom');
    const sam = await founderBrowser(browser, baseURL, 'Sam Fourth');
    const asked = await askToConnect(rita.page, sam.id, 'Hello Sam');
    expect((await sam.page.request.patch(COMMUNITY_PATHS.connection(asked), { data: { status: 'accepted' } })).status()).toBe(200);
    expect((await nextMailTo(rita.email)).subject).toBe('Sam Fourth accepted your connection request');
  });
});
