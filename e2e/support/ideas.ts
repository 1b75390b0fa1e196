import { expect, type Page, type Request } from '@playwright/test';
import { IDEA_PATHS, type IdeaDocumentKind, type StartupIdea, type StartupIdeaInput } from '@founder/contracts';

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
 * Watches the generate calls of a document kind from now on (start it before pressing Generate).
 * `runScreen` then moves the page's fake clock part-way through the generating screen, where the
 * progress has passed `minPercent` but no call is made yet, and on to its end, where the POST answers 200.
 */
export function watchGeneration(page: Page, kind: IdeaDocumentKind, label: string) {
  const isGenerate = (request: Request) => request.method() === 'POST' && request.url().endsWith(`/${kind}`);
  let generateCalls = 0;
  page.on('request', (request) => {
    if (isGenerate(request)) generateCalls += 1;
  });
  return {
    async runScreen({ partWayMs, minPercent, restMs }: { partWayMs: number; minPercent: number; restMs: number }): Promise<void> {
      await page.clock.fastForward(partWayMs);
      const partWay = Number(await page.getByRole('progressbar', { name: `Generating your ${label} progress` }).getAttribute('aria-valuenow'));
      expect(partWay).toBeGreaterThanOrEqual(minPercent);
      expect(partWay).toBeLessThan(100);
      expect(generateCalls).toBe(0);
      const generated = page.waitForResponse((response) => isGenerate(response.request()));
      await page.clock.fastForward(restMs);
      expect((await generated).status()).toBe(200);
    },
  };
}

export { expectToast } from './toasts';
