import { expect, test, type Browser, type Page } from '@playwright/test';
import { COMMUNITY_PATHS, DATA_ROOM_PATHS, IDEA_PATHS, SITES_PATHS } from '@founder/contracts';
import { expectToast, signUpInBrowser, uniqueEmail } from './support/accounts';
import { createCompany } from './support/companies';
import { ideaInput } from './support/ideas';
import { linkIn, nextMailTo, subjectsReceivedBy } from './support/mailbox';

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
    await nextMailTo(rita.email, 'Sam Fourth accepted your connection request');
    expect((await subjectsReceivedBy(rita.email)).filter((subject) => subject.endsWith('wants to connect with you'))).toEqual(['Ada Asker wants to connect with you']);
  });

  test('a data-room access request, a site sign-up, a shared plan opened, and an event changed then cancelled each arrive by email', async ({ browser, baseURL }) => {
    test.setTimeout(120_000);
    const olga = await founderBrowser(browser, baseURL, 'Olga Owner');
    // Sign-ups of her site are mailed to a verified address only: she opens the link she was sent.
    const welcome = await nextMailTo(olga.email, 'Confirm your email address for Founder Platform');
    await olga.page.goto(linkIn(welcome, `${baseURL}/app/verify-email?token=`));
    await expect(olga.page.getByText(`Your email address ${olga.email} is verified.`)).toBeVisible();

    const idea = await olga.page.request.post(IDEA_PATHS.submit, { data: ideaInput({ email: olga.email }) });
    expect(idea.status()).toBe(201);
    const ideaId = ((await idea.json()) as { id: number }).id;
    const company = await createCompany(olga.page, ideaId, { companyName: 'Olga Foods' });
    const visitor = await (await browser.newContext({ baseURL })).newPage();

    // A data-room access request.
    const link = await olga.page.request.post(DATA_ROOM_PATHS.links, { data: { companyId: company.id, tier: 'team' } });
    expect(link.status()).toBe(201);
    const token = ((await link.json()) as { url: string }).url.split('/').pop()!;
    const asked = await visitor.request.post(DATA_ROOM_PATHS.sharedAccessRequests(token), { data: { name: 'Ken Thompson', email: 'ken@example.com', tier: 'investors', message: 'We lead seed rounds.' } });
    expect(asked.status()).toBe(201);
    const access = await nextMailTo(olga.email, 'Ken Thompson asks for access to the Olga Foods data room');
    expect(access.text).toContain('ken@example.com');

    // A sign-up on her published site.
    const slug = `olga-foods-${Date.now().toString(36)}`;
    const draft = await (await olga.page.request.get(SITES_PATHS.site(company.id))).json();
    expect((await olga.page.request.put(SITES_PATHS.site(company.id), { data: { template: draft.template, sections: draft.sections, slug, hostingPlan: draft.hostingPlan } })).status()).toBe(200);
    expect((await olga.page.request.put(SITES_PATHS.publication(company.id))).status()).toBe(200);
    await visitor.goto(SITES_PATHS.page(slug));
    await visitor.getByLabel('Get early access').fill('early@example.com');
    await visitor.getByRole('button', { name: 'Join the early-access list' }).click();
    await expect(visitor.getByRole('heading', { name: 'Thank you!' })).toBeVisible();
    const signUp = await nextMailTo(olga.email, 'New sign-up on Olga Foods');
    expect(signUp.text).toContain('early@example.com');

    // Her plan, shared and opened by a new visitor.
    expect((await olga.page.request.post(IDEA_PATHS.document(ideaId, 'business-plan'))).status()).toBe(200);
    const share = await olga.page.request.post(IDEA_PATHS.shares(ideaId), { data: { kind: 'business-plan', label: 'Seed investors' } });
    expect(share.status()).toBe(201);
    expect((await visitor.request.get(IDEA_PATHS.shared(((await share.json()) as { token: string }).token))).status()).toBe(200);
    await nextMailTo(olga.email, 'Your business plan "Seed investors" was opened');

    // An event a founder registered for, changed and then cancelled by its organizer.
    const rex = await founderBrowser(browser, baseURL, 'Rex Registrant');
    const created = await olga.page.request.post(COMMUNITY_PATHS.events(), {
      data: { title: 'Founder Breakfast', description: 'Coffee and pitches.', type: 'startup', category: 'pitch_competition', startDate: '2031-03-04T08:00:00.000Z', location: 'Lisbon', maxAttendees: 30, tags: [], benefits: [] },
    });
    expect(created.status()).toBe(201);
    const eventId = ((await created.json()) as { id: number }).id;
    expect((await rex.page.request.post(COMMUNITY_PATHS.eventRegistration(eventId))).status()).toBe(201);
    expect((await olga.page.request.patch(COMMUNITY_PATHS.event(eventId), { data: { startDate: '2031-03-05T08:00:00.000Z', location: 'Porto' } })).status()).toBe(200);
    const changed = await nextMailTo(rex.email, 'Changed: Founder Breakfast');
    expect(changed.text).toContain('Porto');
    expect((await olga.page.request.patch(COMMUNITY_PATHS.event(eventId), { data: { status: 'cancelled' } })).status()).toBe(200);
    await nextMailTo(rex.email, 'Cancelled: Founder Breakfast');
  });
});
