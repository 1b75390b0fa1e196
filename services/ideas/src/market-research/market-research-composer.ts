import type { Competitor, MarketPersona, MarketResearch, MarketSegment, MarketTrend, TargetMarket } from '@founder/contracts';
import { assumedFinancials } from '../domain/financial-assumptions';
import type { IdeaFacts } from '../domain/idea-facts';
import { marketFit } from '../domain/market-fit';
import { marketReference, SERVABLE_SHARE_PCT, UNSPECIFIED_SERVABLE_SHARE_PCT } from '../domain/market-references';
import { formatUsd } from '../domain/money';
import { statedFacts } from '../domain/stated-facts';
import { targetMarketProfile } from '../domain/target-market-profiles';
import { capitalized, wholeSentences } from '../domain/text';

/** Growth at or above this many percent a year makes a market 'emerging' rather than 'growing'. */
export const EMERGING_GROWTH_PCT = 20;

/** '$1.0T', '$247.0B', '$850.0M', '$2.3M', '$45,000'. */
export function formatMarketSize(usd: number): string {
  if (usd >= 1e12) return `$${(usd / 1e12).toFixed(1)}T`;
  if (usd >= 1e9) return `$${(usd / 1e9).toFixed(1)}B`;
  if (usd >= 1e6) return `$${(usd / 1e6).toFixed(1)}M`;
  return formatUsd(Math.round(usd));
}

const servableShare = (targetMarket: string | null) =>
  (targetMarket && SERVABLE_SHARE_PCT[targetMarket as TargetMarket]) || UNSPECIFIED_SERVABLE_SHARE_PCT;

/** Which people a target market's personas are. */
const BUSINESS_BUYERS: readonly (string | null)[] = ['B2B (Business to Business)', 'Enterprise', 'SMB (Small-Medium Business)'];

/**
 * The built-in market research of an idea (ARCHITECTURE.md section 7): no network, the same
 * research for the same idea. Sizes and growth come from MARKET_REFERENCES with their sources;
 * the target market is the year-5 revenue the idea's financial figures project (the financial
 * model's when one exists, the reference projection otherwise), so the research, the model and the
 * plan quote one assumption set. Competitors are the kinds of alternative customers
 * use today, never a real company's name.
 */
export function composeMarketResearch(idea: IdeaFacts): MarketResearch {
  const market = marketReference(idea.industry);
  const fit = marketFit(idea);
  const audience = targetMarketProfile(idea.targetMarket).audience;
  const projection = assumedFinancials(idea);
  const share = servableShare(idea.targetMarket);
  const total = market.totalUsd;
  const servable = (total * share) / 100;
  const target = Math.min(servable, Math.max(0, projection.years[4].revenue));
  // The founder's first sentence when it is short enough to name the problem, never a cut one.
  const problemSentence = wholeSentences(idea.problemStatement ?? idea.description, 25, 1);
  const problem = problemSentence ? `the problem "${problemSentence.replace(/[.!?]+$/, '')}"` : `the problem ${idea.ideaTitle} addresses`;
  const price = projection.monthlyPrice;
  const { unit } = statedFacts(idea);
  const growth = market.growthPct;

  const competitors: Competitor[] = [
    {
      name: `Established ${idea.industry === 'Other' ? 'category' : idea.industry} providers`,
      type: 'direct',
      marketShare: 40,
      strengths: ['Brand recognition and an installed customer base', 'Broad feature set built over years', 'Sales and support teams in place'],
      weaknesses: [`Built for a broad market rather than ${audience}`, 'Slow release cycles and legacy products', 'Higher prices and long contracts'],
      pricing: `About ${formatUsd(Math.round(price * 1.5))} per ${unit} per month and up, often on annual contracts`,
      funding: 'Profitable or backed by large later-stage rounds',
      description: `Incumbent products that ${audience} already buy to deal with ${problem}; the default choice a new entrant has to displace.`,
    },
    {
      name: 'Venture-backed newcomers',
      type: 'direct',
      marketShare: 10,
      strengths: ['Modern product and fast iteration', 'Aggressive marketing budgets'],
      weaknesses: ['Unproven retention', 'Spread thin across several segments at once'],
      pricing: `Close to ${formatUsd(price)} per ${unit} per month, with free trials`,
      funding: 'Seed to Series B rounds',
      description: `Other young companies attacking ${problem} with new software; they educate the market and compete for the same early adopters.`,
    },
    {
      name: 'General-purpose tools',
      type: 'indirect',
      marketShare: 30,
      strengths: ['Already owned and familiar', 'Free or bundled with other software'],
      weaknesses: ['Not designed for the job, so work stays manual', 'No industry-specific insight or automation'],
      pricing: 'Free or included in existing subscriptions',
      funding: 'Part of large software suites',
      description: `Spreadsheets, email, chat and generic productivity software that ${audience} bend to the job today.`,
    },
    {
      name: 'Manual work and service providers',
      type: 'substitute',
      marketShare: 20,
      strengths: ['Personal and flexible', 'No new software to learn'],
      weaknesses: ['Expensive per hour and hard to scale', 'Quality varies from person to person'],
      pricing: 'Staff time, or agency and consultant fees billed by the hour or project',
      funding: 'Self-funded small firms and in-house teams',
      description: `Doing the work by hand, or paying agencies, consultants or freelancers to do it: how many ${audience} cope with ${problem} without a product.`,
    },
  ];

  const segmentOf = (name: string, pct: number, extraGrowth: number, description: string, opportunity: MarketSegment['opportunity']): MarketSegment => ({
    name,
    size: formatMarketSize((servable * pct) / 100),
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
      description: `Paid channels keep getting more expensive; the plan budgets about ${formatUsd(projection.customerAcquisitionCost)} per ${unit} and leans on ${fit.channels[0]}.`,
      timeframe: 'Ongoing',
      relevance: 70,
    },
    {
      trend: 'Tighter rules on data and consumer protection',
      impact: 'neutral',
      description: `The rules that apply raise the bar for every entrant, a cost and a moat once met: ${fit.regulation}.`,
      timeframe: 'Next 2-4 years',
      relevance: 60,
    },
  ];

  const business = BUSINESS_BUYERS.includes(idea.targetMarket);
  const personas: MarketPersona[] = [
    {
      name: business ? 'Operations lead at a growing company' : 'Busy working professional',
      demographics: business ? 'Manager in a company of 10-200 people, 30-50 years old, owns a budget line' : '25-40 years old, urban, employed full time, smartphone-first',
      painPoints: [`Lives with ${problem}`, 'Current tools take too much time for the result', 'Hard to see what is working'],
      motivations: ['Save time every week', 'Look competent to their team or family', 'Pay only for what clearly works'],
      channels: [...fit.channels],
      budget: business ? `${formatUsd(Math.round(price * 12))} to ${formatUsd(Math.round(price * 36))} a year` : `Up to ${formatUsd(Math.round(price * 1.5))} a month`,
    },
    {
      name: business ? 'Founder or owner of a small business' : 'Price-conscious early adopter',
      demographics: business ? 'Runs a company of 1-20 people, decides alone, buys with a card' : '18-30 years old, student or early career, active in online communities',
      painPoints: ['Does not have time to compare many options', 'Burned before by tools that were abandoned', `Still dealing with ${problem}`],
      motivations: ['Try new products early', 'Recommendations from peers', 'A quick, visible win'],
      channels: [fit.channels[1], fit.channels[2], 'Word of mouth'],
      budget: business ? `About ${formatUsd(Math.round(price))} a month` : `About ${formatUsd(Math.round(price * 0.6))} a month, more after a free trial`,
    },
  ];

  return {
    marketData: {
      totalMarketSize: { value: total, label: formatMarketSize(total), source: market.totalSource },
      servableMarketSize: {
        value: servable,
        label: formatMarketSize(servable),
        source: `${share}% of ${market.market}: the share that buys the way ${audience} do (planning assumption of this platform)`,
      },
      targetMarketSize: {
        value: target,
        label: formatMarketSize(target),
        source: idea.financialModel
          ? "Year-5 revenue of this idea's financial model (base case), the figure the business plan and pitch deck quote"
          : "Year-5 revenue of this idea's reference projection, the figure the business plan and pitch deck quote",
      },
      growthRate: { value: growth, label: `${growth}% a year`, source: market.growthSource },
      marketMaturity: growth >= EMERGING_GROWTH_PCT ? 'emerging' : 'growing',
      regulations: [capitalized(fit.regulation), business ? 'Customer security and procurement reviews before purchase' : 'Consumer-protection rules on subscriptions, refunds and cancellations'],
      barriers: [capitalized(fit.risk), `Acquisition cost of about ${formatUsd(projection.customerAcquisitionCost)} per ${unit} before the first payment`, `Switching costs: ${audience} already use an alternative`],
    },
    competitors,
    segments,
    trends,
    personas,
  };
}
