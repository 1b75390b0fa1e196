import { Injectable, NotFoundException } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { CONNECTION_MESSAGES, mayActOnConnection, type ConnectionAction } from '../domain/connection-rules';
import { ConnectionEntity } from './connection.entity';

/**
 * The one place that decides who may touch a connection (rules in domain/connection-rules): the
 * row is locked for the transaction, and anyone without the right is told it does not exist.
 */
@Injectable()
export class ConnectionAccess {
  async lockedFor(manager: EntityManager, id: number, userId: number, action: ConnectionAction): Promise<ConnectionEntity> {
    const connection = await manager.getRepository(ConnectionEntity).findOne({ where: { id }, lock: { mode: 'pessimistic_write' } });
    if (!connection || !mayActOnConnection(connection, userId, action)) throw new NotFoundException(CONNECTION_MESSAGES.notFound);
    return connection;
  }
}
