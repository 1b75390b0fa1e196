import { CreateMultipartUploadCommand, ListObjectsV2Command, PutObjectCommand, S3Client, UploadPartCommand } from '@aws-sdk/client-s3';
import type { INestApplication } from '@nestjs/common';
import { COMPANIES_PATHS, DATA_ROOM_PATHS, type Company, type DataRoomDocument } from '@founder/contracts';
import { request } from '@founder/server-kit/testing';
import { startS3TestServer, type S3TestServer } from '@founder/test-servers';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DataSource } from 'typeorm';
import { DataRoomFileSweep } from '../src/data-room/data-room-file-sweep';
import { DATA_ROOM_PREFIX } from '../src/data-room/document-storage-provider';
import { ONBOARDED_COMPANY } from '../src/domain/company-work/company-facts.fixtures';
import { binaryBody } from './support/binary-body';
import { as, createIdeasTestApp, signedIn, type TestCaller } from './support/ideas-test-app';

const KB = 1024;
const MB = 1024 * KB;
const PDF_START = Buffer.from('%PDF-1.4\n%\xe2\xe3\xcf\xd3\n', 'latin1');
/** A PDF of exactly `bytes` bytes, every byte value in it. */
const pdfOf = (bytes: number) => Buffer.concat([PDF_START, Buffer.from(Array.from({ length: bytes - PDF_START.length }, (_, index) => index % 256))]);

/**
 * The data room on STORAGE=s3 (a real s3rver), as two instances of the service with their own data
 * folders on one database and one bucket: what one stores, the other serves (issue 30). The
 * filesystem's whole suite is data-room.e2e-spec.ts; this one covers what depends on the storage.
 */
describe('data room on S3 storage, two instances', () => {
  let server: S3TestServer;
  let bucket: S3Client;
  let first: INestApplication;
  let second: INestApplication;
  let owner: TestCaller;
  let stranger: TestCaller;
  let company: Company;
  const savedEnvironment = { ...process.env };

  /** An instance on the bucket with its own empty DATA_DIR (rooms of 8 MB). */
  const instance = () => {
    Object.assign(process.env, server.environment, { DATA_DIR: mkdtempSync(join(tmpdir(), 'ideas-s3-instance-')), DATA_ROOM_QUOTA_MB: '8' });
    return createIdeasTestApp();
  };
  const storedKeys = async () => ((await bucket.send(new ListObjectsV2Command({ Bucket: server.bucket, Prefix: DATA_ROOM_PREFIX }))).Contents ?? []).map((object) => object.Key!).sort();
  const upload = (app: INestApplication, caller: TestCaller, file: Buffer, fields: Record<string, string | number> = { companyId: company.id }) => {
    const call = as(request(app).post(DATA_ROOM_PATHS.documents), caller);
    for (const [name, value] of Object.entries(fields)) call.field(name, String(value));
    return call.attach('file', file, { filename: 'deck.pdf', contentType: 'application/pdf' });
  };
  const download = (app: INestApplication, caller: TestCaller, id: number) => as(request(app).get(DATA_ROOM_PATHS.download(id)), caller).buffer(true).parse(binaryBody);
  const pendingFiles = async () => (await first.get(DataSource).query(`SELECT "storage_key" FROM "ideas"."data_room_pending_files"`)) as unknown[];

  beforeAll(async () => {
    server = await startS3TestServer();
    bucket = new S3Client({ region: 'us-east-1', endpoint: server.endpoint, forcePathStyle: true, credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' } });
    first = await instance();
    second = await instance();
    owner = await signedIn();
    stranger = await signedIn();
    company = (await as(request(first).post(COMPANIES_PATHS.companies), owner).send(ONBOARDED_COMPANY).expect(201)).body as Company;
  });

  afterAll(async () => {
    await first?.close();
    await second?.close();
    bucket.destroy();
    await server.close();
    process.env = savedEnvironment;
  });

  it('401: an upload without a session stores nothing', async () => {
    const response = await request(first).post(DATA_ROOM_PATHS.documents).field('companyId', company.id).attach('file', pdfOf(KB), 'deck.pdf');
    expect(response.body).toEqual({ statusCode: 401, message: 'Not authenticated' });
    expect(await storedKeys()).toEqual([]);
  });

  it("404: another founder's file is not served by either instance", async () => {
    const document = (await upload(first, owner, pdfOf(2 * KB)).expect(201)).body as DataRoomDocument;
    for (const app of [first, second]) expect((await as(request(app).get(DATA_ROOM_PATHS.download(document.id)), stranger)).body).toEqual({ statusCode: 404, message: 'Document not found' });
    await as(request(second).delete(DATA_ROOM_PATHS.document(document.id)), owner).expect(204);
    expect(await storedKeys()).toEqual([]);
  });

  it('400: a file that is not a document by its bytes leaves nothing in the bucket', async () => {
    const response = await upload(first, owner, Buffer.from('#!/bin/sh\necho not a pdf\n'));
    expect(response.body).toEqual({ statusCode: 400, message: 'file must be a PDF, a Word, Excel or PowerPoint document, or a PNG, JPEG, WebP or GIF image' });
    expect(await storedKeys()).toEqual([]);
  });

  it('413: a file past what the room has left is cut off while it streams (past its first part) and leaves no object and no unfinished upload', async () => {
    const kept = (await upload(first, owner, pdfOf(2 * MB)).expect(201)).body as DataRoomDocument;
    const refused = await upload(second, owner, pdfOf(7 * MB));
    expect(refused.body).toEqual({ statusCode: 413, message: "This company's data room holds 2 MB of its 8 MB; this file does not fit" });
    expect(await storedKeys()).toHaveLength(1);
    expect(await pendingFiles()).toEqual([]);
    expect(await first.get(DataRoomFileSweep).sweep(new Date(Date.now() + 2 * 3_600_000))).toEqual({ interruptedWrites: 0, abandonedUploads: 0, unheldFiles: 0 });
    await as(request(first).delete(DATA_ROOM_PATHS.document(kept.id)), owner).expect(204);
  });

  it('a file of several parts uploaded to one instance downloads byte for byte from the other; a delete on either removes the object', async () => {
    const file = pdfOf(6 * MB + 123);
    const document = (await upload(first, owner, file).expect(201)).body as DataRoomDocument;
    expect(await storedKeys()).toHaveLength(1);
    for (const app of [second, first]) {
      const served = await download(app, owner, document.id).expect(200);
      expect(served.headers['content-length']).toBe(String(file.length));
      expect(Buffer.compare(served.body as Buffer, file)).toBe(0);
    }
    const completed = await as(request(second).patch(DATA_ROOM_PATHS.document(document.id)), owner).send({ status: 'complete' });
    expect(completed.body).toMatchObject({ status: 'complete', size: file.length });
    await as(request(second).delete(DATA_ROOM_PATHS.document(document.id)), owner).expect(204);
    expect(await storedKeys()).toEqual([]);
    expect((await download(first, owner, document.id)).status).toBe(404);
  });

  it('the sweep aborts cut-short multipart uploads and deletes objects no document names, keeping the rest', async () => {
    const document = (await upload(second, owner, pdfOf(3 * KB)).expect(201)).body as DataRoomDocument;
    const documentKeys = await storedKeys();
    await bucket.send(new PutObjectCommand({ Bucket: server.bucket, Key: `${DATA_ROOM_PREFIX}no-document`, Body: 'left by a crash' }));
    const { UploadId } = await bucket.send(new CreateMultipartUploadCommand({ Bucket: server.bucket, Key: `${DATA_ROOM_PREFIX}cut-short` }));
    await bucket.send(new UploadPartCommand({ Bucket: server.bucket, Key: `${DATA_ROOM_PREFIX}cut-short`, UploadId, PartNumber: 1, Body: Buffer.alloc(KB) }));
    const sweep = first.get(DataRoomFileSweep);

    expect(await sweep.sweep()).toEqual({ interruptedWrites: 0, abandonedUploads: 0, unheldFiles: 0 });
    expect(await sweep.sweep(new Date(Date.now() + 2 * 3_600_000))).toEqual({ interruptedWrites: 1, abandonedUploads: 0, unheldFiles: 1 });
    expect(await storedKeys()).toEqual(documentKeys);
    expect(Buffer.compare((await download(second, owner, document.id).expect(200)).body as Buffer, pdfOf(3 * KB))).toBe(0);
  });
});
