import { ApiProperty } from '@nestjs/swagger';
import type { UserSummary } from '@founder/contracts';

/** The OpenAPI schema of UserSummary (the person behind a profile or a connection). */
export class UserSummaryResponse implements UserSummary {
  @ApiProperty() id!: number;
  @ApiProperty({ type: String, nullable: true }) name!: string | null;
  @ApiProperty({ type: String, nullable: true, description: "Only for the caller and the caller's accepted connections" }) email!: string | null;
  @ApiProperty({ type: String, nullable: true }) avatar!: string | null;
}
