import { BadRequestException, ConflictException, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { COMMUNITY_PAGE_SIZE, type CommunityEvent, type CursorPage } from '@founder/contracts';
import { DataSource, Repository } from 'typeorm';
import { containsPattern, keysetEntities, Notifier, type SortKey } from '@founder/server-kit';
import { eventChangeNotice, type EventChangeNotice, type EventFacts } from '../domain/event-change-notice';
import { EventRegistrationEntity } from '../registrations/event-registration.entity';
import { AuthUsersClient } from '../users/auth-users.client';
import type { CreateEventDto } from './dto/create-event.dto';
import type { ListEventsQuery } from './dto/list-events.query';
import type { UpdateEventDto } from './dto/update-event.dto';
import { Access } from '../access/access.service';
import { EventEntity } from './event.entity';
import { toEventBody } from './event.response';

export const EVENT_MESSAGES = {
  startInPast: 'startDate must be in the future',
  endBeforeStart: 'endDate must not be before startDate',
  belowAttendees: 'maxAttendees cannot be lower than the number of founders already registered',
} as const;

/** Upcoming events first, soonest first; then past and cancelled ones, latest first. */
const UPCOMING = `(event.status = 'upcoming' AND event.start_date > now())`;
const START_MICROSECONDS = '(extract(epoch FROM event.start_date) * 1000000)::bigint';
/** Upcoming events first, soonest first; then past ones, latest first (their start negated); then id. */
const UPCOMING_FIRST: SortKey[] = [
  { sql: `CASE WHEN ${UPCOMING} THEN 0 ELSE 1 END`, direction: 'ASC', type: 'integer' },
  { sql: `CASE WHEN ${UPCOMING} THEN ${START_MICROSECONDS} ELSE -${START_MICROSECONDS} END`, direction: 'ASC', type: 'number' },
  { sql: 'event.id', direction: 'ASC', type: 'integer' },
];

@Injectable()
export class EventsService {
  constructor(
    @InjectRepository(EventEntity) private readonly events: Repository<EventEntity>,
    private readonly access: Access,
    private readonly dataSource: DataSource,
    private readonly users: AuthUsersClient,
    private readonly notifier: Notifier,
  ) {}

  async list(query: ListEventsQuery): Promise<CursorPage<CommunityEvent>> {
    const builder = this.events.createQueryBuilder('event');
    if (query.type) builder.andWhere('event.type = :type', { type: query.type });
    if (query.category) builder.andWhere('event.category = :category', { category: query.category });
    if (query.location) builder.andWhere('event.location ILIKE :location', { location: containsPattern(query.location) });
    if (query.search) {
      builder.andWhere('(event.title ILIKE :search OR event.description ILIKE :search)', { search: containsPattern(query.search) });
    }
    const page = await keysetEntities(builder, UPCOMING_FIRST, query, COMMUNITY_PAGE_SIZE);
    return { ...page, items: page.items.map(toEventBody) };
  }

  async findOne(id: number): Promise<CommunityEvent> {
    return toEventBody(await this.access.requireAccess({ userId: null }, 'event.read', id));
  }

  async create(input: CreateEventDto, organizerId: number): Promise<CommunityEvent> {
    checkDates(input.startDate, input.endDate, true);
    const organizerName = input.organizerName ?? (await this.users.findOne(organizerId))?.name ?? null;
    const event = this.events.create({
      ...input,
      isVirtual: input.isVirtual ?? false,
      organizerId,
      organizerName,
      startDate: new Date(input.startDate),
      endDate: input.endDate ? new Date(input.endDate) : null,
    });
    return toEventBody(await this.events.save(event));
  }

  async update(id: number, changes: UpdateEventDto, userId: number): Promise<CommunityEvent> {
    const { event, notice, registrants } = await this.updateInTransaction(id, changes, userId);
    // After the commit: registrants hear only of a change that holds.
    if (notice) {
      // The organizer who made the change needs no email about it.
      for (const registrant of registrants.filter((registrant) => registrant !== userId)) {
        await this.notifier.notify({ userId: registrant, kind: 'eventChanged', eventId: event.id, eventTitle: event.title, ...notice });
      }
    }
    return event;
  }

  private updateInTransaction(id: number, changes: UpdateEventDto, userId: number): Promise<{ event: CommunityEvent; notice: EventChangeNotice | null; registrants: number[] }> {
    return this.dataSource.transaction(async (manager) => {
      const event = await this.access.requireAccess({ userId }, 'event.update', id, manager);
      const before = eventFacts(event);
      const startDate = changes.startDate ?? event.startDate.toISOString();
      const endDate = changes.endDate ?? event.endDate?.toISOString();
      checkDates(startDate, endDate, changes.startDate !== undefined);
      if (changes.maxAttendees !== undefined && changes.maxAttendees < event.currentAttendees) {
        throw new ConflictException(EVENT_MESSAGES.belowAttendees);
      }
      const { startDate: _start, endDate: _end, ...rest } = changes;
      // Only the fields sent: the DTO's own `status` property exists (undefined) even when omitted, and would blank the answer's status.
      const sent = Object.fromEntries(Object.entries(rest).filter(([, value]) => value !== undefined));
      Object.assign(event, sent, { startDate: new Date(startDate), endDate: endDate ? new Date(endDate) : null });
      const saved = await manager.getRepository(EventEntity).save(event);
      const notice = eventChangeNotice(before, eventFacts(saved));
      const registrants = notice
        ? (await manager.getRepository(EventRegistrationEntity).find({ where: { eventId: id, status: 'registered' }, select: { userId: true } })).map(({ userId: registrant }) => registrant)
        : [];
      return { event: toEventBody(saved), notice, registrants };
    });
  }
}

function eventFacts({ title, startDate, endDate, location, isVirtual, status }: EventEntity): EventFacts {
  return { title, startDate, endDate, location, isVirtual, status };
}

function checkDates(startDate: string, endDate: string | undefined, startMustBeFuture: boolean): void {
  const start = new Date(startDate).getTime();
  if (startMustBeFuture && start <= Date.now()) throw new BadRequestException(EVENT_MESSAGES.startInPast);
  if (endDate !== undefined && new Date(endDate).getTime() < start) throw new BadRequestException(EVENT_MESSAGES.endBeforeStart);
}
