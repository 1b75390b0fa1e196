import { BadRequestException, ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { COMMUNITY_PAGE_SIZE, type Connection, type DeclinedConnection, type CursorPage, type UserSummary } from '@founder/contracts';
import { decodeCursor, keysetCondition, keysetEntities, Notifier, violatedUniqueConstraint, type SortKey } from '@founder/server-kit';
import { DataSource, Repository } from 'typeorm';
import { CONNECTION_MESSAGES, statusAfterAnswer } from '../domain/connection-rules';
import type { PageQuery } from '../identity/page.query';
import { AuthUsersClient } from '../users/auth-users.client';
import { Access } from '../access/access.service';
import { ConnectionEntity } from './connection.entity';
import type { AnswerConnectionDto } from './dto/answer-connection.dto';
import type { CreateConnectionDto } from './dto/create-connection.dto';

/** A connection as `userId` sees it: the other person, with their email once accepted. */
function toConnectionBody(connection: ConnectionEntity, userId: number, users: Map<number, UserSummary>): Connection {
  const otherId = connection.requesterId === userId ? connection.receiverId : connection.requesterId;
  const other = users.get(otherId);
  return {
    id: connection.id,
    status: connection.status,
    direction: connection.requesterId === userId ? 'sent' : 'received',
    user: {
      id: otherId,
      name: other?.name ?? null,
      email: connection.status === 'accepted' ? (other?.email ?? null) : null,
      avatar: other?.avatar ?? null,
    },
    message: connection.message,
    connectionDate: connection.connectionDate?.toISOString() ?? null,
    createdAt: connection.createdAt.toISOString(),
  };
}

/** Most recently changed first, then id. */
const NEWEST_FIRST: SortKey[] = [
  { sql: 'connection.updated_at', direction: 'DESC', type: 'timestamp' },
  { sql: 'connection.id', direction: 'DESC', type: 'integer' },
];
const NEWEST_FIRST_IN_SIDE: SortKey[] = NEWEST_FIRST.map((key) => ({ ...key, sql: key.sql.replace('connection.', 'side.') }));

/**
 * The ids of the page's candidates: the first rows after the cursor of the connections the founder
 * asked and of the ones they were asked, each one index range (connections_*_list_idx); the outer
 * query orders and cuts them. An OR of the two columns would sort every connection of the founder.
 */
function pageCandidatesSql(cursor: string | undefined): { sql: string; parameters: Record<string, unknown> } {
  const values = cursor === undefined ? null : decodeCursor(cursor, NEWEST_FIRST_IN_SIDE);
  // A cursor that is not one is refused by keysetEntities (400).
  const after = values ? keysetCondition(NEWEST_FIRST_IN_SIDE, values) : { where: 'true', parameters: {} };
  const side = (column: string) =>
    `(SELECT side.id FROM "community"."connections" side WHERE side.${column} = :userId AND ${after.where} ORDER BY side.updated_at DESC, side.id DESC LIMIT ${COMMUNITY_PAGE_SIZE.max + 1})`;
  return { sql: `connection.id IN (${side('requester_id')} UNION ALL ${side('receiver_id')})`, parameters: after.parameters };
}

@Injectable()
export class ConnectionsService {
  constructor(
    @InjectRepository(ConnectionEntity) private readonly connections: Repository<ConnectionEntity>,
    private readonly dataSource: DataSource,
    private readonly access: Access,
    private readonly users: AuthUsersClient,
    private readonly notifier: Notifier,
  ) {}

  async create(requesterId: number, input: CreateConnectionDto): Promise<Connection> {
    if (input.receiverId === requesterId) throw new BadRequestException(CONNECTION_MESSAGES.self);
    const users = await this.users.find([input.receiverId]);
    if (!users.has(input.receiverId)) throw new NotFoundException(CONNECTION_MESSAGES.unknownUser);
    try {
      const connection = await this.connections.save(
        this.connections.create({ requesterId, receiverId: input.receiverId, message: input.message?.trim() || null }),
      );
      await this.notifier.notify({ userId: connection.receiverId, kind: 'connectionRequest', requesterId, message: connection.message });
      return toConnectionBody(connection, requesterId, users);
    } catch (error) {
      // One row per pair whoever asked (connections_pair_key): holds under races too.
      if (violatedUniqueConstraint(error) === 'connections_pair_key') throw new ConflictException(CONNECTION_MESSAGES.exists);
      throw error;
    }
  }

  async answer(id: number, receiverId: number, input: AnswerConnectionDto): Promise<Connection | DeclinedConnection> {
    const answered = await this.answerInTransaction(id, receiverId, input);
    // After the commit: the requester is told only of an acceptance that holds.
    if (answered.status === 'accepted') await this.notifier.notify({ userId: answered.user.id, kind: 'connectionAccepted', receiverId });
    return answered;
  }

  private answerInTransaction(id: number, receiverId: number, { status }: AnswerConnectionDto): Promise<Connection | DeclinedConnection> {
    return this.dataSource.transaction(async (manager) => {
      const connection = await this.access.requireAccess({ userId: receiverId }, 'connection.answer', id, manager);
      if (connection.status !== 'pending') throw new ConflictException(CONNECTION_MESSAGES.answered);
      const repository = manager.getRepository(ConnectionEntity);
      const next = statusAfterAnswer(status);
      if (next === null) {
        await repository.delete({ id });
        return { id, status: 'declined' as const };
      }
      connection.status = next;
      connection.connectionDate = new Date();
      const saved = await repository.save(connection);
      return toConnectionBody(saved, receiverId, await this.users.find([saved.requesterId]));
    });
  }

  withdraw(id: number, requesterId: number): Promise<void> {
    return this.dataSource.transaction(async (manager) => {
      const connection = await this.access.requireAccess({ userId: requesterId }, 'connection.withdraw', id, manager);
      if (connection.status !== 'pending') throw new ConflictException(CONNECTION_MESSAGES.notPending);
      await manager.getRepository(ConnectionEntity).delete({ id });
    });
  }

  /** The caller's connections and requests, both directions, newest first. */
  async list(userId: number, query: PageQuery): Promise<CursorPage<Connection>> {
    const candidates = pageCandidatesSql(query.cursor);
    const mine = this.connections.createQueryBuilder('connection').where(candidates.sql, { userId, ...candidates.parameters });
    const { items: connections, nextCursor } = await keysetEntities(mine, NEWEST_FIRST, query, COMMUNITY_PAGE_SIZE);
    const users = await this.users.find(connections.map((connection) => (connection.requesterId === userId ? connection.receiverId : connection.requesterId)));
    return { items: connections.map((connection) => toConnectionBody(connection, userId, users)), nextCursor };
  }
}
