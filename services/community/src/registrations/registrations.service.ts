import { ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { COMMUNITY_PAGE_SIZE, type CursorPage, type EventRegistration, type MyRegistration } from '@founder/contracts';
import { DataSource, In, Repository } from 'typeorm';
import { keysetEntities, type SortKey } from '@founder/server-kit';
import { REGISTRATION_MESSAGES, registrationRefusal } from '../domain/registration-rules';
import { Access } from '../access/access.service';
import { EventEntity } from '../events/event.entity';
import { toEventBody } from '../events/event.response';
import type { PageQuery } from '../identity/page.query';
import { EventRegistrationEntity } from './event-registration.entity';

/** Soonest event first, then registration id. */
const SOONEST_FIRST: SortKey[] = [
  { sql: 'event.start_date', direction: 'ASC', type: 'timestamp' },
  { sql: 'registration.id', direction: 'ASC', type: 'integer' },
];

export const REGISTRATION_NOT_FOUND = 'You are not registered for this event';

function toRegistrationBody(registration: EventRegistrationEntity): EventRegistration {
  return {
    id: registration.id,
    eventId: registration.eventId,
    userId: registration.userId,
    registrationDate: registration.registrationDate.toISOString(),
    status: registration.status,
    notes: registration.notes,
    createdAt: registration.createdAt.toISOString(),
  };
}

/**
 * Seats are taken and given back on the event row locked FOR UPDATE: concurrent registrations for
 * one event queue on it, so each sees the count the previous one left, and currentAttendees moves
 * in the same transaction as the registration rows (the CHECK on events is the last guard).
 */
@Injectable()
export class RegistrationsService {
  constructor(
    private readonly dataSource: DataSource,
    @InjectRepository(EventRegistrationEntity) private readonly registrations: Repository<EventRegistrationEntity>,
    @InjectRepository(EventEntity) private readonly events: Repository<EventEntity>,
    private readonly access: Access,
  ) {}

  register(eventId: number, userId: number): Promise<EventRegistration> {
    return this.dataSource.transaction(async (manager) => {
      const event = await this.access.requireAccess({ userId }, 'event.register', eventId, manager);
      const registrations = manager.getRepository(EventRegistrationEntity);
      const existing = await registrations.existsBy({ eventId, userId, status: 'registered' });
      const refusal = registrationRefusal(event, existing, new Date());
      if (refusal) throw new ConflictException(REGISTRATION_MESSAGES[refusal]);
      const registration = await registrations.save(registrations.create({ eventId, userId }));
      await manager.getRepository(EventEntity).increment({ id: eventId }, 'currentAttendees', 1);
      return toRegistrationBody(registration);
    });
  }

  cancel(eventId: number, userId: number): Promise<EventRegistration> {
    return this.dataSource.transaction(async (manager) => {
      await this.access.requireAccess({ userId }, 'event.register', eventId, manager);
      const registrations = manager.getRepository(EventRegistrationEntity);
      const registration = await registrations.findOneBy({ eventId, userId, status: 'registered' });
      if (!registration) throw new NotFoundException(REGISTRATION_NOT_FOUND);
      registration.status = 'cancelled';
      await registrations.save(registration);
      await manager.getRepository(EventEntity).decrement({ id: eventId }, 'currentAttendees', 1);
      return toRegistrationBody(registration);
    });
  }

  /** The caller's active registrations, soonest event first. */
  async listMine(userId: number, query: PageQuery): Promise<CursorPage<MyRegistration>> {
    const mine = this.registrations
      .createQueryBuilder('registration')
      .innerJoin(EventEntity, 'event', 'event.id = registration.event_id')
      .where('registration.user_id = :userId AND registration.status = :status', { userId, status: 'registered' });
    const { items: registrations, nextCursor } = await keysetEntities(mine, SOONEST_FIRST, query, COMMUNITY_PAGE_SIZE);
    const events = await this.events.findBy({ id: In(registrations.map((registration) => registration.eventId)) });
    const items = registrations.map((registration) => ({
      ...toRegistrationBody(registration),
      event: toEventBody(events.find((event) => event.id === registration.eventId)!),
    }));
    return { items, nextCursor };
  }
}
