import { ApiProperty } from '@nestjs/swagger';
import { SITE_SIGN_UP_MODES, type NotificationKind, type NotificationSettings, type SiteSignUpMode } from '@founder/contracts';
import { Type } from 'class-transformer';
import { IsBoolean, IsDefined, IsIn, IsObject, ValidateNested } from 'class-validator';

const SWITCH = (kind: NotificationKind) => ({ message: `enabled.${kind} must be true or false` });

/** Every kind's switch: a PUT sends them all, as the tab shows them. */
export class NotificationSwitchesDto implements Record<NotificationKind, boolean> {
  @ApiProperty() @IsBoolean(SWITCH('connectionRequest')) connectionRequest!: boolean;
  @ApiProperty() @IsBoolean(SWITCH('connectionAccepted')) connectionAccepted!: boolean;
  @ApiProperty() @IsBoolean(SWITCH('dataRoomAccessRequest')) dataRoomAccessRequest!: boolean;
  @ApiProperty() @IsBoolean(SWITCH('eventChanged')) eventChanged!: boolean;
  @ApiProperty() @IsBoolean(SWITCH('siteSignUp')) siteSignUp!: boolean;
  @ApiProperty() @IsBoolean(SWITCH('shareOpened')) shareOpened!: boolean;
  @ApiProperty() @IsBoolean(SWITCH('mention')) mention!: boolean;
}

/** GET answers it; PUT /api/auth/notifications takes it whole. */
export class NotificationSettingsDto implements NotificationSettings {
  @ApiProperty({ type: NotificationSwitchesDto })
  @ValidateNested()
  @Type(() => NotificationSwitchesDto)
  @IsObject({ message: 'enabled must be an object of switches' })
  @IsDefined({ message: 'enabled is required' })
  enabled!: NotificationSwitchesDto;

  @ApiProperty({ enum: SITE_SIGN_UP_MODES, description: 'A site sign-up is mailed at once, or in one message a day' })
  @IsIn(SITE_SIGN_UP_MODES, { message: `siteSignUpMode must be one of: ${SITE_SIGN_UP_MODES.join(', ')}` })
  siteSignUpMode!: SiteSignUpMode;
}
