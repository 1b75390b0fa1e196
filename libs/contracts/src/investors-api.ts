import type { CompanyIndustry } from './companies-api';
import { queryString } from './community-api';
import type { CursorPage } from './cursor-page';

/**
 * Investor matching (spec sections 2, 3, 4 and 9; issue 13): every path and payload of
 * /api/investors, used by mfe-workspace, the e2e tests and the ideas service.
 */

/** Spec section 9's filters: the type and stage lists every investor is described with. */
export const INVESTOR_TYPES = ['VC', 'Angel', 'Corporate', 'Fund'] as const;
export type InvestorType = (typeof INVESTOR_TYPES)[number];
export const INVESTOR_STAGES = ['Pre-Seed', 'Seed', 'Series A', 'Series B'] as const;
export type InvestorStage = (typeof INVESTOR_STAGES)[number];

/** The founder's fundraising pipeline, in order (issue 13). */
export const PIPELINE_STAGES = ['researching', 'contacted', 'meeting', 'due diligence', 'term sheet', 'closed', 'passed'] as const;
export type PipelineStage = (typeof PIPELINE_STAGES)[number];
export const PIPELINE_STAGE_LABELS: Readonly<Record<PipelineStage, string>> = {
  researching: 'Researching',
  contacted: 'Contacted',
  meeting: 'Meeting',
  'due diligence': 'Due Diligence',
  'term sheet': 'Term Sheet',
  closed: 'Closed',
  passed: 'Passed',
};

/** GET /api/investors page size: 20 by default; a larger ask gets 50. */
export const INVESTORS_PAGE = { default: 20, max: 50 } as const;

/** Bounds (ours; the spec gives none), the same in the form, the DTOs and the database. */
export const INVESTOR_LIMITS = {
  name: { min: 2, max: 100 },
  firm: { min: 2, max: 100 },
  location: { min: 2, max: 100 },
  search: 100,
  notes: 2000,
  listItem: 80,
  listItems: 10,
  /** Largest check a founder may enter, in US dollars. */
  checkSize: 1_000_000_000,
} as const;

/** Match badge colour bands (spec section 9): 90 or more, 80 or more, 70 or more, then the rest. */
export const MATCH_BANDS = [
  { min: 90, color: 'green' },
  { min: 80, color: 'blue' },
  { min: 70, color: 'yellow' },
] as const;
export const BELOW_MATCH_BANDS_COLOR = 'gray';
/** 'High Match' counts investors at 90% or more. */
export const HIGH_MATCH_MIN = 90;

export function matchBandColor(score: number): string {
  return MATCH_BANDS.find((band) => score >= band.min)?.color ?? BELOW_MATCH_BANDS_COLOR;
}

/** $25K, $1.5M, $2B: how check sizes and raises read on cards and in match reasons. */
export function formatShortUsd(amount: number): string {
  const units: ReadonlyArray<[number, string]> = [
    [1_000_000_000, 'B'],
    [1_000_000, 'M'],
    [1_000, 'K'],
  ];
  for (const [size, suffix] of units) {
    if (amount >= size) return `$${Number((amount / size).toFixed(1))}${suffix}`;
  }
  return `$${Math.round(amount)}`;
}

/** One reason of 'why this match': what it found and the points it gave out of its maximum. */
export interface MatchReason {
  label: string;
  points: number;
  maxPoints: number;
}

/** The founder's own record of an investor: saved, applied (one way), and the pipeline. */
export interface InvestorRelation {
  saved: boolean;
  /** When the founder marked it applied; never unset. */
  appliedAt: string | null;
  pipelineStage: PipelineStage | null;
  notes: string;
  /** The date of the next step the founder plans (YYYY-MM-DD). */
  nextStepOn: string | null;
  /** When the pipeline stage last changed. */
  stageChangedAt: string | null;
}

/** An investor as spec section 3 lists its fields, with its score for the founder's company and the founder's record. */
export interface Investor {
  id: number;
  name: string;
  firm: string;
  type: InvestorType;
  location: string;
  industries: CompanyIndustry[];
  stages: InvestorStage[];
  /** Display text of the check range, '$25K - $100K'. */
  checkSize: string;
  checkSizeMin: number;
  checkSizeMax: number;
  /** Portfolio companies to date. */
  portfolio: number;
  matchScore: number;
  /** 'Why this match': the reasons the score adds up from. */
  matchReasons: MatchReason[];
  recent_investments: string[];
  focus_areas: string[];
  /** Initials shown in the avatar (at most 2 characters). */
  avatar: string;
  /** Whether the platform can offer a warm introduction. */
  warmIntro: boolean;
  /** Share of founders who hear back, in percent; null for investors a founder added. */
  responseRate: number | null;
  /** True for the platform's fictional sample profiles, false for an investor the founder added. */
  sample: boolean;
  relation: InvestorRelation;
}

/** Where the raise the check sizes are compared with comes from. */
export const RAISE_SOURCES = ['financial-model', 'idea-reference', 'stage-default'] as const;
export type RaiseSource = (typeof RAISE_SOURCES)[number];

/** A page of investors (the one list contract), best match first, with the figures of the whole filtered list. */
export interface InvestorPage extends CursorPage<Investor> {
  /** How many investors pass the filters. */
  total: number;
  /** The company the scores are for. */
  companyId: number;
  raise: { amount: number; source: RaiseSource };
  /** Investors of the filtered set at 90% or more. */
  highMatchCount: number;
  /** Every investor the founder can see, unfiltered (the spec's 'database total'). */
  databaseTotal: number;
}

export const INVESTOR_LIST_ONLY = ['saved', 'pipeline'] as const;
export type InvestorListOnly = (typeof INVESTOR_LIST_ONLY)[number];

export interface InvestorListQuery {
  search?: string;
  stage?: InvestorStage;
  type?: InvestorType;
  /** The company to score for; the founder's newest company when left out. */
  companyId?: number;
  only?: InvestorListOnly;
  limit?: number;
  cursor?: string;
}

/** POST /api/investors: an investor the founder adds by hand (seen only by them). */
export type NewInvestorRequest = Pick<Investor, 'name' | 'firm' | 'type' | 'location' | 'industries' | 'stages' | 'checkSizeMin' | 'checkSizeMax'> &
  Partial<Pick<Investor, 'focus_areas' | 'warmIntro'>>;

/** PATCH /api/investors/{id}/relation: any of these (the company's pipeline: every member reads it, editors change it). */
export interface InvestorRelationChanges {
  saved?: boolean;
  pipelineStage?: PipelineStage | null;
  notes?: string;
  nextStepOn?: string | null;
}

export const INVESTOR_PATHS = {
  /** GET lists (InvestorPage); POST adds the founder's own investor. */
  investors: (query?: InvestorListQuery) => `/api/investors${queryString(query as Record<string, string | number | undefined>)}`,
  investor: (id: number, companyId?: number) => `/api/investors/${id}${queryString({ companyId })}`,
  /** PATCH: saved, pipeline stage, notes, next step date, in the pipeline of `companyId` (the founder's newest company when left out). */
  relation: (id: number, companyId?: number) => `/api/investors/${id}/relation${queryString({ companyId })}`,
  /** POST, no body: marks the investor applied in the company's pipeline (once; again is a 409). */
  apply: (id: number, companyId?: number) => `/api/investors/${id}/apply${queryString({ companyId })}`,
} as const;

/** Every investors path starts with this (for refreshing cached answers). */
export const INVESTOR_PATH_PREFIX = '/api/investors';
