import { ApiProperty } from '@nestjs/swagger';
import type { WaitlistCount, WaitlistEntry as WaitlistEntryBody } from '@founder/contracts';
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

/** The OpenAPI schema of WaitlistEntry. */
export class WaitlistEntryResponse implements WaitlistEntryBody {
  @ApiProperty() id!: number;
  @ApiProperty({ format: 'email' }) email!: string;
  @ApiProperty({ type: String, nullable: true }) name!: string | null;
  @ApiProperty({ type: String, nullable: true }) walletAddress!: string | null;
  @ApiProperty({ type: String, nullable: true }) googleId!: string | null;
  @ApiProperty() source!: string;
  @ApiProperty() earlyAccess!: boolean;
  @ApiProperty({ type: String, nullable: true }) referralCode!: string | null;
  @ApiProperty({ type: String, nullable: true }) referredBy!: string | null;
  @ApiProperty({ type: 'object', additionalProperties: true, nullable: true }) metadata!: Record<string, unknown> | null;
  @ApiProperty({ format: 'date-time' }) createdAt!: string;
}

export class WaitlistCountResponse implements WaitlistCount {
  @ApiProperty() count!: number;
}
