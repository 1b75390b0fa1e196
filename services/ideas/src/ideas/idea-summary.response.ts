import { ApiProperty } from '@nestjs/swagger';
import { IDEA_DOCUMENT_KINDS, IDEA_SUMMARY_DESCRIPTION_CHARS, type IdeaSummary, type IdeaSummaryPage } from '@founder/contracts';

/** The OpenAPI schema of IdeaSummary (an item of GET /api/ideas). */
export class IdeaSummaryResponse implements IdeaSummary {
  @ApiProperty() id!: number;
  @ApiProperty() ideaTitle!: string;
  @ApiProperty({ description: `The first ${IDEA_SUMMARY_DESCRIPTION_CHARS} characters` }) description!: string;
  @ApiProperty() industry!: string;
  @ApiProperty() stage!: string;
  @ApiProperty({ type: Number, nullable: true }) validationScore!: number | null;
  @ApiProperty({ format: 'date-time' }) createdAt!: string;
  @ApiProperty({ enum: IDEA_DOCUMENT_KINDS, isArray: true, description: 'The kinds of generated document the idea has, alphabetical' })
  documents!: IdeaSummary['documents'];
  @ApiProperty({ type: String, nullable: true, description: 'The company the idea belongs to; null for a personal idea' }) companyName!: string | null;
}

/** The OpenAPI schema of IdeaSummaryPage (GET /api/ideas). */
export class IdeaSummaryPageResponse implements IdeaSummaryPage {
  @ApiProperty({ type: [IdeaSummaryResponse] }) items!: IdeaSummary[];
  @ApiProperty({ type: String, nullable: true, description: 'Asks for the next page (?cursor=); null on the last page' }) nextCursor!: string | null;
}
