import { BadRequestException, ConflictException, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { COMMUNITY_PAGE_SIZE, type CommunityEvent, type CursorPage } from '@founder/contracts';
import { DataSource, Repository } from 'typeorm';
import { CURSOR_INVALID, Notifier, pageSizeOf, preparedQuery } from '@founder/server-kit';
import { eventChangeNotice, type EventChangeNotice, type EventFacts } from '../domain/event-change-notice';
import { EventRegistrationEntity } from '../registrations/event-registration.entity';
import { AuthUsersClient } from '../users/auth-users.client';
import type { CreateEventDto } from './dto/create-event.dto';
import type { ListEventsQuery } from './dto/list-events.query';
import type { UpdateEventDto } from './dto/update-event.dto';
import { Access } from '../access/access.service';
import { EventEntity } from './event.entity';
import { eventRangeStatement, type EventRange } from './event-list-statements';
import { decodeEventCursor, encodeEventCursor, latestFirst, PAST_PART, UPCOMING_PART, type EventListPart, type EventListPosition } from './event-list-order';
import { toEventBody } from './event.response';

export const EVENT_MESSAGES = {
  startInPast: 'startDate must be in the future',
  endBeforeStart: 'endDate must not be before startDate',
  belowAttendees: 'maxAttendees cannot be lower than the number of founders already registered',
} as const;

interface ListedEvent {
  event: EventEntity;
  start: string;
  id: number;
}

/** An event row as the list's statements select it: its columns under their property names and its start as text. */
type EventRow = EventEntity & { startText: string };

@Injectable()
export class EventsService {
  /** The event's columns under their property names, for the list's statements. */
  private readonly listColumns: string;

  constructor(
    @InjectRepository(EventEntity) private readonly events: Repository<EventEntity>,
    private readonly access: Access,
    private readonly dataSource: DataSource,
    private readonly users: AuthUsersClient,
    private readonly notifier: Notifier,
  ) {
    this.listColumns = dataSource
      .getMetadata(EventEntity)
      .columns.map((column) => `event."${column.databaseName}" AS "${column.propertyName}"`)
      .join(', ');
  }

  /**
   * Upcoming events soonest first, then past and cancelled ones latest first: each part reads an index
   * range after the cursor (events_list_idx, or the type's or category's), so a deep page costs what
   * the first does.
   */
  async list(query: ListEventsQuery): Promise<CursorPage<CommunityEvent>> {
    const limit = pageSizeOf(query.limit, COMMUNITY_PAGE_SIZE);
    const position = query.cursor === undefined ? null : decodeEventCursor(query.cursor);
    if (query.cursor !== undefined && !position) throw new BadRequestException(CURSOR_INVALID);
    const now = new Date().toISOString();
    const rows: Array<ListedEvent & { part: EventListPart }> = [];
    if (!position || position.part === UPCOMING_PART) {
      const upcoming = await this.range(query, 'upcoming', now, position, limit + 1);
      rows.push(...upcoming.map((row) => ({ ...row, part: UPCOMING_PART as EventListPart })));
    }
    if (rows.length <= limit) {
      const after = position?.part === PAST_PART ? position : null;
      const wanted = limit + 1 - rows.length;
      const [started, cancelled] = await Promise.all([this.range(query, 'started', now, after, wanted), this.range(query, 'cancelled', now, after, wanted)]);
      rows.push(...latestFirst(started, cancelled).slice(0, wanted).map((row) => ({ ...row, part: PAST_PART as EventListPart })));
    }
    const last = rows.length > limit ? rows[limit - 1] : null;
    return { items: rows.slice(0, limit).map((row) => toEventBody(row.event)), nextCursor: last ? encodeEventCursor(last) : null };
  }

  /** Up to `take` events of one range after `after`, in its order, each with its start as the cursor's text. */
  private async range(query: ListEventsQuery, range: EventRange, now: string, after: EventListPosition | null, take: number): Promise<ListedEvent[]> {
    const { name, text, values } = eventRangeStatement(this.listColumns, range, query, now, after, take);
    const rows = (await preparedQuery(this.dataSource, name, text, values)) as EventRow[];
    return rows.map(({ startText, ...event }) => ({ event, start: startText, id: event.id }));
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
