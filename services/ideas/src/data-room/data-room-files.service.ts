import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { FileTooLargeException } from '@founder/server-kit';
import { randomUUID } from 'node:crypto';
import { pipeline } from 'node:stream';
import type { Readable } from 'node:stream';
import { DataSource, type EntityManager, In } from 'typeorm';
import { IdeasEnvironment } from '../ideas-environment';
import { ByteLimit } from '../uploads/byte-limit';
import { quotaFullMessage, reservableBytes } from './data-room-quota';
import { DataRoomPendingFileEntity } from './data-room-pending-file.entity';
import { DOCUMENT_STORAGE, type DocumentStorage } from './document-storage';

/**
 * A write older than this is one whose process died: no upload lasts an hour (the service cuts a
 * request off after 5 minutes), so its reservation no longer counts and the start-up sweep removes it.
 */
export const ABANDONED_WRITE_MS = 60 * 60 * 1000;
const DISCARDED_PER_ROUND = 100;

/** Space held in a room for one upload, under the storage key its file gets. */
export interface Reservation {
  key: string;
  companyId: number;
  /** The most the file may hold. */
  bytes: number;
  /** What the room held (stored and being written) when it was made. */
  usedBytes: number;
  committed: boolean;
}

/**
 * The data room's files between the request and the row: each upload reserves its room's space in
 * PostgreSQL before it stores a byte (one reservation at a time per room, so concurrent uploads
 * cannot pass the quota), streams its file into storage within that space, and hands the key to its
 * document in the transaction that drops the reservation. A file that is not committed is deleted;
 * files that documents drop are deleted once their rows say so (data_room_pending_files).
 */
@Injectable()
export class DataRoomFiles {
  private readonly logger = new Logger('DataRoomFiles');

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(DOCUMENT_STORAGE) private readonly storage: DocumentStorage,
    private readonly environment: IdeasEnvironment,
  ) {}

  /** Holds up to neededAtMost bytes of the company's room for an upload; 413 naming what the room holds when it is full. */
  async reserve(companyId: number, neededAtMost: number): Promise<Reservation> {
    const quota = this.environment.dataRoomQuotaBytes;
    return this.dataSource.transaction(async (manager) => {
      // The room's row is the lock: the next reservation waits for this one and counts it.
      await manager.query(`SELECT 1 FROM "ideas"."data_rooms" WHERE "company_id" = $1 FOR UPDATE`, [companyId]);
      const [{ used }]: Array<{ used: number }> = await manager.query(
        `SELECT (SELECT coalesce(sum("size"), 0) FROM "ideas"."data_room_documents" WHERE "company_id" = $1)
              + (SELECT coalesce(sum("reserved_bytes"), 0) FROM "ideas"."data_room_pending_files"
                 WHERE "company_id" = $1 AND "state" = 'writing' AND "created_at" > now() - make_interval(secs => $2)) AS "used"`,
        [companyId, ABANDONED_WRITE_MS / 1000],
      );
      const usedBytes = Number(used);
      const bytes = reservableBytes(neededAtMost, usedBytes, quota);
      if (bytes === null) throw new FileTooLargeException(quotaFullMessage(usedBytes, quota));
      const key = randomUUID();
      await manager.insert(DataRoomPendingFileEntity, { storageKey: key, state: 'writing', companyId, reservedBytes: bytes });
      return { key, companyId, bytes, usedBytes, committed: false };
    });
  }

  /** Streams the file into storage under the reservation's key; its size, or 413 as soon as it passes the reserved space. */
  async store(reservation: Reservation, source: Readable): Promise<number> {
    const room = new ByteLimit(reservation.bytes, () => new FileTooLargeException(quotaFullMessage(reservation.usedBytes, this.environment.dataRoomQuotaBytes)));
    await this.storage.write(reservation.key, pipeline(source, room, () => undefined));
    return room.bytes;
  }

  /** Runs the document's write and drops the reservation in one transaction: the file is then the document's. */
  async commit<T>(reservation: Reservation, write: (manager: EntityManager) => Promise<T>): Promise<T> {
    const result = await this.dataSource.transaction(async (manager) => {
      const written = await write(manager);
      await manager.delete(DataRoomPendingFileEntity, { storageKey: reservation.key, state: 'writing' });
      return written;
    });
    reservation.committed = true;
    return result;
  }

  /** After an upload, committed or not: an uncommitted file and its reservation go, then any discarded file. */
  async settle(reservation: Reservation): Promise<void> {
    if (!reservation.committed) {
      try {
        // The file first: a crash in between leaves a reservation, which the sweep clears.
        await this.storage.delete(reservation.key);
        await this.dataSource.getRepository(DataRoomPendingFileEntity).delete({ storageKey: reservation.key, state: 'writing' });
      } catch (error) {
        this.logger.warn(`An abandoned upload (${reservation.key}) is left for the start-up sweep: ${(error as Error).message}`);
      }
    }
    await this.deleteDiscarded();
  }

  /**
   * Deletes the files that documents dropped (replaced or deleted: the trigger wrote their rows),
   * then their rows. Failing, it leaves them for the next call or the start-up sweep.
   */
  async deleteDiscarded(): Promise<void> {
    const pending = this.dataSource.getRepository(DataRoomPendingFileEntity);
    try {
      for (;;) {
        const rows = await pending.find({ select: { storageKey: true }, where: { state: 'discarded' }, take: DISCARDED_PER_ROUND });
        for (const { storageKey } of rows) await this.storage.delete(storageKey);
        if (rows.length > 0) await pending.delete({ storageKey: In(rows.map((row) => row.storageKey)), state: 'discarded' });
        if (rows.length < DISCARDED_PER_ROUND) return;
      }
    } catch (error) {
      this.logger.warn(`Discarded data room files are left for later: ${(error as Error).message}`);
    }
  }
}
