import {
  AbortMultipartUploadCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  ListMultipartUploadsCommand,
  NoSuchKey,
  paginateListObjectsV2,
  S3Client,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import type { Readable } from 'node:stream';
import type { DocumentStorage, StoredFile } from './document-storage';
import { checkedKey, STORAGE_KEY } from './storage-key';

/** Where the objects go; credentials come from the SDK's standard chain (AWS_ACCESS_KEY_ID, a role, ...). */
export interface S3StorageSettings {
  bucket: string;
  /** Before every key (`data-room/`), so other files can share the bucket. */
  prefix: string;
  region: string;
  /** An S3-compatible server (MinIO, s3rver); unset for AWS. */
  endpoint?: string;
  forcePathStyle: boolean;
}

/**
 * 5 MiB parts (S3's smallest), two in flight: an upload holds at most about 15 MB in memory
 * whatever the file's size; a smaller file is one PutObject.
 */
const PART_BYTES = 5 * 1024 * 1024;
const PARTS_IN_FLIGHT = 2;

/**
 * Files as objects of an S3-compatible bucket, shared by every instance. A write streams into a
 * multipart upload (one PutObject when small) that S3 publishes whole on completion, or not at all:
 * a crash leaves only an unfinished multipart upload, which removeInterruptedWrites aborts.
 */
export class S3DocumentStorage implements DocumentStorage {
  private readonly client: S3Client;

  constructor(private readonly settings: S3StorageSettings) {
    this.client = new S3Client({
      region: settings.region,
      endpoint: settings.endpoint,
      forcePathStyle: settings.forcePathStyle,
      // Checksums only where S3 requires them: S3-compatible servers do not all read the newer trailers.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
  }

  /** Fails with a message naming the bucket when it cannot be reached with these settings and credentials. */
  async checkBucket(): Promise<void> {
    try {
      await this.client.send(new HeadBucketCommand({ Bucket: this.settings.bucket }));
    } catch (error) {
      const status = (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
      const where = this.settings.endpoint ?? `AWS ${this.settings.region}`;
      throw new Error(`S3 bucket "${this.settings.bucket}" at ${where} is not reachable (${status ?? (error as Error).name}): ${(error as Error).message}`);
    }
  }

  async write(key: string, source: Readable): Promise<void> {
    const Key = this.objectKey(key);
    // The source's own error (a client gone, 413) is what the caller must see, not a failed abort's.
    let sourceError: unknown;
    source.once('error', (error) => (sourceError = error));
    const upload = new Upload({ client: this.client, params: { Bucket: this.settings.bucket, Key, Body: source }, partSize: PART_BYTES, queueSize: PARTS_IN_FLIGHT });
    try {
      await upload.done();
    } catch (error) {
      source.destroy();
      throw sourceError ?? error;
    }
  }

  async read(key: string): Promise<StoredFile | null> {
    try {
      const object = await this.client.send(new GetObjectCommand({ Bucket: this.settings.bucket, Key: this.objectKey(key) }));
      return { stream: object.Body as Readable, size: object.ContentLength ?? 0 };
    } catch (error) {
      if (error instanceof NoSuchKey) return null;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    await this.client.send(new DeleteObjectCommand({ Bucket: this.settings.bucket, Key: this.objectKey(key) }));
  }

  async *keysWrittenBefore(before: Date): AsyncIterable<string[]> {
    const pages = paginateListObjectsV2({ client: this.client }, { Bucket: this.settings.bucket, Prefix: this.settings.prefix });
    for await (const page of pages) {
      const keys = (page.Contents ?? [])
        .filter((object) => object.LastModified !== undefined && object.LastModified < before)
        .map((object) => (object.Key ?? '').slice(this.settings.prefix.length))
        .filter((key) => STORAGE_KEY.test(key));
      if (keys.length > 0) yield keys;
    }
  }

  async removeInterruptedWrites(before: Date): Promise<number> {
    let removed = 0;
    let markers: { KeyMarker?: string; UploadIdMarker?: string } = {};
    for (;;) {
      const page = await this.client.send(new ListMultipartUploadsCommand({ Bucket: this.settings.bucket, Prefix: this.settings.prefix, ...markers }));
      for (const { Key, UploadId, Initiated } of page.Uploads ?? []) {
        if (!Key || !UploadId || !Initiated || Initiated >= before) continue;
        await this.client.send(new AbortMultipartUploadCommand({ Bucket: this.settings.bucket, Key, UploadId }));
        removed += 1;
      }
      if (!page.IsTruncated) return removed;
      markers = { KeyMarker: page.NextKeyMarker, UploadIdMarker: page.NextUploadIdMarker };
    }
  }

  /** Closes the client's connections (Nest calls it at shutdown). */
  onModuleDestroy(): void {
    this.client.destroy();
  }

  private objectKey(key: string): string {
    return `${this.settings.prefix}${checkedKey(key)}`;
  }
}
