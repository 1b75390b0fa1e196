import { ApiProperty } from '@nestjs/swagger';
import { REGISTRATION_STATUSES, type CommunityEvent, type EventRegistration, type MyRegistration } from '@founder/contracts';
import { EventResponse } from '../events/event.response';
import { PageResponse } from '../identity/page.response';

/** The OpenAPI schema of EventRegistration. */
export class EventRegistrationResponse implements EventRegistration {
  @ApiProperty() id!: number;
  @ApiProperty() eventId!: number;
  @ApiProperty() userId!: number;
  @ApiProperty({ format: 'date-time' }) registrationDate!: string;
  @ApiProperty({ enum: REGISTRATION_STATUSES }) status!: EventRegistration['status'];
  @ApiProperty({ type: String, nullable: true }) notes!: string | null;
  @ApiProperty({ format: 'date-time' }) createdAt!: string;
}

/** The OpenAPI schema of MyRegistration: the registration with its event. */
export class MyRegistrationResponse extends EventRegistrationResponse implements MyRegistration {
  @ApiProperty({ type: EventResponse }) event!: CommunityEvent;
}

export const MyRegistrationPageResponse = PageResponse(MyRegistrationResponse);
