import { ApiProperty } from '@nestjs/swagger';
import type { CurrentUser } from '@founder/contracts';

/** The OpenAPI schema of CurrentUser (the type itself is @founder/contracts'). */
export class CurrentUserResponse implements CurrentUser {
  @ApiProperty() id!: number;
  @ApiProperty({ type: String, nullable: true }) name!: string | null;
  @ApiProperty({ type: String, nullable: true }) username!: string | null;
  @ApiProperty({ type: String, nullable: true, format: 'email' }) email!: string | null;
  @ApiProperty() emailVerified!: boolean;
  @ApiProperty({ type: String, nullable: true, format: 'email', description: 'An address waiting for its emailed link to replace email' }) pendingEmail!: string | null;
  @ApiProperty({ type: String, nullable: true }) avatar!: string | null;
  @ApiProperty({ type: String, nullable: true }) walletAddress!: string | null;
  @ApiProperty({ type: String, nullable: true }) walletType!: string | null;
  @ApiProperty({ type: Number, nullable: true }) chainId!: number | null;
  @ApiProperty({ format: 'date-time' }) createdAt!: string;
}
