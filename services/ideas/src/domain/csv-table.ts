/**
 * A cell a spreadsheet would read as a formula (OWASP's CSV injection list: = + - @, tab and carriage
 * return): a visitor's text must never run as one on the founder's machine.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

/** One cell as RFC 4180 text, formula-safe: a leading formula character gets a `'` before it; quoted when it holds a comma, quote or line break. */
export function csvCell(text: string): string {
  const safe = FORMULA_START.test(text) ? `'${text}` : text;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** Rows of text cells as a CSV document: CRLF line ends, one after the last row too. */
export function csvTable(rows: ReadonlyArray<readonly string[]>): string {
  return rows.map((row) => `${row.map(csvCell).join(',')}\r\n`).join('');
}
