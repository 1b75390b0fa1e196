import { IDEA_INDUSTRIES, type IdeaIndustry, type TargetMarket } from '@founder/contracts';

/**
 * The market each industry of the idea form sells into: a rounded worldwide size and yearly
 * growth, each with the published estimate it is rounded from. They size the category, not the
 * idea; the research says so, and a founder should replace them with a bottom-up count.
 */
export interface MarketReference {
  /** What the figure measures, inside a sentence: 'worldwide software spending'. */
  market: string;
  /** US dollars a year. */
  totalUsd: number;
  totalSource: string;
  /** Percent a year. */
  growthPct: number;
  growthSource: string;
}

export const MARKET_REFERENCES: Readonly<Record<IdeaIndustry, MarketReference>> = {
  Technology: {
    market: 'worldwide enterprise software spending',
    totalUsd: 1_000_000_000_000,
    totalSource: 'Gartner worldwide IT spending forecast, software segment (2024), rounded to 1 trillion US dollars',
    growthPct: 11,
    growthSource: 'Gartner worldwide IT spending forecast: software spending growth for 2024, rounded',
  },
  Healthcare: {
    market: 'the worldwide digital health market',
    totalUsd: 210_000_000_000,
    totalSource: 'Grand View Research, Digital Health Market Size Report (2022 estimate), rounded',
    growthPct: 18,
    growthSource: 'Grand View Research, Digital Health Market Size Report: forecast compound annual growth 2023-2030, rounded',
  },
  Finance: {
    market: 'worldwide fintech revenue',
    totalUsd: 245_000_000_000,
    totalSource: 'BCG and QED Investors, "Global Fintech 2023": fintech revenue of 2021, rounded',
    growthPct: 15,
    growthSource: 'BCG and QED Investors, "Global Fintech 2023": revenue growth forecast to 2028, rounded down',
  },
  Education: {
    market: 'worldwide education technology spending',
    totalUsd: 250_000_000_000,
    totalSource: 'HolonIQ, Global EdTech market outlook (2022 estimate), rounded',
    growthPct: 13,
    growthSource: 'HolonIQ, Global EdTech market outlook: forecast growth to 2025, rounded',
  },
  'E-commerce': {
    market: 'worldwide retail e-commerce sales',
    totalUsd: 6_000_000_000_000,
    totalSource: 'eMarketer (Insider Intelligence), worldwide retail e-commerce sales forecast for 2024, rounded',
    growthPct: 9,
    growthSource: 'eMarketer (Insider Intelligence), worldwide retail e-commerce growth forecast for 2024, rounded',
  },
  SaaS: {
    market: 'worldwide software-as-a-service spending',
    totalUsd: 247_000_000_000,
    totalSource: 'Gartner public cloud end-user spending forecast, SaaS segment (2024)',
    growthPct: 20,
    growthSource: 'Gartner public cloud end-user spending forecast: SaaS growth for 2024, rounded',
  },
  'Mobile Apps': {
    market: 'worldwide consumer spending in mobile apps',
    totalUsd: 171_000_000_000,
    totalSource: 'data.ai, State of Mobile 2024: consumer spend in apps in 2023',
    growthPct: 4,
    growthSource: 'data.ai, State of Mobile 2024: year-on-year growth of consumer spend, rounded',
  },
  'AI/ML': {
    market: 'worldwide spending on artificial intelligence',
    totalUsd: 235_000_000_000,
    totalSource: 'IDC Worldwide AI Spending Guide (2024 estimate)',
    growthPct: 29,
    growthSource: 'IDC Worldwide AI Spending Guide: compound annual growth forecast 2024-2028',
  },
  Blockchain: {
    market: 'the worldwide blockchain technology market',
    totalUsd: 17_000_000_000,
    totalSource: 'Grand View Research, Blockchain Technology Market Size Report (2023 estimate), rounded',
    growthPct: 50,
    growthSource: 'Grand View Research, Blockchain Technology Market Size Report: forecast growth, rounded down to allow for market cycles',
  },
  Sustainability: {
    market: 'the worldwide green technology and sustainability market',
    totalUsd: 17_000_000_000,
    totalSource: 'MarketsandMarkets, Green Technology and Sustainability Market report (2023 estimate), rounded',
    growthPct: 21,
    growthSource: 'MarketsandMarkets, Green Technology and Sustainability Market report: forecast compound annual growth, rounded',
  },
  'Food & Beverage': {
    market: 'worldwide online food delivery revenue',
    totalUsd: 1_000_000_000_000,
    totalSource: 'Statista Market Insights, Online Food Delivery worldwide (2024 estimate), rounded',
    growthPct: 9,
    growthSource: 'Statista Market Insights, Online Food Delivery worldwide: forecast annual growth, rounded',
  },
  'Real Estate': {
    market: 'the worldwide property technology market',
    totalUsd: 33_000_000_000,
    totalSource: 'Grand View Research, PropTech Market Size Report (2023 estimate), rounded',
    growthPct: 12,
    growthSource: 'Grand View Research, PropTech Market Size Report: forecast compound annual growth, rounded',
  },
  Transportation: {
    market: 'worldwide shared mobility revenue',
    totalUsd: 300_000_000_000,
    totalSource: 'Statista Market Insights, Shared Mobility worldwide (2024 estimate), rounded down',
    growthPct: 8,
    growthSource: 'Statista Market Insights, Shared Mobility worldwide: forecast annual growth, rounded',
  },
  Entertainment: {
    market: 'worldwide entertainment and media revenue',
    totalUsd: 2_800_000_000_000,
    totalSource: 'PwC Global Entertainment & Media Outlook 2024-2028: revenue of 2023, rounded',
    growthPct: 4,
    growthSource: 'PwC Global Entertainment & Media Outlook 2024-2028: compound annual growth forecast, rounded',
  },
  Other: {
    market: 'a mid-sized technology-enabled services category',
    totalUsd: 100_000_000_000,
    totalSource: 'Planning assumption of this platform for an industry outside the listed ones (no published estimate applies)',
    growthPct: 10,
    growthSource: 'Planning assumption of this platform: about the growth of worldwide IT spending (Gartner, 2024)',
  },
};

export function marketReference(industry: string): MarketReference {
  return (IDEA_INDUSTRIES as readonly string[]).includes(industry) ? MARKET_REFERENCES[industry as IdeaIndustry] : MARKET_REFERENCES.Other;
}

/**
 * The share of an industry's market that buys the way the target market does (the servable
 * market), in percent. Planning assumptions: consumers and small businesses are the broad end,
 * enterprises and peer-to-peer trade the narrow end.
 */
export const SERVABLE_SHARE_PCT: Readonly<Record<TargetMarket, number>> = {
  'B2B (Business to Business)': 30,
  'B2C (Business to Consumer)': 35,
  'B2B2C (Business to Business to Consumer)': 25,
  'C2C (Consumer to Consumer)': 10,
  Marketplace: 20,
  Enterprise: 20,
  'SMB (Small-Medium Business)': 25,
  'Individual Consumers': 35,
};
export const UNSPECIFIED_SERVABLE_SHARE_PCT = 20;
