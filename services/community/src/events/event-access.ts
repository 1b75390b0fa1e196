import { Injectable, NotFoundException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { EntityManager, Repository } from 'typeorm';
import { EventEntity } from './event.entity';

export const EVENT_NOT_FOUND = 'Event not found';

export function eventNotFound(): NotFoundException {
  return new NotFoundException(EVENT_NOT_FOUND);
}

/**
 * The one place that decides who may see or change an event: everybody sees every event; only
 * its organizer changes it, and anyone else is told it does not exist (404).
 */
@Injectable()
export class EventAccess {
  constructor(@InjectRepository(EventEntity) private readonly events: Repository<EventEntity>) {}

  async readable(id: number): Promise<EventEntity> {
    const event = await this.events.findOneBy({ id });
    if (!event) throw eventNotFound();
    return event;
  }

  /** The organizer's event, locked for the rest of the transaction. */
  async writable(manager: EntityManager, id: number, userId: number): Promise<EventEntity> {
    const event = await manager.getRepository(EventEntity).findOne({ where: { id }, lock: { mode: 'pessimistic_write' } });
    if (!event || event.organizerId !== userId) throw eventNotFound();
    return event;
  }
}
