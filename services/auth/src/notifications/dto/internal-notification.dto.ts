import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { NOTIFICATION_KINDS, type EventChange, type NotificationKind } from '@founder/contracts';
import { Type } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsBoolean, IsEmail, IsIn, IsInt, IsNotEmpty, IsOptional, IsString, Matches, Max, MaxLength, Min, ValidateIf, ValidateNested } from 'class-validator';

const USER_ID = { min: 1, max: 2_147_483_647 };
const when = (...kinds: NotificationKind[]) => ValidateIf((body: InternalNotificationDto) => kinds.includes(body.kind));

class EventChangeDto implements EventChange {
  @ApiProperty({ enum: ['title', 'time', 'place'] }) @IsIn(['title', 'time', 'place']) field!: EventChange['field'];
  @ApiProperty() @IsString() @MaxLength(300) before!: string;
  @ApiProperty() @IsString() @MaxLength(300) after!: string;
}

/**
 * POST /internal/notifications: `userId` is told what happened; the facts a kind needs are
 * required for that kind (the InternalNotification union of contracts, flat for the validator).
 */
export class InternalNotificationDto {
  @ApiProperty() @IsInt() @Min(USER_ID.min) @Max(USER_ID.max) userId!: number;
  @ApiProperty({ enum: NOTIFICATION_KINDS }) @IsIn(NOTIFICATION_KINDS, { message: `kind must be one of: ${NOTIFICATION_KINDS.join(', ')}` }) kind!: NotificationKind;

  @ApiPropertyOptional() @when('connectionRequest') @IsInt() @Min(USER_ID.min) @Max(USER_ID.max) requesterId?: number;
  @ApiPropertyOptional() @when('connectionAccepted') @IsInt() @Min(USER_ID.min) @Max(USER_ID.max) receiverId?: number;
  @ApiPropertyOptional({ type: String, nullable: true }) @IsOptional() @IsString() @MaxLength(2000) message?: string | null;

  @ApiPropertyOptional() @when('dataRoomAccessRequest') @IsString() @IsNotEmpty() @MaxLength(200) companyName?: string;
  @ApiPropertyOptional() @when('dataRoomAccessRequest') @IsString() @IsNotEmpty() @MaxLength(200) requesterName?: string;
  @ApiPropertyOptional() @when('dataRoomAccessRequest') @IsEmail() @MaxLength(254) requesterEmail?: string;

  @ApiPropertyOptional() @when('eventChanged') @IsInt() @Min(1) eventId?: number;
  @ApiPropertyOptional() @when('eventChanged') @IsString() @IsNotEmpty() @MaxLength(300) eventTitle?: string;
  @ApiPropertyOptional() @when('eventChanged') @IsBoolean() cancelled?: boolean;
  @ApiPropertyOptional({ type: [EventChangeDto] }) @when('eventChanged') @IsArray() @ArrayMaxSize(3) @ValidateNested({ each: true }) @Type(() => EventChangeDto) changes?: EventChangeDto[];

  @ApiPropertyOptional() @when('siteSignUp') @IsString() @IsNotEmpty() @MaxLength(200) siteName?: string;
  @ApiPropertyOptional() @when('siteSignUp') @IsString() @IsNotEmpty() @MaxLength(300) pagePath?: string;
  @ApiPropertyOptional() @when('siteSignUp') @IsEmail() @MaxLength(254) visitorEmail?: string;

  @ApiPropertyOptional({ enum: ['business plan', 'pitch deck'] }) @when('shareOpened') @IsIn(['business plan', 'pitch deck']) documentKind?: 'business plan' | 'pitch deck';
  @ApiPropertyOptional() @when('shareOpened') @IsString() @IsNotEmpty() @MaxLength(300) documentTitle?: string;
  @ApiPropertyOptional() @when('shareOpened') @IsInt() @Min(1) newVisitors?: number;

  @ApiPropertyOptional() @when('mention') @IsInt() @Min(USER_ID.min) @Max(USER_ID.max) authorId?: number;
  @ApiPropertyOptional() @when('mention') @IsString() @IsNotEmpty() @MaxLength(300) where?: string;
  @ApiPropertyOptional() @when('mention') @IsString() @IsNotEmpty() @MaxLength(300) title?: string;
  @ApiPropertyOptional() @when('mention') @IsString() @IsNotEmpty() @MaxLength(300) excerpt?: string;
  @ApiPropertyOptional({ description: "A product path: '/pitch-deck'" }) @when('mention') @Matches(/^\/[a-z0-9/-]{0,100}$/, { message: 'page must be a path of the product' }) page?: string;
}

/** What the endpoint did with a notification (202). */
export class NotificationOutcomeResponse {
  @ApiProperty({ enum: ['queued', 'held for the daily digest', 'switched off', 'no address'] }) outcome!: NotificationOutcome;
}

export type NotificationOutcome = 'queued' | 'held for the daily digest' | 'switched off' | 'no address';
