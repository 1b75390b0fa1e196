import { signUpsCsv } from './sign-ups-csv';

describe('signUpsCsv', () => {
  it('writes the header row and one row per sign-up, formula-safe', () => {
    expect(
      signUpsCsv([
        { email: 'grace@example.com', signedUpAt: '2026-03-01T09:30:00.000Z', sourcePage: '/sites/loom-ledger' },
        { email: '=cmd@example.com', signedUpAt: '2026-02-28T18:00:00.000Z', sourcePage: '/sites/loom' },
      ]),
    ).toBe('Email,Signed up at,Source page\r\ngrace@example.com,2026-03-01T09:30:00.000Z,/sites/loom-ledger\r\n\'=cmd@example.com,2026-02-28T18:00:00.000Z,/sites/loom\r\n');
  });

  it('is the header row alone for an empty list', () => {
    expect(signUpsCsv([])).toBe('Email,Signed up at,Source page\r\n');
  });
});
