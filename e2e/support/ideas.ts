import { expect, type Browser, type Locator, type Page, type Request } from '@playwright/test';
import { IDEA_DOCUMENTS, IDEA_PATHS, type IdeaDocumentKind, type IdeaShare, type StartupIdea, type StartupIdeaInput } from '@founder/contracts';

/** A complete idea as a founder would type it; the title is unique per call. */
export function ideaInput(overrides: Partial<StartupIdeaInput> = {}): StartupIdeaInput {
  const tag = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4).toString(36)}`;
  return {
    name: 'Ada Founder',
    email: `ada-${tag}@example.com`,
    ideaTitle: `ShiftPlate ${tag}`,
    description: 'Meal plans built around rotating shift rosters for nurses, factory workers and drivers, with groceries ordered ahead of every block of shifts.',
    industry: 'Food & Beverage',
    stage: 'MVP Development',
    targetMarket: 'Individual Consumers',
    problemStatement: 'Shift workers skip meals and eat badly because no meal plan follows a rotating roster of day and night shifts.',
    solutionApproach: 'An app that imports the roster, plans meals for each block of shifts and orders the groceries a day ahead.',
    competitiveAdvantage: 'Roster import from the three most used hospital scheduling tools.',
    revenueModel: 'Subscription at 12 dollars a month, and employer plans for hospitals.',
    ...overrides,
  };
}

/**
 * Submits an idea from the page's browser context (its owner cookie is the browser's), and makes it
 * the selected idea of the idea tools, as the wizard does.
 */
export async function createSelectedIdea(page: Page, overrides: Partial<StartupIdeaInput> = {}): Promise<StartupIdea> {
  const response = await page.request.post(IDEA_PATHS.submit, { data: ideaInput(overrides) });
  expect(response.status()).toBe(201);
  const idea = (await response.json()) as StartupIdea;
  await page.addInitScript(({ id, email }) => {
    window.localStorage.setItem('currentIdeaId', String(id));
    window.localStorage.setItem('userEmail', email);
  }, idea);
  return idea;
}

/**
 * Watches the generate call of a document kind from now on (start it before pressing Generate):
 * the page asks for the document at once; the built-in composer answers it in the request (200).
 * `runScreen` then moves the page's fake clock part-way through the generating screen, where the
 * progress has passed `minPercent` and the document is not shown yet, and on to its end.
 */
export function watchGeneration(page: Page, kind: IdeaDocumentKind, label: string) {
  const isGenerate = (request: Request) => request.method() === 'POST' && request.url().endsWith(`/${kind}`);
  let generateCalls = 0;
  page.on('request', (request) => {
    if (isGenerate(request)) generateCalls += 1;
  });
  const started = page.waitForResponse((response) => isGenerate(response.request()));
  return {
    async runScreen({ partWayMs, minPercent, restMs }: { partWayMs: number; minPercent: number; restMs: number }): Promise<void> {
      const answer = await started;
      expect(answer.status()).toBe(200);
      await page.clock.fastForward(partWayMs);
      const partWay = Number(await page.getByRole('progressbar', { name: `Generating your ${label} progress` }).getAttribute('aria-valuenow'));
      expect(partWay).toBeGreaterThanOrEqual(minPercent);
      expect(partWay).toBeLessThan(100);
      await page.clock.fastForward(restMs);
      expect(generateCalls).toBe(1);
    },
  };
}

/**
 * Opens the document's share list (Share) unless it is open, creates a link with the label given,
 * and answers the new link's row in the list (newest first).
 */
export async function createShareLink(page: Page, label = ''): Promise<Locator> {
  const share = page.getByRole('button', { name: 'Share', exact: true });
  if ((await share.getAttribute('aria-expanded')) !== 'true') await share.click();
  const list = page.getByRole('region', { name: 'Share links' });
  await list.getByLabel('Label (optional)').fill(label);
  const created = page.waitForResponse((response) => response.request().method() === 'POST' && response.url().endsWith('/shares'));
  await list.getByRole('button', { name: 'Create link' }).click();
  const answer = await created;
  expect(answer.status()).toBe(201);
  const row = list.getByTestId('share-link').first();
  await expect(row.getByRole('textbox', { name: /^URL of / })).toHaveValue(new URL(((await answer.json()) as IdeaShare).url, page.url()).toString());
  return row;
}

/**
 * Opens the newest share link of the page's list in a new browser (no cookies: anyone holding the
 * link), after checking that it opens the kind's page, and waits for the read-only header of the idea.
 */
export async function openShareLinkAsVisitor(page: Page, browser: Browser, kind: IdeaDocumentKind, ideaTitle: string): Promise<Page> {
  const link = await page.getByTestId('share-link').first().getByRole('textbox', { name: /^URL of / }).inputValue();
  expect(link).toMatch(new RegExp(`${IDEA_DOCUMENTS[kind].page}\\?share=[^&]+$`));
  const visitor = await (await browser.newContext()).newPage();
  await visitor.goto(link);
  await expect(visitor.getByRole('heading', { level: 1, name: ideaTitle })).toBeVisible();
  await expect(visitor.getByText('Shared · read-only')).toBeVisible();
  return visitor;
}

export { expectToast } from './toasts';
