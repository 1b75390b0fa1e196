/** Waitlist limits and defaults (spec section 9). */
export const WAITLIST_LIMITS = {
  email: 255,
  name: 255,
  walletAddress: 42,
  googleId: 255,
  source: 50,
  referralCode: 20,
  referredBy: 20,
} as const;

export const WAITLIST_DEFAULT_SOURCE = 'email';

export interface WaitlistSignupRequest {
  email: string;
  name: string;
  walletAddress?: string;
  googleId?: string;
  source?: string;
  referralCode?: string;
  referredBy?: string;
  metadata?: Record<string, unknown>;
}

export interface WaitlistEntry {
  id: number;
  email: string;
  name: string | null;
  walletAddress: string | null;
  googleId: string | null;
  source: string;
  earlyAccess: boolean;
  referralCode: string | null;
  referredBy: string | null;
  metadata: Record<string, unknown> | null;
  createdAt: string;
}

export interface WaitlistCount {
  count: number;
}

/** The waitlist calls of spec section 7. */
export const WAITLIST_PATHS = {
  /** POST WaitlistSignupRequest: 201 the WaitlistEntry. */
  join: '/api/waitlist',
  /** GET: WaitlistCount. */
  count: '/api/waitlist/count',
} as const;
