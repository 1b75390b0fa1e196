import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { EVENT_CATEGORIES, EVENT_STATUSES, EVENT_TYPES, type CommunityEvent, type EventAgendaItem, type EventSpeaker } from '@founder/contracts';
import { PageResponse } from '../identity/page.response';
import type { EventEntity } from './event.entity';

/** An event as the API answers it (dates as ISO strings). */
export function toEventBody(event: EventEntity): CommunityEvent {
  return {
    id: event.id,
    title: event.title,
    description: event.description,
    type: event.type,
    category: event.category,
    startDate: event.startDate.toISOString(),
    endDate: event.endDate?.toISOString() ?? null,
    location: event.location,
    isVirtual: event.isVirtual,
    virtualLink: event.virtualLink,
    organizerId: event.organizerId,
    organizerName: event.organizerName,
    organizerEmail: event.organizerEmail,
    maxAttendees: event.maxAttendees,
    currentAttendees: event.currentAttendees,
    price: event.price,
    registrationUrl: event.registrationUrl,
    tags: event.tags,
    imageUrl: event.imageUrl,
    requirements: event.requirements,
    agenda: event.agenda,
    speakers: event.speakers,
    benefits: event.benefits,
    status: event.status,
    createdAt: event.createdAt.toISOString(),
    updatedAt: event.updatedAt.toISOString(),
  };
}

class EventAgendaItemResponse implements EventAgendaItem {
  @ApiProperty() time!: string;
  @ApiProperty() title!: string;
}

class EventSpeakerResponse implements EventSpeaker {
  @ApiProperty() name!: string;
  @ApiPropertyOptional() title?: string;
}

/** The OpenAPI schema of CommunityEvent. */
export class EventResponse implements CommunityEvent {
  @ApiProperty() id!: number;
  @ApiProperty() title!: string;
  @ApiProperty({ type: String, nullable: true }) description!: string | null;
  @ApiProperty({ enum: EVENT_TYPES }) type!: CommunityEvent['type'];
  @ApiProperty({ enum: EVENT_CATEGORIES }) category!: CommunityEvent['category'];
  @ApiProperty({ format: 'date-time' }) startDate!: string;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) endDate!: string | null;
  @ApiProperty({ type: String, nullable: true }) location!: string | null;
  @ApiProperty() isVirtual!: boolean;
  @ApiProperty({ type: String, nullable: true }) virtualLink!: string | null;
  @ApiProperty({ type: Number, nullable: true }) organizerId!: number | null;
  @ApiProperty({ type: String, nullable: true }) organizerName!: string | null;
  @ApiProperty({ type: String, nullable: true }) organizerEmail!: string | null;
  @ApiProperty({ type: Number, nullable: true }) maxAttendees!: number | null;
  @ApiProperty() currentAttendees!: number;
  @ApiProperty({ example: '0.00' }) price!: string;
  @ApiProperty({ type: String, nullable: true }) registrationUrl!: string | null;
  @ApiProperty({ type: [String] }) tags!: string[];
  @ApiProperty({ type: String, nullable: true }) imageUrl!: string | null;
  @ApiProperty({ type: String, nullable: true }) requirements!: string | null;
  @ApiProperty({ type: [EventAgendaItemResponse] }) agenda!: EventAgendaItem[];
  @ApiProperty({ type: [EventSpeakerResponse] }) speakers!: EventSpeaker[];
  @ApiProperty({ type: [String] }) benefits!: string[];
  @ApiProperty({ enum: EVENT_STATUSES }) status!: CommunityEvent['status'];
  @ApiProperty({ format: 'date-time' }) createdAt!: string;
  @ApiProperty({ format: 'date-time' }) updatedAt!: string;
}

export const EventPageResponse = PageResponse(EventResponse);
