import { expect, type Page } from '@playwright/test';
import { COMPANIES_PATHS, type Company, type CompanyInput } from '@founder/contracts';

/** Creates the signed-in founder's company from the page's browser context, as onboarding does, built on an idea. */
export async function createCompany(page: Page, ideaId: number, overrides: Partial<CompanyInput> = {}): Promise<Company> {
  const response = await page.request.post(COMPANIES_PATHS.companies, {
    data: {
      companyName: 'ShiftPlate',
      description: 'Meal plans that follow rotating shift rosters, with groceries ordered ahead of every block of shifts.',
      industry: 'FoodTech',
      stage: 'Seed',
      location: 'Leeds, UK',
      teamSize: 'Solo Founder',
      companyData: { ideaId },
      ...overrides,
    },
  });
  expect(response.status()).toBe(201);
  return (await response.json()) as Company;
}
