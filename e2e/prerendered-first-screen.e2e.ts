import { expect, test, type Page } from '@playwright/test';

// Visitors without a session get the route's prerendered first screen in the HTML (README
// "Prerendered first screens"); the shell replaces it with the real page as soon as that commits.
const ROUTES = [
  { path: '/', text: 'Six AI agents, one startup package', link: 'Experience the Agentic AI Demo', next: '/agentic' },
  { path: '/dashboard', text: 'Please log in to see your dashboard, your startup profile and your ideas.', link: 'Go to Login', next: '/app' },
  // The journey demo's first frame, taken with its clock stopped: the real page starts from it.
  { path: '/demo', text: 'Complete Startup Journey Demo', link: 'Exit Demo', next: '/' },
  // Taken while its public event list loads: the page around the list, no events.
  { path: '/events-networking', text: 'Find startup events and workshops, meet founders, mentors and investors, and keep track of your connections.', link: 'Open the Networking Hub', next: '/events-networking/hub' },
] as const;

function recordConsoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

for (const width of [1280, 375]) {
  test.describe(`prerendered first screens at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 } });

    for (const { path, text, link, next } of ROUTES) {
      test(`${path}: the first HTML holds the snapshot, the real page replaces it and works`, async ({ page, request }) => {
        const html = await (await request.get(path, { headers: { accept: 'text/html' } })).text();
        expect(html).toContain('<div id="prerendered" inert aria-hidden="true">');
        expect(html.slice(html.indexOf('<div id="prerendered"'), html.indexOf('<div id="root">'))).toContain(text);

        const errors = recordConsoleErrors(page);
        await page.goto(path);
        await expect(page.locator('#prerendered')).toHaveCount(0);
        await expect(page.locator('#root')).toBeVisible();
        await expect(page.getByText(text)).toBeVisible();
        await page.getByRole('link', { name: link }).first().click();
        await expect(page).toHaveURL(next);
        expect(errors).toEqual([]);
      });
    }
  });
}

test('a signed-in visitor and a link with a query string get no snapshot', async ({ request }) => {
  const withSession = await (await request.get('/dashboard', { headers: { accept: 'text/html', cookie: 'founder_session=not-a-session' } })).text();
  expect(withSession).not.toContain('id="prerendered"');
  const withQuery = await (await request.get('/dashboard?tab=ideas', { headers: { accept: 'text/html' } })).text();
  expect(withQuery).not.toContain('id="prerendered"');
});

test("the events page's snapshot holds its loading line, never an event: the list comes from the API", async ({ page, request }) => {
  const html = await (await request.get('/events-networking', { headers: { accept: 'text/html' } })).text();
  const snapshot = html.slice(html.indexOf('<div id="prerendered"'), html.indexOf('<div id="root">'));
  expect(snapshot).toContain('>Loading events...</p>');
  await page.goto('/events-networking');
  await expect(page.locator('#prerendered')).toHaveCount(0);
  await expect(page.getByText('Loading events...')).toHaveCount(0);
});
