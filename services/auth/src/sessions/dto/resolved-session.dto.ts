import { ApiProperty } from '@nestjs/swagger';

/** Who a session cookie belongs to: what the gateway signs into the identity assertion. */
export class ResolvedSessionDto {
  @ApiProperty()
  userId!: number;

  @ApiProperty({ format: 'uuid' })
  sessionId!: string;

  @ApiProperty({ type: String, nullable: true })
  email!: string | null;
}
