import { ApiProperty } from '@nestjs/swagger';
import { NOTIFICATION_KINDS, type NotificationKind, type UnsubscribeAnswer, type UnsubscribeRequest } from '@founder/contracts';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';

export class UnsubscribeDto implements UnsubscribeRequest {
  @ApiProperty({ maxLength: 128, description: "The token of an email's unsubscribe link" })
  @MaxLength(128)
  @IsString()
  @IsNotEmpty({ message: 'token is required' })
  token!: string;
}

export class UnsubscribeResponse implements UnsubscribeAnswer {
  @ApiProperty({ enum: NOTIFICATION_KINDS }) kind!: NotificationKind;
  @ApiProperty({ example: 'You will no longer get emails about: Connection requests. You can turn them back on in your profile.' }) message!: string;
}
