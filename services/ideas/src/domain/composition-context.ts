import { MARKET_POTENTIAL } from './analyze-idea';
import { assumedFinancials } from './financial-assumptions';
import type { FinancialProjection } from './financial-projection';
import type { IdeaFacts } from './idea-facts';
import { industryReference, type IndustryReference } from './industry-references';
import { formatUsd } from './money';
import { stageProfile, type StageProfile } from './stage-profiles';
import { targetMarketProfile, type TargetMarketProfile } from './target-market-profiles';
import { firstSentence, quote } from './text';

/** Figures as plans and decks print them: formatted once so the plan and the deck print the same strings. */
export interface PrintedFigures {
  revenue: readonly string[];
  expenses: readonly string[];
  netIncome: readonly string[];
  monthlyPrice: string;
  customersAtMonth12: string;
  customerAcquisitionCost: string;
  lifetimeValue: string;
  yearOneOperatingCosts: string;
  monthTwelveAnnualRevenue: string;
  fundingAsk: string;
  useOfFunds: { product: string; marketing: string; team: string; operations: string };
  /** The split as percentages: '40%'. */
  useOfFundsShare: { product: string; marketing: string; team: string; operations: string };
  /** Year-on-year revenue growth of Years 2 to 5: '150%' (or 'n/a' after a year without revenue). */
  revenueGrowth: readonly string[];
  breakEven: string;
  runway: string;
}

/** Everything the composer writes from: the idea, its reference rows and its figures. */
export interface CompositionContext {
  idea: IdeaFacts;
  reference: IndustryReference;
  market: TargetMarketProfile;
  stage: StageProfile;
  projection: FinancialProjection;
  printed: PrintedFigures;
  marketPotential: typeof MARKET_POTENTIAL;
  /** The founder's own sentences, cut to fit. */
  pitch: string;
  /** How the plan names what customers pay for, in a sentence. */
  revenueModel: string;
  /** The validated body of a generate call, for document kinds that take one (DocumentKind.generateBody). */
  input?: unknown;
}

export function printFigures(projection: FinancialProjection): PrintedFigures {
  const { years, useOfFunds } = projection;
  return {
    revenue: years.map((year) => formatUsd(year.revenue)),
    expenses: years.map((year) => formatUsd(year.expenses)),
    netIncome: years.map((year) => formatUsd(year.netIncome)),
    monthlyPrice: formatUsd(projection.monthlyPrice),
    customersAtMonth12: projection.customersAtMonth12.toLocaleString('en-US'),
    customerAcquisitionCost: formatUsd(projection.customerAcquisitionCost),
    lifetimeValue: formatUsd(projection.lifetimeValue),
    yearOneOperatingCosts: formatUsd(years[0].operatingCosts),
    monthTwelveAnnualRevenue: formatUsd(projection.monthlyPrice * projection.customersAtMonth12 * 12),
    fundingAsk: formatUsd(projection.fundingAsk),
    useOfFunds: {
      product: formatUsd(useOfFunds.product),
      marketing: formatUsd(useOfFunds.marketing),
      team: formatUsd(useOfFunds.team),
      operations: formatUsd(useOfFunds.operations),
    },
    useOfFundsShare: {
      product: `${projection.useOfFundsPct.product}%`,
      marketing: `${projection.useOfFundsPct.marketing}%`,
      team: `${projection.useOfFundsPct.team}%`,
      operations: `${projection.useOfFundsPct.operations}%`,
    },
    revenueGrowth: years.slice(1).map((year, index) =>
      years[index].revenue > 0 ? `${Math.round(((year.revenue - years[index].revenue) / years[index].revenue) * 100)}%` : 'n/a',
    ),
    breakEven: projection.breakEvenYear === null ? 'after Year 5' : `in Year ${projection.breakEvenYear}`,
    runway: projection.runwayMonths >= 36 ? 'at least 36 months' : `about ${projection.runwayMonths} months`,
  };
}

export function compositionContext(idea: IdeaFacts): CompositionContext {
  const projection = assumedFinancials(idea);
  return {
    idea,
    reference: industryReference(idea.industry),
    market: targetMarketProfile(idea.targetMarket),
    stage: stageProfile(idea.stage),
    projection,
    printed: printFigures(projection),
    marketPotential: MARKET_POTENTIAL,
    pitch: firstSentence(idea.description, 25),
    revenueModel: idea.revenueModel
      ? `the model the founder describes (${quote(idea.revenueModel, 25)})`
      : `a subscription at ${formatUsd(projection.monthlyPrice)} per customer per month`,
  };
}
