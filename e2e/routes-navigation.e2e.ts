import { expect, test, type Page } from '@playwright/test';
import { AUTH_PATHS, serviceForPath } from '@founder/contracts';
import { signUpInBrowser, uniqueEmail } from './support/accounts';

const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main' });

const SIGNED_IN_LINKS = [
  ['Dashboard', '/dashboard'],
  ['Platform', '/platform'],
  ['Events & Networking', '/events-networking'],
  ['Profile & Settings', '/profile'],
] as const;

const IDEA_TOOLS = [
  ['Submit Idea', '/submit-idea'],
  ['Business Plan', '/business-plan'],
  ['Pitch Deck', '/pitch-deck'],
  ['Financial Model', '/financial-modeling'],
  ['Market Research', '/market-research'],
] as const;

test.describe("the shell's app header", () => {
  test('signed out: Log in and Launch App, both to /app, and nothing of a signed-in founder', async ({ page }) => {
    await page.goto('/submit-idea');
    const nav = mainNav(page);
    await expect(nav.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/app');
    await expect(nav.getByRole('link', { name: 'Launch App' })).toHaveAttribute('href', '/app');
    await expect(nav.getByRole('link', { name: 'Founder Platform, home' })).toHaveAttribute('href', '/');
    await expect(nav.getByRole('button', { name: 'Sign out' })).toHaveCount(0);
    await expect(nav.getByRole('link', { name: 'Dashboard' })).toHaveCount(0);
  });

  test('not on the landing page or the demos, which have their own headers', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // The one 'Main' navigation on '/' is the landing page's own (mfe-demos).
    await expect(page.locator('[data-remote="mfe-demos"]').getByRole('navigation', { name: 'Main' })).toHaveCount(1);
    await expect(mainNav(page)).toHaveCount(1);
    for (const path of ['/demo', '/agentic']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Founder Platform, home' })).toHaveCount(0);
    }
  });

  test("adds no request to '/' beyond the session check, and logs nothing of its own", async ({ page }) => {
    const apiCalls: string[] = [];
    const messages: string[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (serviceForPath(pathname)) apiCalls.push(pathname);
    });
    page.on('console', (message) => messages.push(message.text()));
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(apiCalls).toEqual([AUTH_PATHS.me]);
    // The signed-out session check answers null, not 401: nothing at all is logged (issue 16).
    expect(messages).toEqual([]);
  });

  test('signed in: the ways around the app, the idea tools behind one button, and Sign out clears the user and the stored idea', async ({ page }) => {
    await signUpInBrowser(page, 'Header Founder', uniqueEmail('header'));
    await page.goto('/dashboard');
    await page.evaluate(() => {
      localStorage.setItem('userEmail', 'founder@example.com');
      localStorage.setItem('currentIdeaId', '7');
      localStorage.setItem('platformCompanyData', '{}');
    });
    const nav = mainNav(page);
    for (const [name, href] of SIGNED_IN_LINKS) await expect(nav.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
    await expect(nav.getByRole('link', { name: 'Dashboard', exact: true })).toHaveAttribute('aria-current', 'page');
    await expect(nav.getByRole('link', { name: 'Log in' })).toHaveCount(0);

    const tools = nav.getByRole('button', { name: 'Idea Tools' });
    await expect(tools).toHaveAttribute('aria-expanded', 'false');
    await tools.click();
    await expect(tools).toHaveAttribute('aria-expanded', 'true');
    for (const [name, href] of IDEA_TOOLS) await expect(nav.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
    await nav.getByRole('link', { name: 'Pitch Deck', exact: true }).click();
    await expect(page).toHaveURL(/\/pitch-deck$/);
    await expect(tools).toHaveAttribute('aria-expanded', 'false');

    await nav.getByRole('button', { name: 'Sign out' }).click();
    await expect(page).toHaveURL(/\/app\?mode=signin$/);
    await expect(nav.getByRole('link', { name: 'Log in' })).toBeVisible();
    expect(await page.evaluate(() => [localStorage.getItem('userEmail'), localStorage.getItem('currentIdeaId'), localStorage.getItem('platformCompanyData')])).toEqual([
      null,
      null,
      null,
    ]);
    expect(await (await page.request.get(AUTH_PATHS.me)).text()).toBe('null');
  });

  test('keyboard: every control is reachable, the idea tools open with Enter and close with Escape', async ({ page }) => {
    await signUpInBrowser(page, 'Keyboard Founder', uniqueEmail('keyboard'));
    await page.goto('/platform');
    const nav = mainNav(page);
    await expect(nav.getByRole('link', { name: 'Dashboard', exact: true })).toBeVisible();
    const tabOrder = [
      nav.getByRole('link', { name: 'Founder Platform, home' }),
      nav.getByRole('link', { name: 'Dashboard', exact: true }),
      nav.getByRole('button', { name: 'Idea Tools' }),
      nav.getByRole('link', { name: 'Platform', exact: true }),
      nav.getByRole('link', { name: 'Events & Networking' }),
      nav.getByRole('link', { name: 'Profile & Settings' }),
      nav.getByRole('button', { name: 'Sign out' }),
    ];
    for (const control of tabOrder) {
      await page.keyboard.press('Tab');
      await expect(control).toBeFocused();
    }

    const tools = nav.getByRole('button', { name: 'Idea Tools' });
    await tools.focus();
    await page.keyboard.press('Enter');
    await expect(nav.getByRole('link', { name: 'Submit Idea' })).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(nav.getByRole('link', { name: 'Submit Idea' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(nav.getByRole('link', { name: 'Submit Idea' })).toHaveCount(0);
    await expect(tools).toBeFocused();
  });

  test('phone width: the links fold into a menu behind a burger', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await signUpInBrowser(page, 'Phone Founder', uniqueEmail('phone'));
    await page.goto('/events-networking');
    const nav = mainNav(page);
    const burger = nav.getByRole('button', { name: 'Open menu' });
    await expect(burger).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Platform', exact: true })).toBeHidden();
    await burger.click();
    await expect(nav.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
    for (const [name, href] of [...SIGNED_IN_LINKS, ...IDEA_TOOLS]) {
      await expect(nav.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
    }
    await expect(nav.getByRole('button', { name: 'Sign out' })).toBeVisible();
    await nav.getByRole('link', { name: 'Market Research', exact: true }).click();
    await expect(page).toHaveURL(/\/market-research$/);
    await expect(nav.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
    await expect(nav.getByRole('link', { name: 'Market Research', exact: true })).toBeHidden();
  });
});
