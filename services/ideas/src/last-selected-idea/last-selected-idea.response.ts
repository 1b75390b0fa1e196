import { ApiProperty } from '@nestjs/swagger';
import type { LastSelectedIdea } from '@founder/contracts';

export class LastSelectedIdeaResponse implements LastSelectedIdea {
  @ApiProperty({ type: 'integer', nullable: true, description: 'null until the founder selects an idea, or when it is no longer theirs to read' })
  ideaId!: number | null;
}
