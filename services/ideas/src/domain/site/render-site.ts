import { SITE_TEMPLATE_STYLES, SITES_PATHS, type SiteSection, type SiteTemplate } from '@founder/contracts';

/** What the public page shows: the stored site and its company's name. */
export interface SitePage {
  companyName: string;
  slug: string;
  template: SiteTemplate;
  sections: readonly SiteSection[];
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Escapes text for HTML content and attribute values: every founder or visitor text goes through it. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => ESCAPES[character]);
}

function paragraphs(content: string): string {
  return content
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .map((line) => `<p>${escapeHtml(line)}</p>`)
    .join('');
}

function list(content: string): string {
  const items = content.split('\n').map((line) => line.trim()).filter(Boolean);
  return `<ul>${items.map((item) => `<li>${escapeHtml(item)}</li>`).join('')}</ul>`;
}

function styles(template: SiteTemplate): string {
  const { colors, font } = SITE_TEMPLATE_STYLES[template];
  return [
    `*{box-sizing:border-box}body{margin:0;font-family:${font};background:${colors.background};color:${colors.text};line-height:1.6}`,
    'main{max-width:880px;margin:0 auto;padding:0 20px}section{padding:40px 0}h1{font-size:2.4rem;line-height:1.2;margin:0 0 16px}',
    `h2{color:${colors.accent};margin:0 0 12px}.hero{padding:72px 0 48px}.band{background:${colors.soft};margin:0 -20px;padding:40px 20px;border-radius:12px}`,
    'ul{padding-left:20px}li{margin:6px 0}form{display:flex;flex-wrap:wrap;gap:8px;margin-top:12px}label{width:100%;font-weight:600}',
    `input{flex:1 1 220px;padding:12px;border:1px solid ${colors.accent};border-radius:8px;font-size:1rem}`,
    `button{padding:12px 20px;border:0;border-radius:8px;background:${colors.accent};color:#fff;font-size:1rem;font-weight:600;cursor:pointer}`,
    '.error{color:#c92a2a;width:100%;margin:0}footer{padding:24px 0;font-size:.85rem;opacity:.7}',
  ].join('');
}

function document(title: string, template: SiteTemplate, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title><style>${styles(template)}</style></head><body><main>${body}</main></body></html>`;
}

export interface SignUpForm {
  /** The message to show under the field (the visitor's last attempt was refused). */
  error?: string;
  /** What the visitor typed, put back in the field. */
  email?: string;
}

/** The early-access form: a plain HTML form POST, so it works without JavaScript. */
function signUpForm(slug: string, form: SignUpForm): string {
  const error = form.error ? `<p class="error" id="email-error" role="alert">${escapeHtml(form.error)}</p>` : '';
  const described = form.error ? ' aria-describedby="email-error" aria-invalid="true"' : '';
  return (
    `<form method="post" action="${escapeHtml(SITES_PATHS.signUp(slug))}"><label for="email">Get early access</label>` +
    `<input id="email" name="email" type="email" required maxlength="254" autocomplete="email" placeholder="you@example.com" value="${escapeHtml(form.email ?? '')}"${described}>` +
    `<button type="submit">Join the early-access list</button>${error}</form>`
  );
}

/** The published page: the enabled sections in order, the sign-up form in the contact section (or at the end). Static HTML and CSS, no script. */
export function renderSitePage(page: SitePage, form: SignUpForm = {}): string {
  const enabled = page.sections.filter((section) => section.enabled);
  const hasContact = enabled.some((section) => section.id === 'contact');
  const body = enabled.map((section) => {
    switch (section.id) {
      case 'hero':
        return `<section class="hero"><h1>${escapeHtml(page.companyName)}</h1>${paragraphs(section.content)}</section>`;
      case 'features':
        return `<section><h2>${escapeHtml(section.name)}</h2>${list(section.content)}</section>`;
      case 'contact':
        return `<section class="band" id="early-access"><h2>${escapeHtml(section.name)}</h2>${paragraphs(section.content)}${signUpForm(page.slug, form)}</section>`;
      default:
        return `<section><h2>${escapeHtml(section.name)}</h2>${paragraphs(section.content)}</section>`;
    }
  });
  if (!enabled.some((section) => section.id === 'hero')) body.unshift(`<section class="hero"><h1>${escapeHtml(page.companyName)}</h1></section>`);
  if (!hasContact) body.push(`<section class="band" id="early-access">${signUpForm(page.slug, form)}</section>`);
  body.push(`<footer>&copy; ${new Date().getFullYear()} ${escapeHtml(page.companyName)}</footer>`);
  return document(page.companyName, page.template, body.join(''));
}

/** After a sign-up (new or already on the list: the visitor sees the same). */
export function renderThanksPage(page: Pick<SitePage, 'companyName' | 'slug' | 'template'>): string {
  return document(
    `Thank you - ${page.companyName}`,
    page.template,
    `<section class="hero"><h1>Thank you!</h1><p>You are on the early-access list for ${escapeHtml(page.companyName)}. We will write to you when it is ready.</p>` +
      `<p><a href="${escapeHtml(SITES_PATHS.page(page.slug))}">Back to ${escapeHtml(page.companyName)}</a></p></section>`,
  );
}

/** An unknown or unpublished address: a plain page, the same for both. */
export function renderNotFoundPage(): string {
  return document('Page not found', 'modern', '<section class="hero"><h1>Page not found</h1><p>There is no published website at this address.</p></section>');
}

/** Too many sign-ups from one address. */
export function renderTooManyPage(minutes: number): string {
  return document('Too many sign-ups', 'modern', `<section class="hero"><h1>Too many sign-ups</h1><p>Too many attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.</p></section>`);
}
