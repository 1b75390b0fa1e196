import { canEditCompany } from './company-roles';

describe('canEditCompany', () => {
  it('lets the owner and editors change the company, not commenters, viewers or someone whose role is not known yet', () => {
    expect([canEditCompany('owner'), canEditCompany('editor'), canEditCompany('commenter'), canEditCompany('viewer'), canEditCompany(null)]).toEqual([true, true, false, false, false]);
  });
});
