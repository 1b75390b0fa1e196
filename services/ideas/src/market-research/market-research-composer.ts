import { formatMoney, formatMoneyShort, type Competitor, type MarketPersona, type MarketResearch, type MarketSegment, type MarketTrend, type TargetMarket } from '@founder/contracts';
import { assumedFinancials } from '../domain/financial-assumptions';
import type { FinancialProjection } from '../domain/financial-projection';
import type { IdeaFacts } from '../domain/idea-facts';
import { marketFit } from '../domain/market-fit';
import { SERVABLE_SHARE_PCT, UNSPECIFIED_SERVABLE_SHARE_PCT } from '../domain/market-references';
import { marketSizeOf } from '../domain/market-size';
import { conversionNote } from '../domain/reference-rates';
import { statedFacts } from '../domain/stated-facts';
import { targetMarketProfile } from '../domain/target-market-profiles';
import { capitalized, wholeSentences } from '../domain/text';

/** Growth at or above this many percent a year makes a market 'emerging' rather than 'growing'. */
export const EMERGING_GROWTH_PCT = 20;

const servableShare = (targetMarket: string | null) =>
  (targetMarket && SERVABLE_SHARE_PCT[targetMarket as TargetMarket]) || UNSPECIFIED_SERVABLE_SHARE_PCT;

/**
 * The research's target market: the year-5 revenue of the figures every document quotes (at most the
 * servable market). Its label is what the research must keep quoting (market-research.kind.ts).
 */
export function researchTarget(idea: Pick<IdeaFacts, 'industry' | 'currency' | 'targetMarket'>, projection: FinancialProjection): { value: number; label: string } {
  const servable = (marketSizeOf(idea).total * servableShare(idea.targetMarket)) / 100;
  const value = Math.min(servable, Math.max(0, projection.years[4].revenue));
  return { value, label: formatMoneyShort(value, idea.currency) };
}

/**
 * The built-in market research of an idea (ARCHITECTURE.md section 7): no network, the same
 * research for the same idea. Sizes and growth come from MARKET_REFERENCES with their sources;
 * the target market is the year-5 revenue the idea's financial figures project (the financial
 * model's when one exists, the reference projection otherwise), so the research, the model and the
 * plan quote one assumption set. Competitors are the kinds of alternative customers
 * use today, never a real company's name; they, the personas, the rules and the barriers come from
 * the industry, audience, country and business model (market-fit.ts).
 */
export function composeMarketResearch(idea: IdeaFacts): MarketResearch {
  const market = marketSizeOf(idea);
  const money = (amount: number) => formatMoney(amount, idea.currency);
  const fit = marketFit(idea);
  const audience = targetMarketProfile(idea.targetMarket).audience;
  // The people competitors are chosen by: the fit's own words when the target market's would miss them (parents of young children).
  const who = fit.customers ?? audience;
  const projection = assumedFinancials(idea);
  const share = servableShare(idea.targetMarket);
  const total = market.total;
  const servable = (total * share) / 100;
  const target = researchTarget(idea, projection);
  // The founder's first sentence when it is short enough to name the problem, never a cut one.
  const problemSentence = wholeSentences(idea.problemStatement ?? idea.description, 25, 1);
  const problem = problemSentence ? `the problem "${problemSentence.replace(/[.!?]+$/, '')}"` : `the problem ${idea.ideaTitle} addresses`;
  // What a paying customer pays a month (a freemium plan's premium price, not the revenue per user).
  const price = projection.paidPrice;
  const { unit } = statedFacts(idea);
  const growth = market.growthPct;
  const converted = conversionNote(idea.currency);

  const prices = { near: money(price), above: money(price * 1.5), unit };
  const competitors: Competitor[] = fit.competitorKinds.map((kind) => ({
    name: kind.name,
    type: kind.type,
    marketShare: kind.marketShare,
    strengths: [...kind.strengths],
    weaknesses: kind.weaknesses(who),
    pricing: kind.pricing(prices),
    funding: kind.funding,
    description: kind.description(who, problem),
  }));

  const segmentOf = (name: string, pct: number, extraGrowth: number, description: string, opportunity: MarketSegment['opportunity']): MarketSegment => ({
    name,
    size: formatMoneyShort((servable * pct) / 100, idea.currency),
    growth: `${growth + extraGrowth}% a year`,
    description,
    opportunity,
  });
  const segments: MarketSegment[] = [
    segmentOf(`Early adopters among ${audience}`, 15, 5, `The ${audience} who feel ${problem} most sharply and already look for a better way; the first customers to win.`, 'high'),
    segmentOf(`Mainstream ${audience}`, 55, 0, `The bulk of the servable market: they buy once the product is proven and recommended by peers.`, 'medium'),
    segmentOf('Adjacent segments', 30, -2, `Customers outside the first target who share the problem, reachable after the core segment with a second offer or region.`, 'low'),
  ];

  const trends: MarketTrend[] = [
    {
      trend: `${market.market.charAt(0).toUpperCase()}${market.market.slice(1)} growing about ${growth}% a year`,
      impact: 'positive',
      description: `Per ${market.growthSource}. A growing category lets a newcomer win customers without only taking them from incumbents.`,
      timeframe: 'Next 3-5 years',
      relevance: Math.min(95, 60 + growth),
    },
    {
      trend: 'AI-assisted automation becoming expected',
      impact: 'positive',
      description: `Buyers increasingly expect software to do part of the work for them, which favours new products built for ${audience} around automation.`,
      timeframe: 'Next 1-3 years',
      relevance: 80,
    },
    {
      trend: 'Rising customer acquisition costs',
      impact: 'negative',
      description: `Paid channels keep getting more expensive; the plan budgets about ${money(projection.customerAcquisitionCost)} per ${unit} and leans on ${fit.channels[0]}.`,
      timeframe: 'Ongoing',
      relevance: 70,
    },
    {
      trend: 'Tighter rules on data and consumer protection',
      impact: 'neutral',
      description: `The rules that apply raise the bar for every entrant, a cost and a moat once met; first among them, ${fit.regulations[0].charAt(0).toLowerCase()}${fit.regulations[0].slice(1)}.`,
      timeframe: 'Next 2-4 years',
      relevance: 60,
    },
  ];

  const business = fit.audience === 'businesses';
  const [first, second] = fit.personas;
  const personas: MarketPersona[] = [
    {
      name: first.name,
      demographics: first.demographics,
      painPoints: [`Lives with ${problem}`, 'Current options take too much time for the result', 'Hard to see what is working'],
      motivations: [...first.motivations],
      channels: [...fit.channels],
      budget: business ? `${money((price * 12))} to ${money((price * 36))} a year` : `Up to ${money((price * 1.5))} a month`,
    },
    {
      name: second.name,
      demographics: second.demographics,
      painPoints: ['Does not have time to compare many options', 'Burned before by products that were abandoned', `Still dealing with ${problem}`],
      motivations: [...second.motivations],
      channels: [fit.channels[1], fit.channels[2], 'Word of mouth'],
      budget: business ? `About ${money((price))} a month` : `About ${money((price * 0.6))} a month, more after a free trial`,
    },
  ];

  return {
    marketData: {
      totalMarketSize: { value: total, label: formatMoneyShort(total, idea.currency), source: converted ? `${market.source}. ${converted}` : market.source },
      servableMarketSize: {
        value: servable,
        label: formatMoneyShort(servable, idea.currency),
        source: `${share}% of ${market.market}: the share that buys the way ${audience} do (planning assumption of this platform)`,
      },
      targetMarketSize: {
        ...target,
        source: idea.financialModel
          ? "Year-5 revenue of this idea's financial model (base case), the figure the business plan and pitch deck quote"
          : "Year-5 revenue of the financial model of this idea's defaults, the figure the business plan and pitch deck quote",
      },
      growthRate: { value: growth, label: `${growth}% a year`, source: market.growthSource },
      marketMaturity: growth >= EMERGING_GROWTH_PCT ? 'emerging' : 'growing',
      regulations: [...fit.regulations, ...(business ? ['Customer security and procurement reviews before purchase'] : [])].slice(0, 5),
      barriers: [...fit.risks.map(capitalized), `Acquisition cost of about ${money(projection.customerAcquisitionCost)} per ${unit} before the first payment`, `Switching costs: ${who} already use an alternative`].slice(0, 5),
    },
    competitors,
    segments,
    trends,
    personas,
  };
}
