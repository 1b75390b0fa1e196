import { expect, test, type Browser, type Page } from '@playwright/test';
import { COMMUNITY_PATHS, COMMUNITY_ROUTES, CONNECTION_GREETING, SIGN_IN_PAGE_PATH, type CommunityEvent, type NetworkingHubStats, type CursorPage } from '@founder/contracts';
import { delayCalls, expectToast, signUpInBrowser, uniqueEmail } from './support/accounts';

/** A signed-in founder in a browser of their own. */
async function founderBrowser(browser: Browser, baseURL: string | undefined, name: string): Promise<{ page: Page; id: number; email: string; name: string }> {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  const email = uniqueEmail(name.split(' ')[0].toLowerCase());
  const { id } = await signUpInBrowser(page, name, email);
  return { page, id, email, name };
}

async function openTab(page: Page, name: string) {
  await page.getByRole('tab', { name }).click();
}

function card(page: Page, name: string) {
  return page.getByRole('article', { name });
}

test.describe('/events-networking', () => {
  test('a founder creates a profile, finds another founder by skill, connects; the other accepts; both see the connection', async ({ browser, baseURL }) => {
    test.setTimeout(120_000);
    const skill = `Loomcraft${Date.now().toString(36)}`;
    const rita = await founderBrowser(browser, baseURL, 'Rita Receiver');
    const put = await rita.page.request.put(COMMUNITY_PATHS.networkingProfile, {
      data: { bio: 'Building tools for textile workshops', skills: ['Sales', skill, 'Rust', 'Design', 'Hiring'], lookingFor: ['cofounder'], stage: 'Seed' },
    });
    expect(put.status()).toBe(200);

    const ada = await founderBrowser(browser, baseURL, 'Ada Asker');
    await ada.page.goto(COMMUNITY_ROUTES.root);
    await openTab(ada.page, 'Networking');
    await ada.page.getByRole('button', { name: 'Create my profile' }).click();
    const form = ada.page.getByRole('form', { name: 'Networking profile' });
    await form.getByLabel('Bio').fill('Second-time founder looking for a technical co-founder');
    await form.getByLabel('Skills').fill('Fundraising, Go-to-market');
    await form.getByLabel('A co-founder').check();
    await form.getByLabel('LinkedIn URL').fill('linkedin.com/in/ada');
    await form.getByRole('button', { name: 'Save profile' }).click();
    await expect(form.getByText('Enter an http(s) link')).toBeVisible();
    await form.getByLabel('LinkedIn URL').fill('https://www.linkedin.com/in/ada');
    await form.getByRole('button', { name: 'Save profile' }).click();
    await expectToast(ada.page, 'Networking profile saved');
    await expect(ada.page.getByRole('button', { name: 'Edit my profile' })).toBeVisible();

    await ada.page.getByRole('textbox', { name: 'Search' }).fill(skill.toLowerCase());
    const ritaCard = card(ada.page, 'Rita Receiver');
    await expect(ritaCard).toBeVisible();
    await expect(ada.page.getByRole('article')).toHaveCount(1);
    // At most three skills, then '+n more'.
    await expect(ritaCard.getByLabel('Skills')).toHaveText(['Sales', skill, 'Rust', '+2 more'].join(''));
    await delayCalls(ada.page, `**${COMMUNITY_PATHS.connections()}`, 500);
    await ritaCard.getByRole('button', { name: 'Connect with Rita Receiver' }).click();
    await expect(ritaCard.getByRole('button', { name: 'Connect with Rita Receiver' })).toBeDisabled();
    await expectToast(ada.page, 'Connection request sent!', 'Your request has been sent successfully.');
    await expect(ritaCard.getByText('Request pending')).toBeVisible();

    await rita.page.goto(COMMUNITY_ROUTES.root);
    await openTab(rita.page, 'My Connections');
    const requests = rita.page.getByRole('region', { name: 'Requests for you' });
    await expect(requests.getByRole('heading')).toHaveText('Requests for you (1)');
    const fromAda = requests.getByRole('listitem', { name: 'Ada Asker' });
    await expect(fromAda).toContainText(CONNECTION_GREETING);
    await fromAda.getByRole('button', { name: 'Accept' }).click();
    await expectToast(rita.page, 'Connection accepted');
    const ritaConnections = rita.page.getByRole('region', { name: 'Connections', exact: true });
    await expect(ritaConnections.getByRole('listitem', { name: 'Ada Asker' })).toContainText(ada.email);
    await expect(requests.getByRole('heading')).toHaveText('Requests for you (0)');

    await ada.page.reload();
    await openTab(ada.page, 'My Connections');
    await expect(ada.page.getByRole('region', { name: 'Connections', exact: true }).getByRole('listitem', { name: 'Rita Receiver' })).toContainText(rita.email);
    await openTab(ada.page, 'Networking');
    await ada.page.getByRole('textbox', { name: 'Search' }).fill(skill);
    await expect(card(ada.page, 'Rita Receiver').getByText('Connected')).toBeVisible();
    await expect(card(ada.page, 'Rita Receiver').getByRole('link', { name: rita.email })).toBeVisible();
  });

  // Issue 29 item 12: the hub offered Connect to someone already connected.
  test('the networking hub shows Connected for a connection, not Connect', async ({ browser, baseURL }) => {
    const rita = await founderBrowser(browser, baseURL, 'Rita Hubmate');
    const ada = await founderBrowser(browser, baseURL, 'Ada Hubber');
    expect((await rita.page.request.put(COMMUNITY_PATHS.networkingProfile, { data: { bio: 'Looms and ledgers', skills: ['Sales'], lookingFor: ['cofounder'], stage: 'Seed' } })).status()).toBe(200);
    const asked = await ada.page.request.post(COMMUNITY_PATHS.connections(), { data: { receiverId: rita.id, message: CONNECTION_GREETING } });
    expect(asked.status()).toBe(201);
    const { id } = (await asked.json()) as { id: number };
    expect((await rita.page.request.patch(COMMUNITY_PATHS.connection(id), { data: { status: 'accepted' } })).status()).toBe(200);

    await ada.page.goto(COMMUNITY_ROUTES.hub);
    await expect(ada.page.getByLabel('My connections')).toContainText('1');
    await openTab(ada.page, 'Startups');
    const ritaCard = card(ada.page, 'Rita Hubmate');
    await expect(ritaCard.getByText('Connected', { exact: true })).toBeVisible();
    await expect(ritaCard.getByRole('button', { name: 'Connect with Rita Hubmate' })).toHaveCount(0);
  });

  test('founders register until the event is full; the next one is refused with the message; a cancellation frees the seat', async ({ browser, baseURL }) => {
    // Four founders' browsers on a shared two-core machine.
    test.setTimeout(240_000);
    const title = `Demo Night ${Date.now().toString(36)}`;
    const olivia = await founderBrowser(browser, baseURL, 'Olivia Organizer');
    await olivia.page.goto(COMMUNITY_ROUTES.root);
    await olivia.page.getByRole('button', { name: 'Create Event' }).click();
    const form = olivia.page.getByRole('form', { name: 'Create an event' });
    await form.getByLabel('Title').fill(title);
    await form.getByLabel('Description').fill('Five startups demo what they built this month.');
    await form.getByLabel('Category').selectOption('pitch_competition');
    const start = new Date(Date.now() + 3 * 86_400_000);
    const local = new Date(start.getTime() - start.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
    await form.getByLabel('Starts').fill(local);
    await form.getByLabel('Location').fill('Lisbon, Portugal');
    await form.getByLabel('Seats').fill('2');
    await form.getByLabel('Price (USD)').fill('0.00');
    await form.getByLabel('Tags').fill('Demo, Pitching');
    await form.getByLabel('Benefits').fill('Feedback from founders');
    await form.getByRole('button', { name: 'Create event' }).click();
    await expectToast(olivia.page, 'Event created');

    const search = async (page: Page) => {
      await page.goto(COMMUNITY_ROUTES.root);
      await page.getByRole('textbox', { name: 'Search' }).fill(title);
      await expect(page.getByRole('article')).toHaveCount(1);
      return card(page, title);
    };

    const shown = await search(olivia.page);
    for (const text of ['Startup', 'Pitch Competition', 'Lisbon, Portugal', 'by Olivia Organizer', 'Free', '0/2 attendees', 'Demo', 'Pitching', 'Feedback from founders']) {
      await expect(shown.getByText(text, { exact: true })).toBeVisible();
    }

    const first = await founderBrowser(browser, baseURL, 'Fiona First');
    const second = await founderBrowser(browser, baseURL, 'Sam Second');
    const third = await founderBrowser(browser, baseURL, 'Theo Third');
    const thirdCard = await search(third.page);
    await expect(thirdCard.getByText('0/2 attendees')).toBeVisible();

    const firstCard = await search(first.page);
    await delayCalls(first.page, '**/register', 500);
    await firstCard.getByRole('button', { name: `Register for ${title}` }).click();
    await expect(firstCard.getByRole('button', { name: `Register for ${title}` })).toBeDisabled();
    await expectToast(first.page, 'Registration successful!', "You've been registered for this event.");
    await expect(firstCard.getByText('Registered', { exact: true })).toBeVisible();
    await expect(firstCard.getByText('1/2 attendees')).toBeVisible();

    const secondCard = await search(second.page);
    await secondCard.getByRole('button', { name: `Register for ${title}` }).click();
    await expectToast(second.page, 'Registration successful!', "You've been registered for this event.");
    await expect(secondCard.getByText('2/2 attendees')).toBeVisible();

    // Theo's page still shows a free seat; the server refuses and the list is refreshed.
    await thirdCard.getByRole('button', { name: `Register for ${title}` }).click();
    await expectToast(third.page, 'Registration failed', 'This event is full: all seats are taken');
    await expect(thirdCard.getByRole('button', { name: 'Event Full' })).toBeDisabled();
    await expect(thirdCard.getByText('2/2 attendees')).toBeVisible();

    await firstCard.getByRole('button', { name: 'Cancel registration' }).click();
    await expectToast(first.page, 'Registration cancelled');
    await expect(firstCard.getByText('1/2 attendees')).toBeVisible();
    const event = (await (await third.page.request.get(COMMUNITY_PATHS.events({ search: title }))).json()).items[0] as CommunityEvent;
    expect(event.currentAttendees).toBe(1);
    const again = await search(third.page);
    await again.getByRole('button', { name: `Register for ${title}` }).click();
    await expectToast(third.page, 'Registration successful!', "You've been registered for this event.");
  });

  test('a visitor browses events and is sent to sign in to register or connect', async ({ page }) => {
    await page.goto(COMMUNITY_ROUTES.root);
    await expect(page.getByRole('article').first()).toBeVisible();
    await page.getByRole('button', { name: /^Register for / }).first().click();
    await expect(page).toHaveURL(new RegExp(`${SIGN_IN_PAGE_PATH}$`));
    await page.goBack();
    await page.getByRole('tab', { name: 'Networking' }).click();
    // The founders of the first test have public profiles; a visitor sees them without emails.
    await expect(page.getByRole('article').first()).toBeVisible();
    await expect(page.getByRole('link', { name: /@example\.com$/ })).toHaveCount(0);
    await page.getByRole('button', { name: /^Connect with / }).first().click();
    await expect(page).toHaveURL(new RegExp(`${SIGN_IN_PAGE_PATH}$`));
  });

  test('the networking hub shows figures counted by the service and its four tabs', async ({ browser, baseURL, page }) => {
    const mentor = await founderBrowser(browser, baseURL, `Mona Mentor ${Date.now().toString(36)}`);
    await mentor.page.request.put(COMMUNITY_PATHS.networkingProfile, { data: { bio: 'Twenty years of B2B sales', availableForMentoring: true } });
    await page.goto(COMMUNITY_ROUTES.root);
    await page.getByRole('link', { name: 'Open the Networking Hub' }).click();
    await expect(page).toHaveURL(new RegExp(`${COMMUNITY_ROUTES.hub}$`));
    await expect(page.getByRole('heading', { name: 'Networking Hub', level: 1 })).toBeVisible();
    const stats = (await (await page.request.get(COMMUNITY_PATHS.hub)).json()) as NetworkingHubStats;
    expect(stats.mentorsAvailable).toBeGreaterThanOrEqual(1);
    expect(stats.myConnections).toBe(0);
    for (const [label, value] of [['Members', stats.members], ['Upcoming events', stats.upcomingEvents], ['Mentors available', stats.mentorsAvailable], ['My connections', stats.myConnections]] as const) {
      await expect(page.getByLabel(label, { exact: true })).toContainText(String(value));
    }
    await expect(page.getByRole('article').first()).toBeVisible();
    await page.getByRole('tab', { name: 'Mentors' }).click();
    await expect(card(page, mentor.name)).toContainText('Mentor');
    await page.getByRole('tab', { name: 'Showcase' }).click();
    await expect(page.getByRole('article').first()).toContainText('Pitch Competition');
    await page.getByRole('tab', { name: 'Startups' }).click();
    await expect(card(page, mentor.name)).toBeVisible();
  });

  test("an event's own page, a missing event, and a path the area does not have", async ({ page }) => {
    const events = (await (await page.request.get(COMMUNITY_PATHS.events())).json()) as CursorPage<CommunityEvent>;
    const event = events.items[0];
    await page.goto(COMMUNITY_ROUTES.root);
    await page.getByRole('link', { name: event.title }).click();
    await expect(page).toHaveURL(new RegExp(`${COMMUNITY_ROUTES.event(event.id)}$`));
    await expect(page.getByRole('heading', { name: event.title, level: 1 })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('heading', { name: event.title, level: 1 })).toBeVisible();
    await page.goto(COMMUNITY_ROUTES.event(999999));
    await expect(page.getByRole('heading', { name: 'Event not found' })).toBeVisible();
    await page.goto(`${COMMUNITY_ROUTES.root}/nope`);
    await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
  });
});
