import type { BusinessModuleId, ModulesProgress, StepsProgress, WorkspaceToolId } from './business-modules';
import type { CompanyRole } from './company-members-api';

/** Onboarding option lists (spec section 9); the server accepts only these values. */
export const COMPANY_INDUSTRIES = [
  'Technology', 'Healthcare', 'FinTech', 'E-commerce', 'SaaS', 'CleanTech', 'EdTech', 'FoodTech', 'PropTech', 'Gaming',
  'AI/ML', 'Blockchain/Web3', 'IoT', 'Cybersecurity', 'BioTech', 'AgTech', 'Mobility', 'Enterprise Software', 'Consumer Apps', 'Hardware',
] as const;
export const COMPANY_STAGES = [
  'Idea Stage', 'MVP Development', 'Pre-Seed', 'Seed', 'Series A', 'Growth Stage', 'Expansion', 'Scaling',
] as const;
export const COMPANY_TEAM_SIZES = [
  'Solo Founder', '2-3 Co-founders', '4-10 Team Members', '11-25 Employees', '26-50 Employees', '50+ Employees',
] as const;
export const COMPANY_THEMES = ['modern', 'corporate', 'vibrant', 'minimal', 'tech', 'green'] as const;
/** The label of each theme in the wizard (green reads 'Eco'). */
export const COMPANY_THEME_LABELS: Readonly<Record<CompanyTheme, string>> = {
  modern: 'Modern', corporate: 'Corporate', vibrant: 'Vibrant', minimal: 'Minimal', tech: 'Tech', green: 'Eco',
};
export type CompanyIndustry = (typeof COMPANY_INDUSTRIES)[number];
export type CompanyStage = (typeof COMPANY_STAGES)[number];
export type CompanyTeamSize = (typeof COMPANY_TEAM_SIZES)[number];
export type CompanyTheme = (typeof COMPANY_THEMES)[number];
export const DEFAULT_COMPANY_THEME: CompanyTheme = 'modern';

/** Text bounds (ours; the spec gives none), the same in the wizard, the DTOs and the database. */
export const COMPANY_FIELD_LIMITS = {
  companyName: { min: 2, max: 100 },
  description: { min: 20, max: 2000 },
  location: { min: 2, max: 100 },
  tagline: { max: 160 },
  website: { max: 200 },
} as const;

/** Logo: PNG or JPEG, recognised by its first bytes, at most 5 MB (spec section 5). */
export const COMPANY_LOGO_MAX_BYTES = 5 * 1024 * 1024;
export const COMPANY_LOGO_TYPES = ['image/png', 'image/jpeg'] as const;
export type CompanyLogoType = (typeof COMPANY_LOGO_TYPES)[number];

/** GET /api/companies page size: default and maximum. */
export const COMPANIES_PAGE = { default: 20, max: 50 } as const;

/**
 * companyData (json): what onboarding and settings keep besides the columns. Every key optional,
 * nothing else accepted.
 */
export interface CompanyData {
  /** The idea the company builds on (an id of the founder's own idea): the AI tools read its fields. */
  ideaId?: number | null;
  tagline?: string;
  website?: string;
}

/** One section of a piece of work the AI tools write. */
export interface WorkSection {
  heading: string;
  lines: string[];
}

/** A marketing channel as spec section 3 lists its fields. */
export interface MarketingChannel {
  name: string;
  description: string;
  cost: string;
  difficulty: 'Easy' | 'Medium' | 'Hard';
  timeToResults: string;
  bestFor: string;
  roi: string;
  status: 'recommended' | 'consider' | 'avoid';
}

/** What an AI tool or a module start wrote for the company: written on the server from the company's and the idea's fields. */
export interface WorkPiece {
  title: string;
  summary: string;
  sections: WorkSection[];
  channels?: MarketingChannel[];
  generatedAt: string;
}

export type WorkKind = WorkspaceToolId | BusinessModuleId;

/**
 * workflowProgress (json): each step's progress, each module's tasks, and the work written so far.
 * Only `modules` is changed by PATCH; steps and work change through the work endpoint.
 */
export interface WorkflowProgress {
  steps: StepsProgress;
  modules: ModulesProgress;
  work: Partial<Record<WorkKind, WorkPiece>>;
}

export interface Company {
  id: number;
  companyName: string;
  description: string;
  industry: CompanyIndustry;
  stage: CompanyStage;
  location: string;
  teamSize: CompanyTeamSize;
  theme: CompanyTheme;
  /** GET path of the logo, or null. */
  logoUrl: string | null;
  companyData: CompanyData;
  workflowProgress: WorkflowProgress;
  createdAt: string;
  updatedAt: string;
  /** The caller's role in the company (issue 32): what the workspace shows them. */
  role: CompanyRole;
}

/** POST /api/companies body (JSON); the logo follows with PUT logo. */
export type CompanyInput = Pick<Company, 'companyName' | 'description' | 'industry' | 'stage' | 'location' | 'teamSize'> &
  Partial<Pick<Company, 'theme' | 'companyData'>>;

/** PATCH /api/companies/{id} body: any onboarding field, companyData, and module progress. */
export type CompanyChanges = Partial<Omit<CompanyInput, 'companyData'>> & {
  companyData?: CompanyData;
  workflowProgress?: { modules: ModulesProgress };
};

export const COMPANIES_PATHS = {
  companies: '/api/companies',
  company: (id: number) => `/api/companies/${id}`,
  /** PUT multipart/form-data with one file field `logo`; GET answers the image. */
  logo: (id: number) => `/api/companies/${id}/logo`,
  /** POST, no body: writes (or rewrites) one piece of work and answers the Company. */
  work: (id: number, kind: WorkKind) => `/api/companies/${id}/work/${kind}`,
} as const;

/** Browser storage key the spec's other screens read the company from (spec section 3). */
export const PLATFORM_COMPANY_STORAGE_KEY = 'platformCompanyData';
