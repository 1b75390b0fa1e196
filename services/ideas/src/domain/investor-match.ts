import {
  COMPANY_INDUSTRIES,
  formatShortUsd,
  INVESTOR_STAGES,
  type CompanyIndustry,
  type CompanyStage,
  type InvestorStage,
  type MatchReason,
  type RaiseSource,
} from '@founder/contracts';
import { assumedFinancials } from './financial-assumptions';
import type { IdeaFacts } from './idea-facts';
import { UNITS_PER_USD } from './reference-rates';

/**
 * The match score of an investor for a founder's company (issue 13), out of 100, and its reasons
 * ('why this match'). Four parts:
 *
 * - industry, 40: the investor lists the company's industry (40); else the industry of the idea
 *   the company builds on, read in the onboarding list (25); else 0.
 * - stage, 30: the investor invests at the company's round (ROUND_OF_STAGE) (30); at the round
 *   just before or after it (12); else 0.
 * - check size, 20: compared with the raise (the idea's financial model, else the reference raise
 *   of the idea, else STAGE_DEFAULT_RAISE). A minimum check above the raise, or a largest check
 *   under a tenth of it, gives 0; a largest check of a quarter of the raise or more can lead (20);
 *   anything between can join (10).
 * - responsiveness, 10: the response rate in tenths of a percent, rounded (87% gives 9); an investor
 *   the founder added has no rate and gets 0.
 */
export const MATCH_POINTS = { industry: 40, ideaIndustry: 25, stage: 30, nearStage: 12, leadCheck: 20, joinCheck: 10, responsiveness: 10 } as const;

/** Which round a company at each onboarding stage raises. */
export const ROUND_OF_STAGE: Readonly<Record<CompanyStage, InvestorStage>> = {
  'Idea Stage': 'Pre-Seed',
  'MVP Development': 'Pre-Seed',
  'Pre-Seed': 'Pre-Seed',
  Seed: 'Seed',
  'Series A': 'Series A',
  'Growth Stage': 'Series B',
  Expansion: 'Series B',
  Scaling: 'Series B',
};

/** The raise assumed when the company has no idea to read one from: a typical round at each stage, in US dollars. */
export const STAGE_DEFAULT_RAISE: Readonly<Record<CompanyStage, number>> = {
  'Idea Stage': 500_000,
  'MVP Development': 750_000,
  'Pre-Seed': 1_000_000,
  Seed: 2_500_000,
  'Series A': 10_000_000,
  'Growth Stage': 20_000_000,
  Expansion: 30_000_000,
  Scaling: 40_000_000,
};

/** The submit form's industries (spec section 9) in the onboarding list investors are described with. */
const IDEA_INDUSTRY_AS_COMPANY: Readonly<Record<string, CompanyIndustry>> = {
  Finance: 'FinTech',
  Education: 'EdTech',
  'Mobile Apps': 'Consumer Apps',
  Blockchain: 'Blockchain/Web3',
  Sustainability: 'CleanTech',
  'Food & Beverage': 'FoodTech',
  'Real Estate': 'PropTech',
  Transportation: 'Mobility',
  Entertainment: 'Gaming',
};

export function ideaIndustryAsCompanyIndustry(industry: string | null): CompanyIndustry | null {
  if (industry === null) return null;
  if ((COMPANY_INDUSTRIES as readonly string[]).includes(industry)) return industry as CompanyIndustry;
  return IDEA_INDUSTRY_AS_COMPANY[industry] ?? null;
}

export interface MatchCompany {
  industry: CompanyIndustry;
  stage: CompanyStage;
  /** The industry of the idea the company builds on (submit-form list), if any. */
  ideaIndustry: string | null;
  /** The round in US dollars. */
  raise: number;
}

export interface MatchInvestor {
  industries: readonly string[];
  stages: readonly string[];
  checkSizeMin: number;
  checkSizeMax: number;
  responseRate: number | null;
}

export interface Match {
  score: number;
  reasons: MatchReason[];
}

function industryReason(company: MatchCompany, investor: MatchInvestor): MatchReason {
  const maxPoints = MATCH_POINTS.industry;
  if (investor.industries.includes(company.industry)) return { label: `Invests in ${company.industry}`, points: maxPoints, maxPoints };
  const ideaIndustry = ideaIndustryAsCompanyIndustry(company.ideaIndustry);
  if (ideaIndustry && investor.industries.includes(ideaIndustry)) {
    return { label: `Invests in ${ideaIndustry}, your idea's industry`, points: MATCH_POINTS.ideaIndustry, maxPoints };
  }
  return { label: `Does not list ${company.industry}`, points: 0, maxPoints };
}

function stageReason(company: MatchCompany, investor: MatchInvestor): MatchReason {
  const maxPoints = MATCH_POINTS.stage;
  const round = ROUND_OF_STAGE[company.stage];
  if (investor.stages.includes(round)) return { label: `Invests at ${round}, your round`, points: maxPoints, maxPoints };
  const index = INVESTOR_STAGES.indexOf(round);
  const near = [INVESTOR_STAGES[index - 1], INVESTOR_STAGES[index + 1]].find((stage) => stage !== undefined && investor.stages.includes(stage));
  if (near) return { label: `Invests at ${near}, next to your ${round} round`, points: MATCH_POINTS.nearStage, maxPoints };
  return { label: `Does not invest at ${round}`, points: 0, maxPoints };
}

function checkReason(company: MatchCompany, investor: MatchInvestor): MatchReason {
  const maxPoints = MATCH_POINTS.leadCheck;
  const raise = formatShortUsd(company.raise);
  if (investor.checkSizeMin > company.raise) {
    return { label: `Smallest check ${formatShortUsd(investor.checkSizeMin)} is above your ${raise} raise`, points: 0, maxPoints };
  }
  if (investor.checkSizeMax * 10 < company.raise) {
    return { label: `Checks of at most ${formatShortUsd(investor.checkSizeMax)} are under a tenth of your ${raise} raise`, points: 0, maxPoints };
  }
  if (investor.checkSizeMax * 4 >= company.raise) {
    return { label: `Checks up to ${formatShortUsd(investor.checkSizeMax)} can lead your ${raise} raise`, points: maxPoints, maxPoints };
  }
  return { label: `Checks up to ${formatShortUsd(investor.checkSizeMax)} can join your ${raise} raise`, points: MATCH_POINTS.joinCheck, maxPoints };
}

function responsivenessReason(investor: MatchInvestor): MatchReason {
  const maxPoints = MATCH_POINTS.responsiveness;
  if (investor.responseRate === null) return { label: 'No response rate known', points: 0, maxPoints };
  return { label: `Answers ${investor.responseRate}% of founders`, points: Math.round(investor.responseRate / 10), maxPoints };
}

export function matchInvestor(company: MatchCompany, investor: MatchInvestor): Match {
  const reasons = [industryReason(company, investor), stageReason(company, investor), checkReason(company, investor), responsivenessReason(investor)];
  return { score: reasons.reduce((sum, reason) => sum + reason.points, 0), reasons };
}

/**
 * matchInvestor's score as SQL over an investors row (`alias`), so a list sorts and counts by it in
 * the database: the same four parts with the same points (the spec beside it checks both agree).
 */
export function matchScoreSql(company: MatchCompany, alias = 'investor'): { sql: string; parameters: Record<string, unknown> } {
  const round = ROUND_OF_STAGE[company.stage];
  const index = INVESTOR_STAGES.indexOf(round);
  const near = [INVESTOR_STAGES[index - 1], INVESTOR_STAGES[index + 1]].filter((stage) => stage !== undefined);
  const points = MATCH_POINTS;
  const sql = `((CASE WHEN CAST(:matchIndustry AS varchar) = ANY(${alias}.industries) THEN ${points.industry}
      WHEN CAST(:matchIdeaIndustry AS varchar) = ANY(${alias}.industries) THEN ${points.ideaIndustry} ELSE 0 END)
    + (CASE WHEN CAST(:matchRound AS varchar) = ANY(${alias}.stages) THEN ${points.stage}
      WHEN ${alias}.stages && CAST(:matchNearRounds AS varchar[]) THEN ${points.nearStage} ELSE 0 END)
    + (CASE WHEN ${alias}.check_size_min > CAST(:matchRaise AS numeric) OR ${alias}.check_size_max * 10 < CAST(:matchRaise AS numeric) THEN 0
      WHEN ${alias}.check_size_max * 4 >= CAST(:matchRaise AS numeric) THEN ${points.leadCheck} ELSE ${points.joinCheck} END)
    + coalesce(round(${alias}.response_rate / 10.0), 0))::int`;
  return {
    sql,
    parameters: { matchIndustry: company.industry, matchIdeaIndustry: ideaIndustryAsCompanyIndustry(company.ideaIndustry), matchRound: round, matchNearRounds: near, matchRaise: company.raise },
  };
}

export interface Raise {
  amount: number;
  source: RaiseSource;
}

/**
 * The raise check sizes are compared with, in US dollars (investors' checks are): the idea's
 * financial model, else its defaults' raise, converted from the idea's currency; else the stage's default.
 */
export function raiseOf(stage: CompanyStage, idea: IdeaFacts | null): Raise {
  const usd = (amount: number) => Math.round(amount / UNITS_PER_USD[idea?.currency ?? 'USD']);
  if (idea?.financialModel) return { amount: usd(idea.financialModel.inputs.funding.totalFunding), source: 'financial-model' };
  if (idea) return { amount: usd(assumedFinancials(idea).fundingAsk), source: 'idea-reference' };
  return { amount: STAGE_DEFAULT_RAISE[stage], source: 'stage-default' };
}
