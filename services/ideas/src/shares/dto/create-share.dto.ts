import { ApiProperty } from '@nestjs/swagger';
import { IDEA_SHARE_KINDS, IDEA_SHARE_LABEL_MAX, type IdeaShareKind, type IdeaShareRequest } from '@founder/contracts';
import { OptionalText } from '@founder/server-kit';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';

/** The kind is checked against the app's registered document kinds by SharesService (400 naming them). */
export class CreateShareDto implements IdeaShareRequest {
  @ApiProperty({ enum: IDEA_SHARE_KINDS })
  @MaxLength(40)
  @IsString()
  @IsNotEmpty()
  kind!: IdeaShareKind;

  /** Who the link is for; trimmed, blank means none. */
  @OptionalText({ max: IDEA_SHARE_LABEL_MAX, example: 'Seed investors' })
  label?: string;
}
