import { ApiProperty } from '@nestjs/swagger';
import { DATA_ROOM_FIELD_LIMITS, DATA_ROOM_TIERS, type DataRoomAccessRequestInput, type DataRoomTier, type DataRoomVisitorInput } from '@founder/contracts';
import { OneOf, OptionalText, RequiredText } from '@founder/server-kit';
import { Transform } from 'class-transformer';
import { IsEmail, IsNotEmpty, MaxLength } from 'class-validator';

const L = DATA_ROOM_FIELD_LIMITS;

/** Who opens a link: asked on the link page, kept in the view log. */
export class VisitorDto implements DataRoomVisitorInput {
  @RequiredText(L.visitorName)
  name!: string;

  @ApiProperty({ maxLength: L.visitorEmail.max, example: 'ada@example.com' })
  @Transform(({ value }) => (typeof value === 'string' ? value.trim().toLowerCase() : value))
  @IsNotEmpty()
  @MaxLength(L.visitorEmail.max)
  @IsEmail()
  email!: string;
}

export class AccessRequestDto extends VisitorDto implements DataRoomAccessRequestInput {
  @OneOf(DATA_ROOM_TIERS)
  tier!: DataRoomTier;

  @OptionalText(L.requestMessage)
  message?: string;
}
