import { ApiProperty } from '@nestjs/swagger';
import { INTERNAL_USERS_MAX_IDS } from '@founder/contracts';
import { fromDecimalText } from '@founder/server-kit';
import { Transform } from 'class-transformer';
import { ArrayMaxSize, ArrayMinSize, IsArray, IsInt, Max, Min } from 'class-validator';

/** `?ids=3,7,12`: positive integer ids in canonical decimal, at most INTERNAL_USERS_MAX_IDS. */
export class UserIdsQuery {
  @ApiProperty({ description: `Comma-joined user ids (at most ${INTERNAL_USERS_MAX_IDS})`, example: '3,7,12', type: String })
  @Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.split(',').map(fromDecimalText) : value))
  @IsInt({ each: true, message: 'ids must be a comma-joined list of user ids' })
  @Min(1, { each: true, message: 'ids must be a comma-joined list of user ids' })
  @Max(2_147_483_647, { each: true, message: 'ids must be a comma-joined list of user ids' })
  @ArrayMaxSize(INTERNAL_USERS_MAX_IDS)
  @ArrayMinSize(1)
  @IsArray()
  ids!: number[];
}
