import type { CompanyIndustry } from './companies-api';

/** Website templates (spec section 9), in the spec's order: the first is the fallback recommendation. */
export const SITE_TEMPLATES = ['modern', 'corporate', 'startup', 'healthcare', 'fintech', 'creative'] as const;
export type SiteTemplate = (typeof SITE_TEMPLATES)[number];

/** Website sections (spec section 3), in page order. */
export const SITE_SECTION_IDS = ['hero', 'about', 'features', 'testimonials', 'contact'] as const;
export type SiteSectionId = (typeof SITE_SECTION_IDS)[number];

/** Hosting plans (spec section 9). */
export const HOSTING_PLANS = ['free', 'startup', 'business'] as const;
export type HostingPlan = (typeof HOSTING_PLANS)[number];

/** Preview sizes of the builder (spec section 2) and the frame width each shows. */
export const PREVIEW_SIZES = { desktop: 1024, tablet: 768, mobile: 375 } as const;
export type PreviewSize = keyof typeof PREVIEW_SIZES;

/** A template's look and the industries it is recommended for (ours; the spec names only the templates). */
export interface SiteTemplateStyle {
  name: string;
  description: string;
  industries: readonly CompanyIndustry[];
  /** Page background, text, accent (buttons, headings) and soft (section band) colours. */
  colors: { background: string; text: string; accent: string; soft: string };
  font: string;
}

export const SITE_TEMPLATE_STYLES: Readonly<Record<SiteTemplate, SiteTemplateStyle>> = {
  modern: {
    name: 'Modern', description: 'Clean lines and a bold accent', industries: ['Technology', 'IoT', 'Hardware', 'Mobility'],
    colors: { background: '#ffffff', text: '#1a1b1e', accent: '#4c6ef5', soft: '#f1f3ff' }, font: 'system-ui, sans-serif',
  },
  corporate: {
    name: 'Corporate', description: 'Sober and trustworthy', industries: ['Enterprise Software', 'Cybersecurity', 'PropTech'],
    colors: { background: '#ffffff', text: '#1b263b', accent: '#1b4965', soft: '#eef2f6' }, font: 'Georgia, serif',
  },
  startup: {
    name: 'Startup', description: 'Energetic, made for launches', industries: ['SaaS', 'AI/ML', 'EdTech', 'Consumer Apps', 'E-commerce'],
    colors: { background: '#ffffff', text: '#212529', accent: '#f76707', soft: '#fff4e6' }, font: 'system-ui, sans-serif',
  },
  healthcare: {
    name: 'Healthcare', description: 'Calm and caring', industries: ['Healthcare', 'BioTech', 'FoodTech'],
    colors: { background: '#ffffff', text: '#0b3d3a', accent: '#0ca678', soft: '#e6fcf5' }, font: 'system-ui, sans-serif',
  },
  fintech: {
    name: 'Fintech', description: 'Precise and secure', industries: ['FinTech', 'Blockchain/Web3'],
    colors: { background: '#0b132b', text: '#e9ecef', accent: '#5bc0be', soft: '#1c2541' }, font: 'system-ui, sans-serif',
  },
  creative: {
    name: 'Creative', description: 'Playful colour for products people love', industries: ['Gaming', 'CleanTech', 'AgTech'],
    colors: { background: '#fff9db', text: '#2b2d42', accent: '#d6336c', soft: '#fff0f6' }, font: 'system-ui, sans-serif',
  },
};

/** The section names shown in the builder and as headings on the page. */
export const SITE_SECTION_NAMES: Readonly<Record<SiteSectionId, string>> = {
  hero: 'Hero', about: 'About', features: 'Features', testimonials: 'Testimonials', contact: 'Contact',
};

export const HOSTING_PLAN_DETAILS: Readonly<Record<HostingPlan, { name: string; price: string; features: readonly string[] }>> = {
  free: { name: 'Free', price: '$0/month', features: ['Your page at /sites/your-address', 'Early-access sign-up form'] },
  startup: { name: 'Startup', price: '$12/month', features: ['Everything in Free', 'Your own domain', 'Sign-up export'] },
  business: { name: 'Business', price: '$39/month', features: ['Everything in Startup', 'Priority support', 'Several team members'] },
};

/** Bounds (ours; the spec gives none), the same in the builder, the DTOs and the database. */
export const SITE_LIMITS = {
  /** Lower-case letters, digits and single hyphens, not at either end. */
  slug: { min: 3, max: 40, pattern: '^[a-z0-9]+(-[a-z0-9]+)*$' },
  sectionContent: { max: 2000 },
  email: { max: 254 },
  /** The about section is the plan's executive summary cut to this many characters (spec section 9). */
  about: 200,
  /** Section text in the builder's preview list is cut to this many characters (spec section 9). */
  preview: 60,
} as const;

/**
 * Addresses no founder may take (issue 28 item 11): /sites/{slug} is on the product's own origin,
 * so a page named like a product route or a trust word (admin, login, security, support...) could
 * pass for the product. The product's routes (ARCHITECTURE.md section 2), the service words an
 * operator or a reader would expect at the top of a site, and the names of the site's own paths.
 */
export const RESERVED_SITE_SLUGS: readonly string[] = [
  // The product's routes and areas.
  'demo', 'agentic', 'submit-idea', 'business-plan', 'pitch-deck', 'financial-modeling', 'market-research', 'platform',
  'dashboard', 'events-networking', 'app', 'waitlist', 'profile', 'startup-profile', 'data-room', 'sites', 'docs',
  // Accounts and trust.
  'admin', 'administrator', 'root', 'api', 'auth', 'login', 'logout', 'signin', 'sign-in', 'signup', 'sign-up', 'register',
  'account', 'accounts', 'password', 'reset-password', 'verify', 'oauth', 'sso', 'security', 'support', 'help', 'helpdesk',
  'billing', 'payments', 'settings', 'staff', 'moderator', 'official', 'founder', 'founders', 'team',
  // Infrastructure and policy.
  'www', 'mail', 'email', 'smtp', 'ftp', 'cdn', 'static', 'assets', 'status', 'health', 'metrics', 'system', 'internal',
  'legal', 'terms', 'privacy', 'abuse', 'contact', 'about', 'blog', 'news', 'press', 'careers', 'jobs', 'null', 'undefined',
  // The site's own pages.
  'early-access', 'thanks',
];

/** Early-access sign-ups from a site's form: per visitor address, like the waitlist (10 an hour). */
export const SITE_SIGNUP_RATE_LIMIT = { limit: 10, windowMs: 60 * 60 * 1000 } as const;

/** The 'Generate My Website with AI' state lasts this long (spec section 9: 3000 ms). */
export const SITE_GENERATE_MS = 3000;

export interface SiteSection {
  id: SiteSectionId;
  name: string;
  content: string;
  enabled: boolean;
}

/** What the founder edits and saves. */
export interface SiteInput {
  template: SiteTemplate;
  sections: SiteSection[];
  slug: string;
  hostingPlan: HostingPlan;
}

/** A company's website: stored once saved; before that, the draft written from the company and idea. */
export interface Site extends SiteInput {
  companyId: number;
  /** False for the unsaved draft the builder starts from. */
  stored: boolean;
  published: boolean;
  publishedAt: string | null;
  /** The industry's template (spec section 9). */
  recommendedTemplate: SiteTemplate;
  /** The default domain from the company name. */
  domain: string;
  /** How many visitors joined the early-access list from the page. */
  signupCount: number;
}

export const SITES_PATHS = {
  site: (companyId: number) => `/api/companies/${companyId}/site`,
  generate: (companyId: number) => `/api/companies/${companyId}/site/generate`,
  publication: (companyId: number) => `/api/companies/${companyId}/site/publication`,
  /** The public page, served by the gateway without app JavaScript. */
  page: (slug: string) => `/sites/${slug}`,
  signUp: (slug: string) => `/sites/${slug}/early-access`,
  thanks: (slug: string) => `/sites/${slug}/thanks`,
} as const;

/** The template recommended for an industry: the first whose list names it, else the first template. */
export function recommendedTemplate(industry: string): SiteTemplate {
  return SITE_TEMPLATES.find((template) => (SITE_TEMPLATE_STYLES[template].industries as readonly string[]).includes(industry)) ?? SITE_TEMPLATES[0];
}

/** Cuts text to at most max characters, ending with '...' when something was cut. */
export function cutText(text: string, max: number): string {
  const clean = text.trim();
  return clean.length <= max ? clean : `${clean.slice(0, max - 3).trimEnd()}...`;
}

/** The company name lowercased and stripped of non-alphanumerics, cut to 20 (spec section 9). */
export function domainLabel(companyName: string): string {
  return companyName.toLowerCase().replace(/[^a-z0-9]/g, '').slice(0, 20);
}

/** Default domain (spec section 9): the domain label plus a top-level suffix. */
export function defaultDomain(companyName: string): string {
  return `${domainLabel(companyName) || 'mystartup'}.com`;
}

/** The address the builder proposes: the domain label, padded to the minimum length, never a reserved one. */
export function defaultSlug(companyName: string): string {
  const label = domainLabel(companyName);
  return label.length >= SITE_LIMITS.slug.min && !isReservedSlug(label) ? label : `${label}site`;
}

export function isReservedSlug(slug: string): boolean {
  return RESERVED_SITE_SLUGS.includes(slug);
}

/** An address a site may have: the pattern and length of SITE_LIMITS.slug, and not reserved. */
export function isValidSlug(slug: string): boolean {
  return slug.length >= SITE_LIMITS.slug.min && slug.length <= SITE_LIMITS.slug.max && new RegExp(SITE_LIMITS.slug.pattern).test(slug) && !isReservedSlug(slug);
}

/** The 'Generate My Website with AI' button: generating for 3 s after the press (a pure function of now). */
export function siteGeneratePhase(pressedAt: number | null, now: number): 'idle' | 'generating' {
  return pressedAt !== null && now - pressedAt < SITE_GENERATE_MS ? 'generating' : 'idle';
}
