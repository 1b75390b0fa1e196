/** Market research (spec sections 3 and 7; issue 9): the request, the stored result and its paths. */

/** Body of POST /api/startup-ideas/{id}/market-research (spec section 7). */
export interface MarketResearchRequest {
  industry: string;
  description: string;
  /** Optional as on the idea: left out or blank, the research writes for an unspecified market. */
  targetMarket?: string;
  problemStatement?: string;
}

/** A market figure with the reference it comes from. */
export interface SourcedFigure {
  /** US dollars a year (market sizes) or percent a year (growth). */
  value: number;
  /** As the page prints it: '$4.2B', '12% a year'. */
  label: string;
  source: string;
}

export interface MarketData {
  totalMarketSize: SourcedFigure;
  servableMarketSize: SourcedFigure;
  targetMarketSize: SourcedFigure;
  growthRate: SourcedFigure;
  marketMaturity: 'emerging' | 'growing';
  regulations: string[];
  barriers: string[];
}

export const COMPETITOR_TYPES = ['direct', 'indirect', 'substitute'] as const;
export interface Competitor {
  /** The kind of alternative a customer uses today, never a real company's name (built-in provider). */
  name: string;
  type: (typeof COMPETITOR_TYPES)[number];
  /** Share of the servable market in percent. */
  marketShare: number;
  strengths: string[];
  weaknesses: string[];
  pricing: string;
  funding: string;
  description: string;
}

export interface MarketSegment {
  name: string;
  size: string;
  growth: string;
  description: string;
  opportunity: 'high' | 'medium' | 'low';
}

export interface MarketTrend {
  trend: string;
  impact: 'positive' | 'negative' | 'neutral';
  description: string;
  timeframe: string;
  /** 0-100. */
  relevance: number;
}

export interface MarketPersona {
  name: string;
  demographics: string;
  painPoints: string[];
  motivations: string[];
  channels: string[];
  budget: string;
}

/** The stored research, as the POST answers it and GET of the idea returns it; each field is a part of the 'market-research' document. */
export interface MarketResearch {
  marketData: MarketData;
  competitors: Competitor[];
  segments: MarketSegment[];
  trends: MarketTrend[];
  personas: MarketPersona[];
}

export type MarketResearchPartId = keyof MarketResearch;

/** The parts of the research, in the order the page shows them (its History menu, the service's document). */
export const MARKET_RESEARCH_PARTS = [
  { id: 'marketData', title: 'Market overview' },
  { id: 'competitors', title: 'Competitors' },
  { id: 'segments', title: 'Segments' },
  { id: 'trends', title: 'Trends' },
  { id: 'personas', title: 'Personas' },
] as const satisfies ReadonlyArray<{ id: MarketResearchPartId; title: string }>;

/** The six stages the page shows, 1500 ms each, while the research is written (spec sections 4 and 9). */
export const MARKET_RESEARCH_STAGES = [
  'Sizing the market',
  'Mapping competitors',
  'Segmenting customers',
  'Scanning trends',
  'Building personas',
  'Compiling the report',
] as const;
export const MARKET_RESEARCH_STAGE_MS = 1500;
