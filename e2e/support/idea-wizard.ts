import { expect, type Page } from '@playwright/test';
import { IDEA_PATHS, type StartupIdea, type StartupIdeaInput } from '@founder/contracts';
import { ideaInput } from './ideas';

/** Opens /submit-idea and fills the four wizard steps with the idea, up to the submit button. */
export async function fillIdeaWizard(page: Page, idea: StartupIdeaInput): Promise<void> {
  await page.goto('/submit-idea');
  await page.getByRole('button', { name: 'Submit Your Idea' }).click();
  await page.getByLabel('Full Name').fill(idea.name);
  await page.getByLabel('Email Address').fill(idea.email);
  await page.getByRole('button', { name: 'Next Step' }).click();
  await page.getByLabel('Idea Title').fill(idea.ideaTitle);
  await page.getByLabel('Idea Description').fill(idea.description);
  await page.getByRole('button', { name: 'Next Step' }).click();
  await page.getByLabel('Industry').selectOption(idea.industry);
  await page.getByLabel('Current Stage').selectOption(idea.stage);
  await page.getByLabel('Target Market').selectOption(idea.targetMarket);
  if (idea.companyName) await page.getByLabel('Company name').fill(idea.companyName);
  if (idea.currency) await page.getByLabel('Currency').selectOption(idea.currency);
  if (idea.country) await page.getByLabel('Country').selectOption(idea.country);
  await page.getByRole('button', { name: 'Next Step' }).click();
  await page.getByLabel('Problem Statement').fill(idea.problemStatement);
  await page.getByLabel('Solution Approach').fill(idea.solutionApproach);
  if (idea.competitiveAdvantage) await page.getByLabel(/Competitive Advantage/).fill(idea.competitiveAdvantage);
  if (idea.revenueModel) await page.getByLabel(/Revenue Model/).fill(idea.revenueModel);
}

/**
 * Submits an idea through the /submit-idea wizard as a founder does, waits for the redirect to the
 * dashboard (the wizard stores the idea as the selected one) and answers the stored idea.
 */
export async function submitIdeaThroughWizard(page: Page, overrides: Partial<StartupIdeaInput> = {}): Promise<StartupIdea> {
  await fillIdeaWizard(page, ideaInput(overrides));
  const created = page.waitForResponse((response) => response.url().endsWith(IDEA_PATHS.submit) && response.request().method() === 'POST');
  await page.getByRole('button', { name: 'Submit for AI Analysis' }).click();
  const response = await created;
  expect(response.status()).toBe(201);
  await page.waitForURL('**/dashboard', { timeout: 10_000 });
  return (await response.json()) as StartupIdea;
}
