import { expect, test, type Page } from '@playwright/test';
import { IDEA_PATHS, formatMillions, type FinancialModel } from '@founder/contracts';
import { readFileSync } from 'node:fs';
import { submitIdeaThroughWizard } from './support/idea-wizard';
import { expectToast } from './support/ideas';

const figure = (page: Page, label: string) => page.getByTestId(`figure-${label}`);
const scenario = (page: Page, name: string) => page.getByRole('radiogroup', { name: 'Scenario' }).getByText(name, { exact: true });

test.describe('/financial-modeling', () => {
  test("without a selected idea: 'No Startup Idea Selected', its links and 'What You'll Get'", async ({ page }) => {
    await page.goto('/financial-modeling');
    // The first visit fetches the remote and the page's chunk.
    await expect(page.getByRole('heading', { name: 'No Startup Idea Selected' })).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole('link', { name: 'Submit an Idea' })).toHaveAttribute('href', '/submit-idea');
    await expect(page.getByRole('link', { name: 'Business Plan First' })).toHaveAttribute('href', '/business-plan');
    await expect(page.getByRole('heading', { name: "What You'll Get" })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Three Scenarios' })).toBeVisible();
  });

  test('an idea from the wizard: generate the model from its stated price, switch scenarios and tabs, export, reload', async ({ page }) => {
    const idea = await submitIdeaThroughWizard(page, { revenueModel: 'A subscription at $12 per month, and employer plans for hospitals.' });
    await page.goto('/financial-modeling');
    await expect(page.getByRole('link', { name: 'Back to Dashboard' })).toHaveAttribute('href', '/dashboard');
    await expect(page.getByRole('heading', { name: idea.ideaTitle })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Financial Modeling' })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Idea Analysis' })).toBeVisible();

    // Defaults come from the idea: the price the founder wrote.
    const price = page.getByLabel('Monthly price per customer (USD)');
    await expect(price).toHaveValue('12');
    const generateButton = page.getByRole('button', { name: 'Generate Model' });
    await price.fill('');
    await expect(generateButton).toBeDisabled();
    await price.fill('12');
    await expect(generateButton).toBeEnabled();

    // A bound the server enforces, named in the toast.
    await page.getByLabel('Monthly churn (%)').fill('150');
    await generateButton.click();
    await expectToast(page, 'Generation failed', 'revenueModel.churnRate must not be greater than 100');
    await page.getByLabel('Monthly churn (%)').fill('6');

    const answered = page.waitForResponse((response) => response.request().method() === 'POST' && response.url().endsWith(IDEA_PATHS.document(idea.id, 'financial-model')));
    await generateButton.click();
    const response = await answered;
    // The built-in composer writes it in the request: 200 with the document, no job.
    expect(response.status()).toBe(200);
    const model = (await response.json()) as FinancialModel;
    await expectToast(page, 'Financial model generated!', 'Your 5-year financial projections are ready.');
    expect(model.inputs.revenueModel.pricePoint).toBe(12);
    expect(model.inputs.revenueModel.churnRate).toBe(6);

    await expect(figure(page, 'Year 5 Revenue')).toHaveText(formatMillions(model.revenue.year5, 'USD'));
    const projection = page.getByRole('table', { name: '5-year projection' });
    await expect(projection.getByRole('row').nth(1)).toContainText(formatMillions(model.revenue.year1, 'USD'));
    await expect(projection.getByRole('row').nth(1)).toContainText('—');
    const sideBySide = page.getByRole('table', { name: 'Scenarios side by side' });
    await expect(sideBySide.getByRole('row').nth(5)).toContainText(formatMillions(model.scenarios.worst.years[4].revenue, 'USD'));
    await expect(sideBySide.getByRole('row').nth(5)).toContainText(formatMillions(model.scenarios.best.years[4].revenue, 'USD'));

    await scenario(page, 'Best case').click();
    await expect(figure(page, 'Year 5 Revenue')).toHaveText(formatMillions(model.scenarios.best.years[4].revenue, 'USD'));
    await expect(page.getByText('Customer growth x1.25, churn x0.8, price x1.1.')).toBeVisible();
    await scenario(page, 'Worst case').click();
    await expect(figure(page, 'Year 5 Revenue')).toHaveText(formatMillions(model.scenarios.worst.years[4].revenue, 'USD'));
    await scenario(page, 'Base case').click();

    await page.getByRole('tab', { name: 'Revenue' }).click();
    // A chart's plot (recharts) loads once the chart has been in view.
    await page.getByRole('figure', { name: 'Revenue over time' }).scrollIntoViewIfNeeded();
    await expect(page.getByRole('figure', { name: 'Revenue over time' }).getByRole('application')).toBeVisible();
    await expect(page.getByRole('figure', { name: 'Revenue over time' }).locator('.recharts-area-curve')).toHaveCount(1);
    await expect(page.getByRole('figure', { name: 'Customers over time' })).toBeVisible();
    await page.getByRole('tab', { name: 'Expenses' }).click();
    await expect(page.getByRole('figure', { name: 'Expenses over time' })).toBeVisible();
    await expect(page.getByRole('table', { name: 'Expenses by year' }).getByRole('row', { name: /Salaries/ })).toBeVisible();
    await page.getByRole('tab', { name: 'Investment' }).click();
    await expect(page.getByRole('figure', { name: 'Cash over time' })).toBeVisible();
    await expect(page.getByText(`${formatMillions(model.inputs.funding.totalFunding, 'USD')} raise`)).toBeVisible();
    await expect(page.getByText('40%', { exact: false }).first()).toBeVisible();

    const csv = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export CSV' }).click();
    const csvFile = await csv;
    expect(csvFile.suggestedFilename()).toMatch(/-financial-model\.csv$/);
    const lines = readFileSync((await csvFile.path())!, 'utf8').split('\r\n');
    expect(lines[0]).toBe('Scenario,Line (USD),Year 1,Year 2,Year 3,Year 4,Year 5');
    expect(lines[1]).toBe(`Base case,Revenue,${Object.values(model.revenue).join(',')}`);
    const xlsx = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export XLSX' }).click();
    const xlsxFile = await xlsx;
    expect(xlsxFile.suggestedFilename()).toMatch(/-financial-model\.xlsx$/);
    expect(readFileSync((await xlsxFile.path())!).subarray(0, 2).toString('latin1')).toBe('PK');
    const pdf = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download PDF' }).click();
    const pdfFile = await pdf;
    expect(pdfFile.suggestedFilename()).toMatch(/-financial-model\.pdf$/);
    const pdfBytes = readFileSync((await pdfFile.path())!).toString('latin1');
    expect(pdfBytes.startsWith('%PDF-')).toBe(true);
    // The text is in the embedded export font, not a standard font that cannot print the founder's letters.
    expect(pdfBytes).toMatch(/\/BaseFont \/[A-Z]{6}\+DejaVuSans/);

    await page.reload();
    await expect(figure(page, 'Year 5 Revenue')).toHaveText(formatMillions(model.revenue.year5, 'USD'));
    await expect(figure(page, 'LTV:CAC')).toHaveText(`${model.scenarios.base.ltvToCac.toFixed(1)}:1`);
    await page.getByRole('button', { name: 'Edit assumptions' }).click();
    await expect(page.getByLabel('Monthly churn (%)')).toHaveValue('6');
    await expect(page.getByRole('button', { name: 'Regenerate Model' })).toBeEnabled();
  });
});
