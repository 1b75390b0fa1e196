import { ApiPropertyOptional, PartialType } from '@nestjs/swagger';
import { EVENT_STATUSES, type EventStatus } from '@founder/contracts';
import { Omittable } from '@founder/server-kit';
import { IsIn } from 'class-validator';
import { CreateEventDto } from './create-event.dto';

/**
 * PATCH /api/events/{id}: any field; status 'cancelled' cancels the event. A required field sent
 * as null is a 400 (its rules still run); an optional one sent as null is cleared.
 */
export class UpdateEventDto extends PartialType(CreateEventDto, { skipNullProperties: false }) {
  @ApiPropertyOptional({ enum: EVENT_STATUSES })
  @Omittable()
  @IsIn(EVENT_STATUSES)
  status?: EventStatus;
}
