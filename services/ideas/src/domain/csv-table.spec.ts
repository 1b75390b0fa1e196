import { csvCell, csvTable } from './csv-table';

describe('csvCell', () => {
  it('leaves plain text as it is', () => {
    expect(csvCell('grace@example.com')).toBe('grace@example.com');
    expect(csvCell('/sites/loom-ledger')).toBe('/sites/loom-ledger');
    expect(csvCell('')).toBe('');
  });

  it.each([
    ['=HYPERLINK("http://evil.test")@x.io', `"'=HYPERLINK(""http://evil.test"")@x.io"`],
    ['+1@x.io', "'+1@x.io"],
    ['-2+3@x.io', "'-2+3@x.io"],
    ['@SUM(A1)@x.io', "'@SUM(A1)@x.io"],
    ['\tcmd', "'\tcmd"],
    ['\rcmd', `"'\rcmd"`],
  ])('puts a quote mark before a formula start: %p', (text, cell) => {
    expect(csvCell(text)).toBe(cell);
  });

  it('quotes a comma, a quote and a line break, doubling quotes', () => {
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
  });

  it('does not treat a formula character inside the text as a start', () => {
    expect(csvCell('a=b+c-d@e.io')).toBe('a=b+c-d@e.io');
  });
});

describe('csvTable', () => {
  it('writes each row on its own CRLF-ended line', () => {
    expect(csvTable([['Email', 'Source page'], ['=x@y.io', '/sites/a,b']])).toBe(`Email,Source page\r\n'=x@y.io,"/sites/a,b"\r\n`);
  });

  it('is empty for no rows', () => {
    expect(csvTable([])).toBe('');
  });
});
