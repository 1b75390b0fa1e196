import { ApiProperty } from '@nestjs/swagger';
import { IDEA_DOCUMENT_KINDS, type IdeaSummary } from '@founder/contracts';

/** The OpenAPI schema of IdeaSummary (GET /api/ideas without ?email). */
export class IdeaSummaryResponse implements IdeaSummary {
  @ApiProperty() id!: number;
  @ApiProperty() ideaTitle!: string;
  @ApiProperty() description!: string;
  @ApiProperty() industry!: string;
  @ApiProperty() stage!: string;
  @ApiProperty({ type: Number, nullable: true }) validationScore!: number | null;
  @ApiProperty({ format: 'date-time' }) createdAt!: string;
  @ApiProperty({ enum: IDEA_DOCUMENT_KINDS, isArray: true, description: 'The kinds of generated document the idea has, alphabetical' })
  documents!: IdeaSummary['documents'];
}
