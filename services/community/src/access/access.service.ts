import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { type AccessRule, type FoundRow, grantedRow } from '@founder/server-kit';
import { DataSource, type EntityManager, type EntityTarget, type ObjectLiteral } from 'typeorm';
import { ConnectionEntity } from '../connections/connection.entity';
import { CONNECTION_MESSAGES, connectionRelations } from '../domain/connection-rules';
import { EventEntity } from '../events/event.entity';
import { PERMISSIONS, type Permission, type Relation, type ResourceOf } from './permissions';

export const EVENT_NOT_FOUND = 'Event not found';

/** Who asks: the signed-in user (null for a visitor, who may still read events). */
export interface AccessCaller {
  userId: number | null;
}

interface ResourceRows {
  event: EventEntity;
  connection: ConnectionEntity;
}

interface ResourceLoader<Row extends ObjectLiteral> {
  entity: EntityTarget<Row>;
  notFound: string;
  relations(row: Row, caller: AccessCaller): Relation[];
}

const LOADERS: { [R in keyof ResourceRows]: ResourceLoader<ResourceRows[R]> } = {
  event: {
    entity: EventEntity,
    notFound: EVENT_NOT_FOUND,
    relations: (event, caller) => (event.organizerId === caller.userId ? ['anyone', 'organizer'] : ['anyone']),
  },
  connection: {
    entity: ConnectionEntity,
    notFound: CONNECTION_MESSAGES.notFound,
    relations: (connection, caller) => connectionRelations(connection, caller.userId),
  },
};

/**
 * The one access helper of the community service (like immich's requireAccess): a service method
 * that names a row starts with `await this.access.requireAccess(caller, 'event.update', id, manager)`
 * and gets the row (locked in `manager`'s transaction when the permission says so), or 404 with the
 * resource's message when the caller lacks the permission, exactly as for a missing row.
 */
@Injectable()
export class Access {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async requireAccess<P extends Permission>(caller: AccessCaller, permission: P, id: number, manager?: EntityManager): Promise<ResourceRows[ResourceOf<P>]> {
    const rule: AccessRule<ResourceOf<P>, Relation> = PERMISSIONS[permission];
    const loader = LOADERS[rule.resource] as ResourceLoader<ResourceRows[ResourceOf<P>]>;
    if (rule.lock && !manager) throw new Error(`${permission} locks its row: call requireAccess inside a transaction`);
    const row = await (manager ?? this.dataSource.manager).getRepository(loader.entity).findOne({
      where: { id } as never,
      ...(rule.lock ? { lock: { mode: 'pessimistic_write' as const } } : {}),
    });
    const found: FoundRow<ResourceRows[ResourceOf<P>], Relation> | null = row && { row, relations: loader.relations(row, caller) };
    return grantedRow(rule, found, loader.notFound);
  }
}
