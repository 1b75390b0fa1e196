import {
  INVESTOR_LIMITS,
  INVESTOR_STAGES,
  INVESTOR_TYPES,
  PIPELINE_STAGES,
  type Investor,
  type InvestorListQuery,
  type InvestorStage,
  type InvestorType,
  type PipelineStage,
} from '@founder/contracts';

/** The investor list's filters as the URL keeps them (?q=&stage=&type=), so a reload shows the same list. */
export interface InvestorFilters {
  search: string;
  stage: InvestorStage | null;
  type: InvestorType | null;
}

// 'page' is what the URL held when the list had numbered pages: dropped from an old link.
const FILTER_KEYS = ['q', 'stage', 'type', 'page'] as const;

function oneOf<T extends string>(options: readonly T[], value: string | null): T | null {
  return value !== null && (options as readonly string[]).includes(value) ? (value as T) : null;
}

/** Reads the filters from the URL; unknown values are ignored rather than sent (the server would refuse them). */
export function parseInvestorFilters(params: URLSearchParams): InvestorFilters {
  return {
    search: (params.get('q') ?? '').slice(0, INVESTOR_LIMITS.search),
    stage: oneOf(INVESTOR_STAGES, params.get('stage')),
    type: oneOf(INVESTOR_TYPES, params.get('type')),
  };
}

/** The URL after a filter changes: other parameters (the open tab) stay; defaults are left out. */
export function withInvestorFilters(params: URLSearchParams, filters: InvestorFilters): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const key of FILTER_KEYS) next.delete(key);
  if (filters.search.trim()) next.set('q', filters.search);
  if (filters.stage) next.set('stage', filters.stage);
  if (filters.type) next.set('type', filters.type);
  return next;
}

/** The GET /api/investors query of the filters, for the founder's company. */
export function investorQuery(filters: InvestorFilters, companyId: number): InvestorListQuery {
  return {
    companyId,
    search: filters.search.trim() || undefined,
    stage: filters.stage ?? undefined,
    type: filters.type ?? undefined,
  };
}

/** The pipeline board: every stage in order with its investors (an investor outside the pipeline is left out). */
export function pipelineColumns(investors: readonly Investor[]): Array<{ stage: PipelineStage; investors: Investor[] }> {
  return PIPELINE_STAGES.map((stage) => ({ stage, investors: investors.filter((investor) => investor.relation.pipelineStage === stage) }));
}
