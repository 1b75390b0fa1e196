import type { CommunityEvent } from '@founder/contracts';
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
