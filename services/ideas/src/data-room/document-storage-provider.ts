import type { FactoryProvider } from '@nestjs/common';
import { IdeasEnvironment } from '../ideas-environment';
import { DOCUMENT_STORAGE, type DocumentStorage } from './document-storage';
import { FilesystemDocumentStorage } from './filesystem-document-storage';
import { S3DocumentStorage } from './s3-document-storage';

/** The data room's objects in a bucket they may share with other files. */
export const DATA_ROOM_PREFIX = 'data-room/';

/**
 * The data room's DocumentStorage by STORAGE: the folder DATA_DIR/data-room, or the S3 bucket,
 * checked at start-up so a wrong bucket, endpoint or key stops the service with a message naming it.
 */
export const documentStorageProvider: FactoryProvider<DocumentStorage> = {
  provide: DOCUMENT_STORAGE,
  inject: [IdeasEnvironment],
  useFactory: async (environment: IdeasEnvironment) => {
    if (environment.STORAGE === 'filesystem') return new FilesystemDocumentStorage(environment.dataRoomDir);
    const storage = new S3DocumentStorage({ ...environment.s3, prefix: DATA_ROOM_PREFIX });
    await storage.checkBucket();
    return storage;
  },
};
