import { ApiProperty } from '@nestjs/swagger';
import { IDEA_SHARE_KINDS, type IdeaShareKind } from '@founder/contracts';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';

/** The kind is checked against the app's registered document kinds by SharesService (400 naming them). */
export class CreateShareDto {
  @ApiProperty({ enum: IDEA_SHARE_KINDS })
  @MaxLength(40)
  @IsString()
  @IsNotEmpty()
  kind!: IdeaShareKind;
}
