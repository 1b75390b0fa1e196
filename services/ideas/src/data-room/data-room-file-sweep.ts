import { type BeforeApplicationShutdown, Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { ABANDONED_WRITE_MS, DataRoomFiles } from './data-room-files.service';
import { DOCUMENT_STORAGE, type DocumentStorage } from './document-storage';

export interface SweepCounts {
  interruptedWrites: number;
  abandonedUploads: number;
  unheldFiles: number;
}

/**
 * Removes what a crash can leave of the data room's files, at start-up and every hour after:
 * temporary files of cut-short writes, reservations (and their files) of uploads whose process
 * died, discarded files not yet deleted, and stored files that no document or upload names (from
 * before there were reservations). Only what is older than ABANDONED_WRITE_MS, so another
 * instance's upload in progress is never touched.
 */
@Injectable()
export class DataRoomFileSweep implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger('DataRoomFileSweep');
  private timer: NodeJS.Timeout | null = null;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(DOCUMENT_STORAGE) private readonly storage: DocumentStorage,
    private readonly files: DataRoomFiles,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.sweepAndLog();
    this.timer = setInterval(() => void this.sweepAndLog(), ABANDONED_WRITE_MS).unref();
  }

  beforeApplicationShutdown(): void {
    if (this.timer) clearInterval(this.timer);
  }

  async sweep(now = new Date()): Promise<SweepCounts> {
    const before = new Date(now.getTime() - ABANDONED_WRITE_MS);
    const interruptedWrites = await this.storage.removeInterruptedWrites(before);
    const abandoned: Array<{ storage_key: string }> = await this.dataSource.query(
      `SELECT "storage_key" FROM "ideas"."data_room_pending_files" WHERE "state" = 'writing' AND "created_at" < $1`,
      [before],
    );
    for (const { storage_key: key } of abandoned) {
      await this.storage.delete(key);
      await this.dataSource.query(`DELETE FROM "ideas"."data_room_pending_files" WHERE "storage_key" = $1 AND "state" = 'writing'`, [key]);
    }
    await this.files.deleteDiscarded();
    let unheldFiles = 0;
    for await (const keys of this.storage.keysWrittenBefore(before)) {
      const unheld: Array<{ key: string }> = await this.dataSource.query(
        `SELECT "key" FROM unnest($1::varchar[]) AS "key"
         WHERE NOT EXISTS (SELECT 1 FROM "ideas"."data_room_documents" WHERE "storage_key" = "key")
           AND NOT EXISTS (SELECT 1 FROM "ideas"."data_room_pending_files" WHERE "storage_key" = "key")`,
        [keys],
      );
      for (const { key } of unheld) await this.storage.delete(key);
      unheldFiles += unheld.length;
    }
    return { interruptedWrites, abandonedUploads: abandoned.length, unheldFiles };
  }

  private async sweepAndLog(): Promise<void> {
    try {
      const counts = await this.sweep();
      const { interruptedWrites, abandonedUploads, unheldFiles } = counts;
      if (interruptedWrites + abandonedUploads + unheldFiles > 0) {
        this.logger.log(`Data room files swept: ${interruptedWrites} cut-short writes, ${abandonedUploads} abandoned uploads, ${unheldFiles} files no document held`);
      }
    } catch (error) {
      // A sweep that fails (storage or database away) is retried in an hour; the service still starts.
      this.logger.warn(`Data room file sweep failed: ${(error as Error).message}`);
    }
  }
}
