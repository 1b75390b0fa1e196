import { ApiProperty } from '@nestjs/swagger';
import { IDEA_SHARE_KINDS, type IdeaShareKind } from '@founder/contracts';
import { IsIn, IsNotEmpty, IsString } from 'class-validator';

export class CreateShareDto {
  @ApiProperty({ enum: IDEA_SHARE_KINDS })
  @IsIn(IDEA_SHARE_KINDS)
  @IsString()
  @IsNotEmpty()
  kind!: IdeaShareKind;
}
