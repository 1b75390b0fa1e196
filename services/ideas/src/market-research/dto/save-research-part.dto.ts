import { ApiProperty } from '@nestjs/swagger';
import { IsDefined } from 'class-validator';
import { VersionedEdit } from '../../idea-documents/dto/versioned-edit.dto';

/** PUT /api/startup-ideas/{id}/market-research/parts/{partId}: the part as the research stores it, checked against its schema by the kind. */
export class SaveResearchPartDto extends VersionedEdit {
  @ApiProperty({ description: 'The part: an object for marketData, a list for the others' })
  @IsDefined()
  content!: unknown;
}
