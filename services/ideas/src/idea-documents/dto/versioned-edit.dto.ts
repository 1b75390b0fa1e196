import { ApiPropertyOptional } from '@nestjs/swagger';
import { Omittable } from '@founder/server-kit';
import { IsInt, Min } from 'class-validator';

/**
 * The version of the part the editor opened (the id its versions list gives the current one). Sent,
 * a save over a newer version is 409 with the newer text, so two editors never lose a write
 * silently; left out (older clients), the save goes through as before.
 */
export class VersionedEdit {
  @ApiPropertyOptional({ description: 'The id of the version the edit started from; a newer current version answers 409 with it' })
  @Min(1)
  @IsInt()
  @Omittable()
  baseVersionId?: number;
}
