import { ApiProperty } from '@nestjs/swagger';
import type { UserSummary } from '@founder/contracts';

/** The OpenAPI schema of UserSummary. */
export class UserSummaryResponse implements UserSummary {
  @ApiProperty() id!: number;
  @ApiProperty({ type: String, nullable: true }) name!: string | null;
  @ApiProperty({ type: String, nullable: true, format: 'email' }) email!: string | null;
  @ApiProperty({ type: String, nullable: true }) avatar!: string | null;
}
