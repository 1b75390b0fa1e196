import { ApiProperty } from '@nestjs/swagger';
import { IsInt, Max, Min } from 'class-validator';

/** The largest id PostgreSQL's integer holds: a larger one is refused as input, not sent to the database. */
const MAX_ROW_ID = 2_147_483_647;

/** PUT /api/ideas/last-selected: one of the ideas the founder may read. */
export class SelectIdeaDto {
  @ApiProperty({ type: 'integer', minimum: 1, maximum: MAX_ROW_ID })
  @Max(MAX_ROW_ID)
  @Min(1)
  @IsInt()
  ideaId!: number;
}
