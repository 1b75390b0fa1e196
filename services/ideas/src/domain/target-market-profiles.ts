import type { TargetMarket } from '@founder/contracts';

/** How selling to a target market changes the reference figures, and how plans name its buyers. */
export interface TargetMarketProfile {
  /** Buyers in a sentence: 'small and medium-sized businesses'. */
  audience: string;
  /** Multiplies the reference monthly price and acquisition cost: business buyers pay more and cost more to win. */
  priceFactor: number;
  /** Multiplies the reference customer count: fewer, larger accounts when the price is higher. */
  customerFactor: number;
}

export const TARGET_MARKET_PROFILES: Readonly<Record<TargetMarket, TargetMarketProfile>> = {
  'B2B (Business to Business)': { audience: 'businesses', priceFactor: 3, customerFactor: 0.5 },
  'B2C (Business to Consumer)': { audience: 'consumers', priceFactor: 1, customerFactor: 1 },
  'B2B2C (Business to Business to Consumer)': { audience: 'businesses and the consumers they serve', priceFactor: 2, customerFactor: 0.6 },
  'C2C (Consumer to Consumer)': { audience: 'consumers trading with one another', priceFactor: 0.6, customerFactor: 1.5 },
  Marketplace: { audience: 'buyers and sellers on a marketplace', priceFactor: 0.8, customerFactor: 1.25 },
  Enterprise: { audience: 'large enterprises', priceFactor: 10, customerFactor: 0.1 },
  'SMB (Small-Medium Business)': { audience: 'small and medium-sized businesses', priceFactor: 2, customerFactor: 0.6 },
  'Individual Consumers': { audience: 'individual consumers', priceFactor: 1, customerFactor: 1 },
};

/** Used when the founder named no target market. */
export const UNSPECIFIED_MARKET_PROFILE: TargetMarketProfile = { audience: 'its early customers', priceFactor: 1, customerFactor: 1 };

export function targetMarketProfile(targetMarket: string | null): TargetMarketProfile {
  return (targetMarket && TARGET_MARKET_PROFILES[targetMarket as TargetMarket]) || UNSPECIFIED_MARKET_PROFILE;
}
