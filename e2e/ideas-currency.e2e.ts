import { expect, test, type Page } from '@playwright/test';
import { IDEA_PATHS, formatMillions, type FinancialModel, type StartupIdea } from '@founder/contracts';
import { submitIdeaThroughWizard } from './support/idea-wizard';
import { expectToast } from './support/ideas';

const figure = (page: Page, label: string) => page.getByTestId(`figure-${label}`);

test.describe("the idea's currency and company name", () => {
  test('KES chosen in the wizard shows KES figures; EUR chosen on the model page shows the same numbers in euros; the header edits the company name', async ({ page }) => {
    const idea = await submitIdeaThroughWizard(page, { ideaTitle: `Baridi${Date.now().toString(36)} – solar milk coolers`, currency: 'KES' });
    expect(idea.currency).toBe('KES');
    const companyName = idea.ideaTitle.split(' – ')[0];
    expect(idea.companyName).toBe(companyName);

    await page.goto('/financial-modeling');
    await expect(page.getByTestId('company-name')).toHaveText(companyName, { timeout: 30_000 });
    await expect(page.getByLabel('Monthly price per customer (KES)')).toBeVisible();
    const generated = page.waitForResponse((response) => response.request().method() === 'POST' && response.url().endsWith(IDEA_PATHS.document(idea.id, 'financial-model')));
    await page.getByRole('button', { name: 'Generate Model' }).click();
    const model = (await (await generated).json()) as FinancialModel;
    await expect(figure(page, 'Year 5 Revenue')).toHaveText(formatMillions(model.revenue.year5, 'KES'));
    await expect(page.getByText(/^Burn KES [\d,.]+M?\/month in year 1$/)).toBeVisible();

    // The currency changes, the numbers stay: nothing is converted.
    const patched = page.waitForResponse((response) => response.request().method() === 'PATCH' && response.url().endsWith(IDEA_PATHS.idea(idea.id)));
    await page.getByRole('combobox', { name: 'Currency' }).selectOption('EUR');
    expect(((await (await patched).json()) as StartupIdea).currency).toBe('EUR');
    await expectToast(page, 'Idea updated');
    await expect(figure(page, 'Year 5 Revenue')).toHaveText(formatMillions(model.revenue.year5, 'EUR'));
    await expect(figure(page, 'Year 5 Revenue')).toContainText('€');
    await page.reload();
    await expect(figure(page, 'Year 5 Revenue')).toHaveText(formatMillions(model.revenue.year5, 'EUR'), { timeout: 30_000 });

    await page.getByRole('button', { name: 'Edit company details' }).click();
    const dialog = page.getByRole('dialog', { name: 'Company details' });
    await expect(dialog.getByLabel('Currency')).toHaveValue('EUR');
    await dialog.getByLabel('Company name').fill('B');
    await expect(dialog.getByText('Company name must be at least 2 characters')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Save' })).toBeDisabled();
    await dialog.getByLabel('Company name').fill('  Baridi Cooling Co  ');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expectToast(page, 'Idea updated');
    await expect(dialog).toBeHidden();
    await expect(page.getByTestId('company-name')).toHaveText('Baridi Cooling Co');
    await page.reload();
    await expect(page.getByTestId('company-name')).toHaveText('Baridi Cooling Co', { timeout: 30_000 });
  });
});
