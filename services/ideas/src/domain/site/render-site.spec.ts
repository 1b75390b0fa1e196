import type { SiteSection } from '@founder/contracts';
import { escapeHtml, renderNotFoundPage, renderSitePage, renderThanksPage } from './render-site';

const SECTIONS: SiteSection[] = [
  { id: 'hero', name: 'Hero', content: 'Books for <b>weavers</b>', enabled: true },
  { id: 'about', name: 'About', content: 'We are "two" & proud', enabled: true },
  { id: 'features', name: 'Features', content: 'Invoice scanning\nLive stock', enabled: true },
  { id: 'testimonials', name: 'Testimonials', content: 'Hidden quote', enabled: false },
  { id: 'contact', name: 'Contact', content: 'Write to us', enabled: true },
];
const PAGE = { companyName: "Loom & Ledger's <Co>", slug: 'loom', template: 'modern' as const, sections: SECTIONS };

describe('escapeHtml', () => {
  it('escapes the five HTML characters', () => {
    expect(escapeHtml(`<a href="x" title='y'>&</a>`)).toBe('&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;&lt;/a&gt;');
  });
});

describe('renderSitePage', () => {
  const html = renderSitePage(PAGE);

  it('is one static document with inline CSS and no script', () => {
    expect(html.startsWith('<!doctype html>')).toBe(true);
    expect(html).toContain('<style>');
    expect(html).not.toMatch(/<script|javascript:|\son\w+=/i);
  });

  it('shows the enabled sections in order, every text escaped', () => {
    expect(html).toContain('<h1>Loom &amp; Ledger&#39;s &lt;Co&gt;</h1><p>Books for &lt;b&gt;weavers&lt;/b&gt;</p>');
    expect(html).toContain('<p>We are &quot;two&quot; &amp; proud</p>');
    expect(html).toContain('<ul><li>Invoice scanning</li><li>Live stock</li></ul>');
    expect(html).not.toContain('Hidden quote');
    expect(html.indexOf('About')).toBeLessThan(html.indexOf('Features'));
  });

  it('has the plain early-access form in the contact section, or at the end without one', () => {
    expect(html).toContain('<form method="post" action="/sites/loom/early-access">');
    const withoutContact = renderSitePage({ ...PAGE, sections: SECTIONS.map((section) => ({ ...section, enabled: section.id !== 'contact' })) });
    expect(withoutContact).toContain('action="/sites/loom/early-access"');
  });

  it('shows a refused email back with its message', () => {
    const refused = renderSitePage(PAGE, { error: 'Please enter a valid email address.', email: '"><b>x' });
    expect(refused).toContain('value="&quot;&gt;&lt;b&gt;x"');
    expect(refused).toContain('<p class="error" id="email-error" role="alert">Please enter a valid email address.</p>');
  });
});

describe('other pages', () => {
  it('thanks the visitor and links back; a missing page says so', () => {
    expect(renderThanksPage(PAGE)).toContain('You are on the early-access list for Loom &amp; Ledger&#39;s &lt;Co&gt;.');
    expect(renderThanksPage(PAGE)).toContain('<a href="/sites/loom">');
    expect(renderNotFoundPage()).toContain('<h1>Page not found</h1>');
  });
});
