/**
 * The MVP builder's static items (spec section 3: MVP template, code generator item) as typed
 * fixtures: one source for the page and for the starter project the server zips. The spec gives
 * the fields, not the content; the content is ours.
 */
export const MVP_TEMPLATE_TYPES = ['web', 'mobile', 'saas', 'ecommerce', 'marketplace', 'fintech'] as const;
export type MvpTemplateType = (typeof MVP_TEMPLATE_TYPES)[number];
export type MvpComplexity = 'simple' | 'medium' | 'complex';

export interface MvpTemplate {
  id: string;
  name: string;
  description: string;
  type: MvpTemplateType;
  complexity: MvpComplexity;
  timeEstimate: string;
  features: readonly string[];
  techStack: readonly string[];
  popular: boolean;
  buildTime: string;
  users: string;
  revenue: string;
}

export const MVP_TEMPLATES: readonly MvpTemplate[] = [
  {
    id: 'landing-waitlist', name: 'Landing Page + Waitlist', description: 'A fast landing page that collects early-access sign-ups', type: 'web', complexity: 'simple',
    timeEstimate: '1-2 days', features: ['Landing page', 'Email sign-up', 'Sign-up list API', 'Health check'], techStack: ['Node.js 20', 'node:http', 'node:test'],
    popular: true, buildTime: '16 seconds', users: '2,400+ founders', revenue: 'Validates demand before you build',
  },
  {
    id: 'saas-starter', name: 'SaaS Starter', description: 'Subscription product with plans and a customer API', type: 'saas', complexity: 'medium',
    timeEstimate: '1-2 weeks', features: ['Landing page', 'Pricing plans', 'Customer sign-up API', 'Usage limits per plan', 'Health check'], techStack: ['Node.js 20', 'node:http', 'node:test'],
    popular: true, buildTime: '16 seconds', users: '1,800+ founders', revenue: 'Monthly recurring revenue from day one',
  },
  {
    id: 'mobile-pwa', name: 'Mobile App (PWA)', description: 'An installable web app that works on any phone', type: 'mobile', complexity: 'medium',
    timeEstimate: '1-2 weeks', features: ['Installable app manifest', 'Mobile-first landing page', 'Sign-up API', 'Health check'], techStack: ['Node.js 20', 'Web App Manifest', 'node:test'],
    popular: false, buildTime: '16 seconds', users: '900+ founders', revenue: 'In-app upgrades and subscriptions',
  },
  {
    id: 'ecommerce-store', name: 'E-commerce Store', description: 'A product catalogue with a cart and order totals', type: 'ecommerce', complexity: 'medium',
    timeEstimate: '2-3 weeks', features: ['Product catalogue', 'Cart totals with tax', 'Landing page', 'Order API', 'Health check'], techStack: ['Node.js 20', 'node:http', 'node:test'],
    popular: false, buildTime: '16 seconds', users: '1,200+ founders', revenue: 'Margin on every order',
  },
  {
    id: 'marketplace', name: 'Two-Sided Marketplace', description: 'Listings from sellers, search for buyers, a fee per deal', type: 'marketplace', complexity: 'complex',
    timeEstimate: '3-4 weeks', features: ['Listings API', 'Search by keyword', 'Commission per deal', 'Landing page', 'Health check'], techStack: ['Node.js 20', 'node:http', 'node:test'],
    popular: false, buildTime: '16 seconds', users: '700+ founders', revenue: 'A commission on each transaction',
  },
  {
    id: 'fintech-ledger', name: 'Fintech Ledger', description: 'A double-entry ledger with balances you can trust', type: 'fintech', complexity: 'complex',
    timeEstimate: '3-4 weeks', features: ['Double-entry ledger', 'Balances per account', 'Amounts in integer cents', 'Landing page', 'Health check'], techStack: ['Node.js 20', 'node:http', 'node:test'],
    popular: false, buildTime: '16 seconds', users: '500+ founders', revenue: 'Transaction fees and premium accounts',
  },
];

export interface CodeGeneratorItem {
  id: string;
  name: string;
  description: string;
  category: 'frontend' | 'backend' | 'ai' | 'mobile';
  framework: string;
  features: readonly string[];
  codePreview: string;
  /** The file it writes into the starter project. */
  file: string;
}

export const CODE_GENERATORS: readonly CodeGeneratorItem[] = [
  {
    id: 'landing-page', name: 'Landing Page Generator', description: 'Your landing page as one HTML document written from your idea', category: 'frontend', framework: 'Plain HTML + CSS',
    features: ['Headline and pitch from your idea', 'Sign-up form', 'No build step'], codePreview: "export function renderLanding() {\n  return '<h1>' + escapeHtml(IDEA.name) + '</h1>' + ...;\n}", file: 'src/landing.js',
  },
  {
    id: 'rest-api', name: 'REST API Generator', description: 'A JSON API for sign-ups with validation', category: 'backend', framework: 'Node.js node:http',
    features: ['POST /api/signups with email validation', 'GET /api/signups', 'GET /health'], codePreview: "if (req.method === 'POST' && url.pathname === '/api/signups') {\n  // validate, store, answer 201\n}", file: 'src/server.js',
  },
  {
    id: 'ai-assistant', name: 'AI FAQ Assistant', description: 'Answers visitor questions from your idea, offline and deterministic', category: 'ai', framework: 'Keyword matching, no network',
    features: ['Answers about problem, solution and pricing', 'Works without an API key', 'Swap in an LLM later'], codePreview: "export function answer(question) {\n  return best match of FAQ by shared words;\n}", file: 'src/assistant.js',
  },
  {
    id: 'mobile-manifest', name: 'Mobile App Manifest', description: 'Makes the landing page installable on phones', category: 'mobile', framework: 'Web App Manifest',
    features: ['Name and colours from your company', 'Standalone display', 'Served at /manifest.webmanifest'], codePreview: '{\n  "name": "Your company",\n  "display": "standalone"\n}', file: 'src/manifest.js',
  },
];

/** The three Deploy & Launch cards (spec section 2). */
export const DEPLOY_CARDS = [
  { name: 'Cloud Hosting', description: 'Run the starter anywhere Node.js 20 runs: npm start listens on PORT (3000 by default).' },
  { name: 'Domain Setup', description: 'Point your domain at the host, then publish your website from the AI Website Builder.' },
  { name: 'Security & Monitoring', description: 'HTTPS at the host, /health for uptime checks, and the sign-up API validates every email.' },
] as const;

/** The eight-item Launch Checklist (spec section 2), stored per company. */
export const LAUNCH_CHECKLIST = [
  { id: 'code-downloaded', label: 'Download and run the starter code' },
  { id: 'tests-passing', label: 'All tests pass (npm test)' },
  { id: 'hosting-ready', label: 'Cloud hosting set up' },
  { id: 'domain-connected', label: 'Domain connected' },
  { id: 'https-enabled', label: 'HTTPS enabled' },
  { id: 'monitoring-on', label: 'Uptime monitoring on /health' },
  { id: 'website-published', label: 'Website published' },
  { id: 'first-users-invited', label: 'First users invited' },
] as const;
export type LaunchChecklistItemId = (typeof LAUNCH_CHECKLIST)[number]['id'];
export const LAUNCH_CHECKLIST_IDS: readonly LaunchChecklistItemId[] = LAUNCH_CHECKLIST.map((item) => item.id);

export interface MvpProgress {
  companyId: number;
  checklist: LaunchChecklistItemId[];
  launchedAt: string | null;
}

export interface MvpChecklistInput {
  checklist: LaunchChecklistItemId[];
}

export const MVP_PATHS = {
  progress: (companyId: number) => `/api/companies/${companyId}/mvp`,
  checklist: (companyId: number) => `/api/companies/${companyId}/mvp/checklist`,
  launch: (companyId: number) => `/api/companies/${companyId}/mvp/launch`,
  code: (companyId: number, templateId: string) => `/api/companies/${companyId}/mvp/templates/${templateId}/code`,
  generatedFile: (companyId: number, generatorId: string) => `/api/companies/${companyId}/mvp/generators/${generatorId}/code`,
} as const;

/** Template card (spec section 9): the first 3 features, then '+N more'. */
export function cardFeatures(features: readonly string[]): { shown: readonly string[]; more: string | null } {
  return { shown: features.slice(0, 3), more: features.length > 3 ? `+${features.length - 3} more` : null };
}

/** The launch checklist: done items in checklist order, its percent, and whether Launch MVP may run (all eight ticked). */
export function checklistState(done: readonly string[]): { done: LaunchChecklistItemId[]; percent: number; canLaunch: boolean } {
  const ticked = LAUNCH_CHECKLIST_IDS.filter((id) => done.includes(id));
  return { done: ticked, percent: Math.round((ticked.length / LAUNCH_CHECKLIST_IDS.length) * 100), canLaunch: ticked.length === LAUNCH_CHECKLIST_IDS.length };
}

/** MVP build (spec sections 4, 9): 8 stages of 2 s; progress = stage/8 x 100. */
export const MVP_BUILD = { stages: 8, stageMs: 2000 } as const;

export type MvpBuildState = { phase: 'idle'; stage: 0; progress: 0 } | { phase: 'building' | 'complete'; stage: number; progress: number };

/** The build's state at now for a build started at startedAt (null: not started). */
export function mvpBuildState(startedAt: number | null, now: number): MvpBuildState {
  if (startedAt === null) return { phase: 'idle', stage: 0, progress: 0 };
  const stage = Math.min(MVP_BUILD.stages, Math.max(0, Math.floor((now - startedAt) / MVP_BUILD.stageMs)));
  return { phase: stage === MVP_BUILD.stages ? 'complete' : 'building', stage, progress: (stage / MVP_BUILD.stages) * 100 };
}
