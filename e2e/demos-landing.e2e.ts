import { expect, test, type Page } from '@playwright/test';
import { openOnPausedClock, recordRequests } from './support/demo-clock';

const AGENTS = [
  ['visionary', 'Visionary Agent', '45s'],
  ['researcher', 'Market Research Agent', '2m'],
  ['strategist', 'Business Strategist Agent', '90s'],
  ['financial', 'Financial Modeling Agent', '2m'],
  ['designer', 'Pitch Deck Designer Agent', '75s'],
  ['documenter', 'Document Generator Agent', '90s'],
] as const;

const agent = (page: Page, id: string) => page.getByTestId(`agent-${id}`);

test.describe('landing page', () => {
  test('has the anchors, the links, the sections and a footer without dead ends', async ({ page }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: 'Agents' })).toHaveAttribute('href', '#agents');
    await expect(nav.getByRole('link', { name: 'How it works' })).toHaveAttribute('href', '#how-it-works');
    await expect(nav.getByRole('link', { name: 'Journey Demo' })).toHaveAttribute('href', '/demo');
    await expect(nav.getByRole('link', { name: 'Agentic AI' })).toHaveAttribute('href', '/agentic');
    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/app');
    await expect(header.getByRole('link', { name: 'Launch App' })).toHaveAttribute('href', '/app');

    const hero = page.getByTestId('hero');
    await expect(hero.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(hero.getByRole('link', { name: 'Experience the Agentic AI Demo' })).toHaveAttribute('href', '/agentic');
    await expect(hero.getByRole('link', { name: 'Launch App' })).toHaveAttribute('href', '/app');

    await expect(page.locator('#agents')).toBeVisible();
    for (const [id, name, time] of AGENTS) {
      const card = page.getByTestId(`agent-card-${id}`);
      await expect(card.getByRole('heading', { name, exact: true })).toBeVisible();
      await expect(card.getByLabel(`Estimated time ${time}`)).toHaveText(time);
    }
    await expect(page.getByRole('link', { name: 'Learn About Agents' })).toHaveAttribute('href', '#agents');

    const howItWorks = page.locator('#how-it-works');
    await expect(howItWorks.getByRole('heading', { name: 'How Our AI Agents Work Together' })).toBeVisible();
    await expect(howItWorks.getByRole('heading', { level: 3 })).toHaveText([
      'Idea Clarification',
      'Market Intelligence',
      'Strategic Planning',
      'Financial Modeling',
      'Presentation Design',
      'Documentation',
    ]);
    await expect(page.locator('#benefits').getByRole('heading', { level: 3 })).toHaveText(['50x Faster', '500+ Sources', 'VC Standard']);
    await expect(page.getByRole('link', { name: 'Try Agentic AI Platform' })).toHaveAttribute('href', '/agentic');

    const footer = page.getByRole('contentinfo');
    const platform = footer.getByRole('navigation', { name: 'Platform' });
    expect(await platform.getByRole('link').evaluateAll((links) => links.map((link) => link.getAttribute('href')))).toEqual(['/agentic', '/app', '/demo']);
    await expect(footer.getByRole('link', { name: 'Documentation' })).toHaveAttribute('href', '#how-it-works');
    await expect(footer.getByRole('link', { name: 'About' })).toHaveAttribute('href', '#agents');
    for (const placeholder of ['API', 'Support', 'Blog', 'Careers']) {
      await expect(footer.getByRole('link', { name: placeholder })).toHaveCount(0);
      await expect(footer.getByText(placeholder, { exact: true }).locator('..')).toContainText('coming soon');
    }
    // Every link on the page goes somewhere: a route or a section that exists.
    const hrefs = await page.getByRole('link').evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    for (const href of hrefs) {
      expect(href).toMatch(/^(\/|\/app|\/demo|\/agentic|\/terms|\/privacy|#agents|#how-it-works)$/);
    }
  });

  test('the Learn About Agents link scrolls to the agents section, by keyboard too', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('link', { name: 'Learn About Agents' }).focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/#agents$/);
    await expect(page.getByRole('heading', { name: 'Meet your AI founding team' })).toBeInViewport();
  });

  test('the embedded demo runs to its summary, making no network call', async ({ page }) => {
    await openOnPausedClock(page, '/');
    const requests = recordRequests(page);
    const start = page.getByRole('button', { name: 'Start AI Agent Demo' });
    await expect(page.getByText('0/6 Complete')).toBeVisible();

    await start.click();
    const running = page.getByRole('button', { name: 'Demo Running...' });
    await expect(running).toBeDisabled();

    // The demo starts 500 ms after the press.
    await page.clock.runFor(400);
    await expect(agent(page, 'visionary')).toHaveAttribute('data-status', 'idle');
    await page.clock.runFor(100);
    await expect(agent(page, 'visionary')).toHaveAttribute('data-status', 'working');

    // The visionary completes 3.0 s after the start.
    await page.clock.runFor(2900);
    await expect(agent(page, 'visionary')).toHaveAttribute('data-status', 'working');
    await page.clock.runFor(100);
    await expect(agent(page, 'visionary')).toHaveAttribute('data-status', 'complete');
    await expect(agent(page, 'visionary').getByTestId('agent-task')).toHaveText('Analysis complete ✓');
    await expect(page.getByText('1/6 Complete')).toBeVisible();
    await expect(page.getByTestId('output-problem-definition')).toContainText('73%');
    await expect(page.getByText('Handed off to Market Research Agent')).toBeVisible();

    // The researcher: not complete 7.4 s after the start, complete at 7.5 s.
    await page.clock.runFor(4400);
    await expect(agent(page, 'researcher')).toHaveAttribute('data-status', 'working');
    await page.clock.runFor(100);
    await expect(agent(page, 'researcher')).toHaveAttribute('data-status', 'complete');
    await expect(page.getByText('2/6 Complete')).toBeVisible();

    // Overall progress +2 every 200 ms: 98 at 9.8 s, 100 and the summary at 10 s.
    await page.clock.runFor(2300);
    const overall = page.getByRole('progressbar', { name: 'Overall progress' });
    await expect(overall).toHaveAttribute('aria-valuenow', '98');
    await expect(page.getByTestId('demo-summary')).toHaveCount(0);
    await page.clock.runFor(200);
    await expect(overall).toHaveAttribute('aria-valuenow', '100');
    const summary = page.getByTestId('demo-summary');
    await expect(summary).toBeVisible();
    for (const text of ['47-page', 'business plan', '10-slide', 'pitch deck', '$45M', 'Year 5 ARR', '4.2x', 'LTV/CAC']) {
      await expect(summary.getByText(text, { exact: true })).toBeVisible();
    }
    await expect(summary.getByRole('link', { name: 'Launch Your Own Startup' })).toHaveAttribute('href', '/app');

    // The last agent completes at 19.5 s; every hand-off is marked; the button stays disabled.
    await page.clock.fastForward(9500);
    await expect(page.getByText('6/6 Complete')).toBeVisible();
    for (const [, name] of AGENTS.slice(1)) {
      await expect(page.getByText(`Handed off to ${name}`)).toBeVisible();
    }
    for (const id of ['strategist', 'financial', 'designer', 'documenter']) {
      await expect(agent(page, id)).toHaveAttribute('data-status', 'complete');
    }
    await expect(page.getByRole('button', { name: 'Start AI Agent Demo' })).toBeDisabled();
    await expect(page.locator('[data-testid^="output-"]')).toHaveCount(6);

    requests.expectNoApiOrForeignCall();
  });
});

test('the embedded demo respects prefers-reduced-motion', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await openOnPausedClock(page, '/');
  await page.getByRole('button', { name: 'Start AI Agent Demo' }).click();
  await page.clock.runFor(1000);
  await expect(page.getByTestId('agent-visionary')).toHaveAttribute('data-status', 'working');
  // No animated stripes, no progress transition.
  await expect(page.locator('[data-animated]')).toHaveCount(0);
  const transition = await page.getByRole('progressbar', { name: 'Overall progress' }).evaluate((bar) => getComputedStyle(bar).transitionDuration);
  expect(transition).toBe('0s');
});
