import { siteErrorPage } from './site-error-page';

describe('siteErrorPage', () => {
  it('says the site is unavailable, in HTML with no script', () => {
    const page = siteErrorPage(502);
    expect(page).toContain('<title>This site is unavailable right now</title>');
    expect(page).toContain('<h1>This site is unavailable right now</h1>');
    expect(page).not.toContain('<script');
  });

  it('says it is taking too long for a timeout', () => {
    expect(siteErrorPage(504)).toContain('<h1>This site is taking too long to answer</h1>');
  });
});
