import { ApiProperty } from '@nestjs/swagger';
import type { ThreadStateRequest } from '@founder/contracts';
import { IsBoolean, IsDefined } from 'class-validator';

/** PATCH .../comments/{commentId}: resolve (true) or reopen (false) the thread. */
export class ThreadStateDto implements ThreadStateRequest {
  @ApiProperty()
  @IsBoolean({ message: 'resolved must be true or false' })
  @IsDefined({ message: 'resolved is required' })
  resolved!: boolean;
}
