import type { WaitlistEntry as WaitlistEntryBody } from '@founder/contracts';
import type { WaitlistEntry } from './waitlist-entry.entity';

/** The entry as the API returns it: every field present, unset ones as null. */
export function toWaitlistEntryBody(entry: WaitlistEntry): WaitlistEntryBody {
  return {
    id: entry.id,
    email: entry.email,
    name: entry.name ?? null,
    walletAddress: entry.walletAddress ?? null,
    googleId: entry.googleId ?? null,
    source: entry.source,
    earlyAccess: entry.earlyAccess,
    referralCode: entry.referralCode ?? null,
    referredBy: entry.referredBy ?? null,
    metadata: entry.metadata ?? null,
    createdAt: entry.createdAt.toISOString(),
  };
}
