import { ApiProperty } from '@nestjs/swagger';
import type { NetworkingHubStats } from '@founder/contracts';

/** The OpenAPI schema of NetworkingHubStats. */
export class HubStatsResponse implements NetworkingHubStats {
  @ApiProperty() members!: number;
  @ApiProperty() upcomingEvents!: number;
  @ApiProperty() mentorsAvailable!: number;
  @ApiProperty({ description: 'Accepted connections of the caller; 0 when signed out' }) myConnections!: number;
}
