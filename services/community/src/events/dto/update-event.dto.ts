import { ApiPropertyOptional, PartialType } from '@nestjs/swagger';
import { EVENT_STATUSES, type EventStatus } from '@founder/contracts';
import { IsIn, IsOptional } from 'class-validator';
import { CreateEventDto } from './create-event.dto';

/** PATCH /api/events/{id}: any field; status 'cancelled' cancels the event. */
export class UpdateEventDto extends PartialType(CreateEventDto) {
  @ApiPropertyOptional({ enum: EVENT_STATUSES })
  @IsOptional()
  @IsIn(EVENT_STATUSES)
  status?: EventStatus;
}
