import { DEFAULT_USE_OF_FUNDS } from '@founder/contracts';
import { Workbook } from 'exceljs';
import { computeFinancialModel } from '../domain/financial-model';
import { defaultFinancialInputs } from '../domain/financial-model-defaults';
import { SAMPLE_IDEA } from '../domain/idea-facts.fixtures';
import { financialModelXlsx } from './financial-model-xlsx';
import { financialModelCsv, financialStatements } from './financial-statements';

const model = computeFinancialModel(
  { ...defaultFinancialInputs(SAMPLE_IDEA), funding: { totalFunding: 750_000, runway: 18, useOfFunds: { ...DEFAULT_USE_OF_FUNDS } } },
  { industry: 'SaaS', stage: 'Idea Stage' },
);

describe('the financial model exports', () => {
  it('has one statement per sheet, the income statement first with the model\'s year 1-5 revenue', () => {
    const statements = financialStatements(model, 'USD');
    expect(statements.map((statement) => statement.name)).toEqual([
      'Income Statement',
      'Cash Flow',
      'Monthly Projection',
      'Unit Economics',
      'Scenarios',
      'Use of Funds',
      'Assumptions',
    ]);
    expect(statements[0].rows[0]).toEqual(['Revenue', ...Object.values(model.revenue)]);
    expect(statements[1].rows).toHaveLength(60);
  });

  it("names the idea's currency by its ISO code in every label of an amount", () => {
    const statements = financialStatements(model, 'KES');
    expect(statements[0].header[0]).toBe('Line (KES)');
    expect(statements.find((statement) => statement.name === 'Use of Funds')!.header).toEqual(['Use', 'Percent', 'KES']);
    expect(statements.find((statement) => statement.name === 'Unit Economics')!.rows.map((row) => row[0])).toEqual(expect.arrayContaining(['LTV (KES)', 'CAC (KES)', 'Monthly burn, year 1 (KES)']));
    const assumptions = statements.find((statement) => statement.name === 'Assumptions')!.rows.map((row) => row[0]);
    expect(assumptions).toEqual(expect.arrayContaining(['Monthly price per customer (KES)', 'Salaries, monthly in year 1 (KES)', 'Total funding (KES)']));
    expect(JSON.stringify(statements)).not.toMatch(/US\$|\(\$/);
  });

  it('writes the three scenarios\' income statements as one CSV table', () => {
    const lines = financialModelCsv(model, 'USD').toString('utf8').split('\r\n');
    expect(lines[0]).toBe('Scenario,Line (USD),Year 1,Year 2,Year 3,Year 4,Year 5');
    expect(lines[1]).toBe(`Base case,Revenue,${Object.values(model.revenue).join(',')}`);
    expect(lines[2]).toMatch(/^Base case,Revenue growth \(%\),,\d/);
    expect(lines.filter((line) => line.startsWith('Worst case,Revenue,'))).toHaveLength(1);
    expect(lines.at(-1)).toBe('');
  });

  it('writes a workbook that reads back with every sheet and figure', async () => {
    const workbook = new Workbook();
    await workbook.xlsx.load((await financialModelXlsx(model, 'LoomLedger', 'EUR')) as unknown as Parameters<typeof workbook.xlsx.load>[0]);
    expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual(financialStatements(model, 'EUR').map((statement) => statement.name));
    const income = workbook.getWorksheet('Income Statement')!;
    expect(income.getRow(1).getCell(1).value).toBe('Line (EUR)');
    expect(income.getRow(2).getCell(1).value).toBe('Revenue');
    expect(income.getRow(2).getCell(6).value).toBe(model.revenue.year5);
  });
});
