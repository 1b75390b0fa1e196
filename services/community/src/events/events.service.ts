import { BadRequestException, ConflictException, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { COMMUNITY_PAGE_SIZE, type CommunityEvent, type CursorPage } from '@founder/contracts';
import { DataSource, Repository, type SelectQueryBuilder } from 'typeorm';
import { containsPattern, CURSOR_INVALID, keysetCondition, Notifier, pageSizeOf, type SortKey } from '@founder/server-kit';
import { eventChangeNotice, type EventChangeNotice, type EventFacts } from '../domain/event-change-notice';
import { EventRegistrationEntity } from '../registrations/event-registration.entity';
import { AuthUsersClient } from '../users/auth-users.client';
import type { CreateEventDto } from './dto/create-event.dto';
import type { ListEventsQuery } from './dto/list-events.query';
import type { UpdateEventDto } from './dto/update-event.dto';
import { Access } from '../access/access.service';
import { EventEntity } from './event.entity';
import { decodeEventCursor, encodeEventCursor, latestFirst, PAST_PART, UPCOMING_PART, type EventListPart, type EventListPosition } from './event-list-order';
import { toEventBody } from './event.response';

export const EVENT_MESSAGES = {
  startInPast: 'startDate must be in the future',
  endBeforeStart: 'endDate must not be before startDate',
  belowAttendees: 'maxAttendees cannot be lower than the number of founders already registered',
} as const;

/** Each part of the list's order (event-list-order.ts) as the conditions and keys of one index range. */
const SOONEST_FIRST: SortKey[] = [
  { sql: 'event.start_date', direction: 'ASC', type: 'timestamp' },
  { sql: 'event.id', direction: 'ASC', type: 'integer' },
];
const LATEST_FIRST: SortKey[] = [
  { sql: 'event.start_date', direction: 'DESC', type: 'timestamp' },
  { sql: 'event.id', direction: 'DESC', type: 'integer' },
];
const RANGES = {
  upcoming: { where: `event.status = 'upcoming' AND event.start_date > :now::timestamptz`, keys: SOONEST_FIRST },
  started: { where: `event.status = 'upcoming' AND event.start_date <= :now::timestamptz`, keys: LATEST_FIRST },
  cancelled: { where: `event.status = 'cancelled'`, keys: LATEST_FIRST },
} as const;
const START_TEXT = `to_char(event.start_date AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

interface ListedEvent {
  event: EventEntity;
  start: string;
  id: number;
}

@Injectable()
export class EventsService {
  constructor(
    @InjectRepository(EventEntity) private readonly events: Repository<EventEntity>,
    private readonly access: Access,
    private readonly dataSource: DataSource,
    private readonly users: AuthUsersClient,
    private readonly notifier: Notifier,
  ) {}

  /**
   * Upcoming events soonest first, then past and cancelled ones latest first: each part reads an index
   * range after the cursor (events_list_idx, or the type's or category's), so a deep page costs what
   * the first does.
   */
  async list(query: ListEventsQuery): Promise<CursorPage<CommunityEvent>> {
    const limit = pageSizeOf(query.limit, COMMUNITY_PAGE_SIZE);
    const position = query.cursor === undefined ? null : decodeEventCursor(query.cursor);
    if (query.cursor !== undefined && !position) throw new BadRequestException(CURSOR_INVALID);
    const filtered = this.filtered(query).setParameter('now', new Date().toISOString());
    const rows: Array<ListedEvent & { part: EventListPart }> = [];
    if (!position || position.part === UPCOMING_PART) {
      const upcoming = await this.range(filtered, RANGES.upcoming, position, limit + 1);
      rows.push(...upcoming.map((row) => ({ ...row, part: UPCOMING_PART as EventListPart })));
    }
    if (rows.length <= limit) {
      const after = position?.part === PAST_PART ? position : null;
      const wanted = limit + 1 - rows.length;
      const [started, cancelled] = await Promise.all([this.range(filtered, RANGES.started, after, wanted), this.range(filtered, RANGES.cancelled, after, wanted)]);
      rows.push(...latestFirst(started, cancelled).slice(0, wanted).map((row) => ({ ...row, part: PAST_PART as EventListPart })));
    }
    const last = rows.length > limit ? rows[limit - 1] : null;
    return { items: rows.slice(0, limit).map((row) => toEventBody(row.event)), nextCursor: last ? encodeEventCursor(last) : null };
  }

  private filtered(query: ListEventsQuery): SelectQueryBuilder<EventEntity> {
    const builder = this.events.createQueryBuilder('event');
    if (query.type) builder.andWhere('event.type = :type', { type: query.type });
    if (query.category) builder.andWhere('event.category = :category', { category: query.category });
    if (query.location) builder.andWhere('event.location ILIKE :location', { location: containsPattern(query.location) });
    if (query.search) {
      builder.andWhere('(event.title ILIKE :search OR event.description ILIKE :search)', { search: containsPattern(query.search) });
    }
    return builder;
  }

  /** Up to `take` events of one range after `after`, in its order, each with its start as the cursor's text. */
  private async range(filtered: SelectQueryBuilder<EventEntity>, range: (typeof RANGES)[keyof typeof RANGES], after: EventListPosition | null, take: number): Promise<ListedEvent[]> {
    const query = filtered.clone().andWhere(range.where).addSelect(START_TEXT, 'start_text');
    if (after) {
      const { where, parameters } = keysetCondition(range.keys, [after.start, after.id]);
      query.andWhere(where, parameters);
    }
    const { entities, raw } = await query.orderBy(range.keys[0].sql, range.keys[0].direction).addOrderBy(range.keys[1].sql, range.keys[1].direction).limit(take).getRawAndEntities<{ start_text: string }>();
    return entities.map((event, index) => ({ event, start: raw[index].start_text, id: event.id }));
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
