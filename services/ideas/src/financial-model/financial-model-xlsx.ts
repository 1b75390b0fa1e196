import type { CurrencyCode, FinancialModel } from '@founder/contracts';
import { Workbook } from 'exceljs';
import { financialStatements } from './financial-statements';

export const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** The model as an XLSX workbook: one sheet per statement (amounts in the idea's currency), bold header row, frozen. */
export async function financialModelXlsx(model: FinancialModel, ideaTitle: string, currency: CurrencyCode): Promise<Buffer> {
  const workbook = new Workbook();
  workbook.title = `${ideaTitle} - Financial Model`;
  for (const statement of financialStatements(model, currency)) {
    const sheet = workbook.addWorksheet(statement.name, { views: [{ state: 'frozen', ySplit: 1 }] });
    sheet.addRow(statement.header).font = { bold: true };
    for (const row of statement.rows) sheet.addRow(row);
    sheet.columns.forEach((column, index) => {
      column.width = index === 0 ? 44 : 16;
      if (index > 0) column.numFmt = '#,##0.##';
    });
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
