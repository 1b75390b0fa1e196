import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { ConnectionEntity } from './connection.entity';

/** Who a founder is connected to (accepted, either direction): the people allowed to see their email. */
@Injectable()
export class ConnectedUsers {
  constructor(@InjectRepository(ConnectionEntity) private readonly connections: Repository<ConnectionEntity>) {}

  async among(userId: number, candidates: readonly number[]): Promise<Set<number>> {
    if (candidates.length === 0) return new Set();
    const rows = await this.connections
      .createQueryBuilder('connection')
      .select(`CASE WHEN connection.requester_id = :userId THEN connection.receiver_id ELSE connection.requester_id END`, 'other')
      .where(`connection.status = 'accepted'`)
      .andWhere(
        '((connection.requester_id = :userId AND connection.receiver_id IN (:...candidates)) OR (connection.receiver_id = :userId AND connection.requester_id IN (:...candidates)))',
        { userId, candidates },
      )
      .getRawMany<{ other: number }>();
    return new Set(rows.map((row) => Number(row.other)));
  }

  count(userId: number): Promise<number> {
    return this.connections
      .createQueryBuilder('connection')
      .where(`connection.status = 'accepted' AND (connection.requester_id = :userId OR connection.receiver_id = :userId)`, { userId })
      .getCount();
  }
}
