import { ApiPropertyOptional } from '@nestjs/swagger';
import { COMMENT_TEXT_MAX, type NewReplyRequest, type NewThreadRequest } from '@founder/contracts';
import { RequiredText } from '@founder/server-kit';
import { ArrayMaxSize, IsArray, IsInt, IsOptional, Max, Min } from 'class-validator';

const MAX_MENTIONS = 20;

/** POST /api/documents/{id}/comments and .../replies: the text (1 to 2,000 characters once trimmed) and whom it mentions. */
export class NewReplyDto implements NewReplyRequest {
  @RequiredText({ min: 1, max: COMMENT_TEXT_MAX, example: 'Can we check the churn figure?' })
  text!: string;

  @ApiPropertyOptional({ type: [Number], description: 'User ids of members it mentions (GET .../comments/mentionable)' })
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(MAX_MENTIONS)
  @IsInt({ each: true, message: 'mentions must be user ids' })
  @Min(1, { each: true, message: 'mentions must be user ids' })
  @Max(2_147_483_647, { each: true, message: 'mentions must be user ids' })
  mentions?: number[];
}

/** POST /api/startup-ideas/{id}/comments: a new thread on a part (checked by the service against the documents' parts). */
export class NewThreadDto extends NewReplyDto implements NewThreadRequest {
  @RequiredText({ max: 120, example: 'pitch-deck:problem' })
  part!: string;
}
