import { ApiPropertyOptional } from '@nestjs/swagger';
import { DATA_ROOM_FIELD_LIMITS, DATA_ROOM_TIERS, type DataRoomLinkInput, type DataRoomTier } from '@founder/contracts';
import { Omittable, OneOf, OptionalText } from '@founder/server-kit';
import { IsISO8601 } from 'class-validator';
import { OptionalRowId, RowId } from './id-fields';

export class CreateLinkDto implements DataRoomLinkInput {
  @RowId()
  companyId!: number;

  /** One document; absent for the whole room. */
  @OptionalRowId()
  documentId?: number;

  @OneOf(DATA_ROOM_TIERS)
  tier!: DataRoomTier;

  @OptionalText(DATA_ROOM_FIELD_LIMITS.linkLabel)
  label?: string;

  @ApiPropertyOptional({ type: 'string', format: 'date-time', description: 'In the future; absent: the link does not expire' })
  @Omittable()
  @IsISO8601({ strict: true })
  expiresAt?: string;
}
