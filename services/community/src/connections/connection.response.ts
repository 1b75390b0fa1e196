import { ApiProperty } from '@nestjs/swagger';
import { CONNECTION_STATUSES, type Connection, type DeclinedConnection, type UserSummary } from '@founder/contracts';
import { PageResponse } from '../identity/page.response';
import { UserSummaryResponse } from '../identity/user-summary.response';

/** The OpenAPI schema of Connection (as the caller sees it). */
export class ConnectionResponse implements Connection {
  @ApiProperty() id!: number;
  @ApiProperty({ enum: CONNECTION_STATUSES }) status!: Connection['status'];
  @ApiProperty({ enum: ['sent', 'received'], description: "'sent' when the caller asked" }) direction!: Connection['direction'];
  @ApiProperty({ type: UserSummaryResponse, description: 'The other person' }) user!: UserSummary;
  @ApiProperty({ type: String, nullable: true }) message!: string | null;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) connectionDate!: string | null;
  @ApiProperty({ format: 'date-time' }) createdAt!: string;
}

/** The answer to a declined request: it is deleted. */
export class DeclinedConnectionResponse implements DeclinedConnection {
  @ApiProperty() id!: number;
  @ApiProperty({ enum: ['declined'] }) status!: 'declined';
}

export const ConnectionPageResponse = PageResponse(ConnectionResponse);
