import { COMPETITOR_TYPES, type MarketResearch, type MarketResearchPartId } from '@founder/contracts';

/** What a writer other than the built-in composer (an LLM) must answer for each part. */
export const MARKET_RESEARCH_PART_SHAPES: Readonly<Record<MarketResearchPartId, string>> = {
  marketData:
    'an object {"totalMarketSize", "servableMarketSize", "targetMarketSize", "growthRate": each {"value": number (US dollars a year; percent a year for growthRate), "label": short text, "source": the published source of the figure}, total >= servable >= target; "marketMaturity": "emerging" or "growing"; "regulations": 1-5 strings; "barriers": 1-5 strings}',
  competitors:
    'an array of 2-8 objects {"name", "type": "direct" | "indirect" | "substitute", "marketShare": percent 0-100, "strengths": 1-5 strings, "weaknesses": 1-5 strings, "pricing", "funding", "description"}',
  segments: 'an array of 1-6 objects {"name", "size", "growth", "description", "opportunity": "high" | "medium" | "low"}',
  trends: 'an array of 1-8 objects {"trend", "impact": "positive" | "negative" | "neutral", "description", "timeframe", "relevance": integer 0-100}',
  personas: 'an array of 1-4 objects {"name", "demographics", "painPoints": 1-5 strings, "motivations": 1-5 strings, "channels": 1-5 strings, "budget"}',
};

type Check = (value: unknown, path: string) => string | null;
const MAX_TEXT = 600;

const text: Check = (value, path) =>
  typeof value === 'string' && value.trim() !== '' && value.length <= MAX_TEXT ? null : `${path} is not a text of 1-${MAX_TEXT} characters`;
const oneOf = (options: readonly string[]): Check => (value, path) => (options.includes(value as string) ? null : `${path} is not one of ${options.join(', ')}`);
const percent: Check = (value, path) =>
  typeof value === 'number' && Number.isFinite(value) && value >= 0 && value <= 100 ? null : `${path} is not a percentage 0-100`;
const texts = (min: number, max: number): Check => (value, path) => {
  if (!Array.isArray(value) || value.length < min || value.length > max) return `${path} is not a list of ${min}-${max} texts`;
  return value.map((item, index) => text(item, `${path}[${index}]`)).find((problem) => problem !== null) ?? null;
};
const object = (fields: Record<string, Check>): Check => (value, path) => {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return `${path} is not an object`;
  const record = value as Record<string, unknown>;
  return Object.entries(fields).map(([field, check]) => check(record[field], `${path}.${field}`)).find((problem) => problem !== null) ?? null;
};
const list = (min: number, max: number, item: Check): Check => (value, path) => {
  if (!Array.isArray(value) || value.length < min || value.length > max) return `${path} is not a list of ${min}-${max} items`;
  return value.map((entry, index) => item(entry, `${path}[${index}]`)).find((problem) => problem !== null) ?? null;
};
const figure: Check = object({
  value: (value, path) => (typeof value === 'number' && Number.isFinite(value) && value >= 0 ? null : `${path} is not a non-negative number`),
  label: text,
  source: text,
});

const CHECKS: Readonly<Record<MarketResearchPartId, Check>> = {
  marketData: (value, path) => {
    const problem = object({
      totalMarketSize: figure,
      servableMarketSize: figure,
      targetMarketSize: figure,
      growthRate: figure,
      marketMaturity: oneOf(['emerging', 'growing']),
      regulations: texts(1, 5),
      barriers: texts(1, 5),
    })(value, path);
    if (problem) return problem;
    const data = value as MarketResearch['marketData'];
    if (data.totalMarketSize.value < data.servableMarketSize.value || data.servableMarketSize.value < data.targetMarketSize.value) {
      return `${path} does not keep total >= servable >= target`;
    }
    return null;
  },
  competitors: list(
    2,
    8,
    object({
      name: text,
      type: oneOf(COMPETITOR_TYPES),
      marketShare: percent,
      strengths: texts(1, 5),
      weaknesses: texts(1, 5),
      pricing: text,
      funding: text,
      description: text,
    }),
  ),
  segments: list(1, 6, object({ name: text, size: text, growth: text, description: text, opportunity: oneOf(['high', 'medium', 'low']) })),
  trends: list(
    1,
    8,
    object({
      trend: text,
      impact: oneOf(['positive', 'negative', 'neutral']),
      description: text,
      timeframe: text,
      relevance: (value, path) => percent(value, path) ?? (Number.isInteger(value) ? null : `${path} is not a whole number`),
    }),
  ),
  personas: list(
    1,
    4,
    object({ name: text, demographics: text, painPoints: texts(1, 5), motivations: texts(1, 5), channels: texts(1, 5), budget: text }),
  ),
};

/** Why a part of the research written elsewhere cannot be used, or null when it meets the schema. */
export function marketResearchPartProblem(id: MarketResearchPartId, value: unknown): string | null {
  return CHECKS[id](value, id);
}
