import { CreateMultipartUploadCommand, S3Client, UploadPartCommand } from '@aws-sdk/client-s3';
import { startS3TestServer, type S3TestServer } from '@founder/test-servers';
import { describeDocumentStorageContract } from './document-storage-contract';
import { S3DocumentStorage, type S3StorageSettings } from './s3-document-storage';

const PREFIX = 'data-room/';
let server: S3TestServer;
const storages: S3DocumentStorage[] = [];

const settingsOf = (testServer: S3TestServer): S3StorageSettings => ({
  bucket: testServer.bucket,
  prefix: PREFIX,
  region: 'us-east-1',
  endpoint: testServer.endpoint,
  forcePathStyle: true,
});

beforeAll(async () => {
  process.env['AWS_ACCESS_KEY_ID'] ??= 'S3RVER';
  process.env['AWS_SECRET_ACCESS_KEY'] ??= 'S3RVER';
  server = await startS3TestServer();
});

afterAll(async () => {
  for (const storage of storages) storage.onModuleDestroy();
  await server.close();
});

/** A storage on the test server, closed after the file's tests. */
function storageOn(settings: S3StorageSettings): S3DocumentStorage {
  const storage = new S3DocumentStorage(settings);
  storages.push(storage);
  return storage;
}

describeDocumentStorageContract('S3DocumentStorage (s3rver)', async () => ({
  storage: storageOn(settingsOf(server)),
  leaveInterruptedWrite: async (key) => {
    // A killed process leaves a multipart upload begun with parts and never completed.
    const client = new S3Client({ region: 'us-east-1', endpoint: server.endpoint, forcePathStyle: true });
    const { UploadId } = await client.send(new CreateMultipartUploadCommand({ Bucket: server.bucket, Key: `${PREFIX}${key}` }));
    await client.send(new UploadPartCommand({ Bucket: server.bucket, Key: `${PREFIX}${key}`, UploadId, PartNumber: 1, Body: Buffer.alloc(1024, 1) }));
    client.destroy();
  },
}));

describe('S3DocumentStorage', () => {
  it('names the bucket it cannot reach at start-up', async () => {
    await expect(storageOn(settingsOf(server)).checkBucket()).resolves.toBeUndefined();
    const missing = storageOn({ ...settingsOf(server), bucket: 'no-such-bucket' });
    await expect(missing.checkBucket()).rejects.toThrow(`S3 bucket "no-such-bucket" at ${server.endpoint} is not reachable (404)`);
  });
});
