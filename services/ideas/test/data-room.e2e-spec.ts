import type { INestApplication } from '@nestjs/common';
import {
  COMPANIES_PATHS,
  DATA_ROOM_DOCUMENT_TYPES,
  DATA_ROOM_PATHS,
  EXPECTED_DATA_ROOM_DOCUMENTS,
  type Company,
  type DataRoomAccessRequest,
  type DataRoomDocument,
  type DataRoomDocumentList,
  type DataRoomLink,
  type CursorPage,
  type DataRoomView,
  type SharedDataRoomVisit,
} from '@founder/contracts';
import { request } from '@founder/server-kit/testing';
import ExcelJS from 'exceljs';
import { existsSync, readdirSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Test } from 'supertest';
import { DataSource } from 'typeorm';
import { DataRoomFileSweep } from '../src/data-room/data-room-file-sweep';
import { ONBOARDED_COMPANY } from '../src/domain/company-work/company-facts.fixtures';
import { binaryBody } from './support/binary-body';
import { as, createIdeasTestApp, signedIn, type TestCaller } from './support/ideas-test-app';

// The API tests' own data folder (tools/jest/api-global-setup.js).
const dataDir = process.env['DATA_DIR']!;
const storedFiles = () => (existsSync(join(dataDir, 'data-room')) ? readdirSync(join(dataDir, 'data-room')) : []);

/** A small real PDF with bytes of every value, so any re-encoding on the way shows. */
const PDF = Buffer.concat([
  Buffer.from('%PDF-1.4\n%\xe2\xe3\xcf\xd3\n1 0 obj <</Type /Catalog /Pages 2 0 R>> endobj\n2 0 obj <</Type /Pages /Kids [] /Count 0>> endobj\n', 'latin1'),
  Buffer.from(Array.from({ length: 256 }, (_, index) => index)),
  Buffer.from('\ntrailer <</Root 1 0 R>>\n%%EOF\n'),
]);
const TYPES_MESSAGE = `type must be one of the following values: ${DATA_ROOM_DOCUMENT_TYPES.join(', ')}`;
const KB = 1024;
const TWO_HOURS_AGO = new Date(Date.now() - 2 * 3_600_000);

/** A multipart body by hand (boundary XX), for bodies no client library would send. */
function multipartBody(companyId: number, file: Buffer, closing = true): Buffer {
  return Buffer.concat([
    Buffer.from(`--XX\r\nContent-Disposition: form-data; name="companyId"\r\n\r\n${companyId}\r\n`),
    Buffer.from('--XX\r\nContent-Disposition: form-data; name="file"; filename="deck.pdf"\r\nContent-Type: application/pdf\r\n\r\n'),
    file,
    Buffer.from(closing ? '\r\n--XX--\r\n' : ''),
  ]);
}

/** A PDF of exactly `bytes` bytes. */
const pdfOf = (bytes: number) => Buffer.concat([PDF, Buffer.alloc(bytes - PDF.length, 7)]);

describe('data room (/api/documents)', () => {
  let app: INestApplication;
  let owner: TestCaller;
  let stranger: TestCaller;
  let company: Company;
  let placeholders: DataRoomDocument[];
  let deck: DataRoomDocument;
  let ownersLink: DataRoomLink;
  let ownersRequest: DataRoomAccessRequest;

  const list = (caller: TestCaller, query = `?companyId=${company.id}`) => as(request(app).get(`${DATA_ROOM_PATHS.documents}${query}`), caller);
  /** A multipart upload: the metadata fields first, then the file. */
  const upload = (caller: TestCaller, fields: Record<string, string | number>, file: Buffer = PDF, fileName = 'deck.pdf'): Test => {
    const call = as(request(app).post(DATA_ROOM_PATHS.documents), caller);
    for (const [name, value] of Object.entries(fields)) call.field(name, String(value));
    return call.attach('file', file, { filename: fileName, contentType: 'application/octet-stream' });
  };
  const pendingFiles = async () => (await app.get(DataSource).query(`SELECT "storage_key", "state" FROM "ideas"."data_room_pending_files"`)) as unknown[];
  const download = (caller: TestCaller, id: number) => as(request(app).get(DATA_ROOM_PATHS.download(id)), caller).buffer(true).parse(binaryBody);
  const shareLink = async (tier: string, extra: object = {}) => {
    const response = await as(request(app).post(DATA_ROOM_PATHS.links), owner).send({ companyId: company.id, tier, ...extra });
    if (response.status !== 201) throw new Error(`link failed: ${response.status} ${JSON.stringify(response.body)}`);
    return response.body as DataRoomLink & { url: string };
  };
  const tokenOf = (link: { url?: string }) => link.url!.split('/').pop()!;
  const visit = async (token: string, name = 'Grace Hopper') =>
    (await request(app).post(DATA_ROOM_PATHS.sharedVisits(token)).send({ name, email: 'Grace@Example.com' }).expect(201)).body as SharedDataRoomVisit;

  beforeAll(async () => {
    app = await createIdeasTestApp();
    owner = await signedIn();
    stranger = await signedIn();
    company = (await as(request(app).post(COMPANIES_PATHS.companies), owner).send(ONBOARDED_COMPANY).expect(201)).body as Company;
    placeholders = ((await list(owner).expect(200)).body as DataRoomDocumentList).items;
    ownersLink = await shareLink('investors');
    ownersRequest = (await request(app).post(DATA_ROOM_PATHS.sharedAccessRequests(tokenOf(ownersLink))).send({ name: 'Ken Thompson', email: 'ken@example.com', tier: 'team' }).expect(201)).body;
  });

  afterAll(async () => {
    await app.close();
  });

  describe('requires a signed-in founder (401)', () => {
    it.each([
      ['POST', DATA_ROOM_PATHS.documents],
      ['GET', `${DATA_ROOM_PATHS.documents}?companyId=1`],
      ['GET', DATA_ROOM_PATHS.download(1)],
      ['PATCH', DATA_ROOM_PATHS.document(1)],
      ['DELETE', DATA_ROOM_PATHS.document(1)],
      ['POST', DATA_ROOM_PATHS.links],
      ['GET', DATA_ROOM_PATHS.linksOf(1)],
      ['DELETE', DATA_ROOM_PATHS.link(1)],
      ['GET', DATA_ROOM_PATHS.views(1)],
      ['GET', DATA_ROOM_PATHS.accessRequests(1)],
      ['POST', DATA_ROOM_PATHS.approve(1)],
      ['POST', DATA_ROOM_PATHS.deny(1)],
    ])('%s %s', async (method, path) => {
      const response = await request(app)[method.toLowerCase() as 'get'](path).send({});
      expect(response.status).toBe(401);
      expect(response.body).toEqual({ statusCode: 401, message: 'Not authenticated' });
    });
  });

  describe("answers 404 for another founder's room, exactly like a missing one", () => {
    it('by list and by upload into it', async () => {
      expect((await list(stranger)).body).toEqual({ statusCode: 404, message: 'Company not found' });
      expect((await list(owner, '?companyId=999999')).body).toEqual({ statusCode: 404, message: 'Company not found' });
      const into = await upload(stranger, { companyId: company.id });
      expect(into.body).toEqual({ statusCode: 404, message: 'Company not found' });
    });

    it('by id: download, change, delete, and a placeholder filled through the stranger’s own company', async () => {
      const id = placeholders[0].id;
      expect((await download(stranger, id)).status).toBe(404);
      expect(JSON.parse((await download(stranger, id)).body.toString())).toEqual({ statusCode: 404, message: 'Document not found' });
      expect((await as(request(app).patch(DATA_ROOM_PATHS.document(id)), stranger).send({ name: 'Mine' })).body).toEqual({ statusCode: 404, message: 'Document not found' });
      expect((await as(request(app).delete(DATA_ROOM_PATHS.document(id)), stranger)).body).toEqual({ statusCode: 404, message: 'Document not found' });
      const own = (await as(request(app).post(COMPANIES_PATHS.companies), stranger).send(ONBOARDED_COMPANY)).body as Company;
      const steal = await upload(stranger, { companyId: own.id, documentId: id });
      expect(steal.body).toEqual({ statusCode: 404, message: 'Document not found' });
      for (const bad of ['abc', '0', '99999999999']) {
        expect((await as(request(app).patch(`/api/documents/${bad}`), owner).send({})).body).toEqual({ statusCode: 404, message: 'Document not found' });
      }
    });

    it('links, the view log and access requests', async () => {
      expect((await as(request(app).get(DATA_ROOM_PATHS.linksOf(company.id)), stranger)).body).toEqual({ statusCode: 404, message: 'Company not found' });
      expect((await as(request(app).get(DATA_ROOM_PATHS.views(company.id)), stranger)).body).toEqual({ statusCode: 404, message: 'Company not found' });
      expect((await as(request(app).get(DATA_ROOM_PATHS.accessRequests(company.id)), stranger)).body).toEqual({ statusCode: 404, message: 'Company not found' });
      expect((await as(request(app).post(DATA_ROOM_PATHS.links), stranger).send({ companyId: company.id, tier: 'team' })).body).toEqual({ statusCode: 404, message: 'Company not found' });
      expect((await as(request(app).delete(DATA_ROOM_PATHS.link(ownersLink.id)), stranger)).body).toEqual({ statusCode: 404, message: 'Link not found' });
      expect((await as(request(app).post(DATA_ROOM_PATHS.approve(ownersRequest.id)), stranger)).body).toEqual({ statusCode: 404, message: 'Access request not found' });
      expect((await as(request(app).post(DATA_ROOM_PATHS.deny(ownersRequest.id)), stranger)).body).toEqual({ statusCode: 404, message: 'Access request not found' });
    });
  });

  describe('rejects bad input with 400 naming the field, storing nothing', () => {
    const documentCount = async () => (await app.get(DataSource).query(`SELECT count(*)::int AS count FROM "ideas"."data_room_documents"`))[0].count as number;

    it('a file that is not a PDF, Office document or image by its bytes, whatever its name', async () => {
      const before = [await documentCount(), storedFiles().length];
      const response = await upload(owner, { companyId: company.id }, Buffer.from('#!/bin/sh\necho not a pdf\n'), 'report.pdf');
      expect(response.status).toBe(400);
      expect(response.body).toEqual({ statusCode: 400, message: 'file must be a PDF, a Word, Excel or PowerPoint document, or a PNG, JPEG, WebP or GIF image' });
      expect([await documentCount(), storedFiles().length]).toEqual(before);
    });

    it.each([
      [{ companyId: 'abc' }, 'companyId must be an integer number'],
      [{ type: 'spreadsheet' }, TYPES_MESSAGE],
      [{ status: 'missing' }, 'status must be one of the following values: complete, draft, review'],
      [{ confidentiality: 'secret' }, 'confidentiality must be one of the following values: public, confidential, restricted'],
      [{ name: 'x'.repeat(201) }, 'name must be shorter than or equal to 200 characters'],
      [{ category: 'x'.repeat(61) }, 'category must be shorter than or equal to 60 characters'],
      [{ surprise: 'yes' }, 'property surprise should not exist'],
    ])('bad metadata %p', async (fields, message) => {
      const response = await upload(owner, { companyId: company.id, ...fields });
      expect(response.status).toBe(400);
      expect(response.body).toEqual({ statusCode: 400, message });
    });

    it('no file, an empty file, JSON instead of multipart', async () => {
      const noFile = await as(request(app).post(DATA_ROOM_PATHS.documents), owner).field('companyId', String(company.id));
      expect(noFile.body.message).toBe('file is required: send multipart/form-data with companyId and the other fields first, then the file field file');
      expect((await upload(owner, { companyId: company.id }, Buffer.alloc(0))).body).toEqual({ statusCode: 400, message: 'file is empty' });
      expect((await as(request(app).post(DATA_ROOM_PATHS.documents), owner).send({ companyId: company.id })).status).toBe(400);
    });

    it('a malformed multipart body (no boundary, cut short) is 400, and keeps no file and no reservation', async () => {
      const before = storedFiles().length;
      const raw = (contentType: string, body: Buffer) => as(request(app).post(DATA_ROOM_PATHS.documents), owner).set('content-type', contentType).send(body);
      expect((await raw('multipart/form-data', multipartBody(company.id, PDF))).body).toEqual({
        statusCode: 400,
        message: 'Content-Type multipart/form-data needs a boundary (multipart/form-data; boundary=...)',
      });
      expect((await raw('multipart/form-data; boundary=XX', multipartBody(company.id, PDF, false))).body).toEqual({ statusCode: 400, message: 'The multipart/form-data body is malformed or ends early' });
      expect((await raw('multipart/form-data; boundary=XX', Buffer.from('--XX\r\nContent-Disposition: form-da'))).body).toEqual({ statusCode: 400, message: 'The multipart/form-data body is malformed or ends early' });
      const logo = await as(request(app).put(COMPANIES_PATHS.logo(company.id)), owner).set('content-type', 'multipart/form-data').send(Buffer.from('--XX\r\n'));
      expect(logo.body).toEqual({ statusCode: 400, message: 'Content-Type multipart/form-data needs a boundary (multipart/form-data; boundary=...)' });
      expect(storedFiles()).toHaveLength(before);
      expect(await pendingFiles()).toEqual([]);
    });

    it('a change outside the lists or bounds', async () => {
      const path = DATA_ROOM_PATHS.document(placeholders[0].id);
      expect((await as(request(app).patch(path), owner).send({ type: 'other' })).body).toEqual({ statusCode: 400, message: TYPES_MESSAGE });
      expect((await as(request(app).patch(path), owner).send({ status: 'missing' })).body).toEqual({ statusCode: 400, message: 'status must be one of the following values: complete, draft, review' });
      expect((await as(request(app).post(DATA_ROOM_PATHS.links), owner).send({ companyId: company.id, tier: 'everyone' })).body).toEqual({
        statusCode: 400,
        message: 'tier must be one of the following values: team, investors, advisors',
      });
      expect((await as(request(app).post(DATA_ROOM_PATHS.links), owner).send({ companyId: company.id, tier: 'team', expiresAt: '2001-01-01T00:00:00Z' })).body).toEqual({
        statusCode: 400,
        message: 'expiresAt must be in the future',
      });
      expect((await request(app).post(DATA_ROOM_PATHS.sharedVisits(tokenOf(ownersLink))).send({ name: 'Al', email: 'not-an-email' })).body).toEqual({
        statusCode: 400,
        message: 'email must be an email',
      });
    });

    it('null for an optional field, rather than storing it', async () => {
      const patch = (body: object) => as(request(app).patch(DATA_ROOM_PATHS.document(placeholders[0].id)), owner).send(body);
      expect((await patch({ description: null })).body).toEqual({ statusCode: 400, message: 'description should not be null' });
      expect((await patch({ status: null })).body).toEqual({ statusCode: 400, message: 'status should not be null' });
      const link = (body: object) => as(request(app).post(DATA_ROOM_PATHS.links), owner).send({ companyId: company.id, tier: 'team', ...body });
      expect((await link({ label: null })).body).toEqual({ statusCode: 400, message: 'label should not be null' });
      expect((await link({ documentId: null })).body).toEqual({ statusCode: 400, message: 'documentId should not be null' });
      expect((await link({ expiresAt: null })).body).toEqual({ statusCode: 400, message: 'expiresAt should not be null' });
      const asked = await request(app).post(DATA_ROOM_PATHS.sharedAccessRequests(tokenOf(ownersLink))).send({ name: 'Al', email: 'al@example.com', tier: 'team', message: null });
      expect(asked.body).toEqual({ statusCode: 400, message: 'message should not be null' });
    });

    it('a file over 25 MB is 413', async () => {
      const before = storedFiles().length;
      const response = await upload(owner, { companyId: company.id }, Buffer.concat([PDF, Buffer.alloc(25 * 1024 * 1024)]));
      expect(response.status).toBe(413);
      expect(response.body).toEqual({ statusCode: 413, message: 'file must be at most 25 MB' });
      // Nothing kept: not under a key, not under a temporary name, and no space held.
      expect(storedFiles()).toHaveLength(before);
      expect(await pendingFiles()).toEqual([]);
    });
  });

  describe("holds a company's room to its quota (413)", () => {
    // A room of 1 MB (DATA_ROOM_QUOTA_MB), so a few small files fill it.
    let small: INestApplication;
    let founder: TestCaller;
    const roomOf = async () => ((await as(request(small).post(COMPANIES_PATHS.companies), founder).send(ONBOARDED_COMPANY).expect(201)).body as Company).id;
    const uploadTo = (companyId: number, file: Buffer) =>
      as(request(small).post(DATA_ROOM_PATHS.documents), founder).field('companyId', String(companyId)).attach('file', file, { filename: 'part.pdf', contentType: 'application/pdf' });
    const storedBytes = async (companyId: number) =>
      ((await small.get(DataSource).query(`SELECT coalesce(sum("size"), 0)::int AS "bytes" FROM "ideas"."data_room_documents" WHERE "company_id" = $1`, [companyId]))[0].bytes as number);

    beforeAll(async () => {
      process.env['DATA_ROOM_QUOTA_MB'] = '1';
      try {
        small = await createIdeasTestApp();
      } finally {
        delete process.env['DATA_ROOM_QUOTA_MB'];
      }
      founder = await signedIn();
    });
    afterAll(async () => {
      await small.close();
    });

    it('refuses, while it streams in, a file larger than what the room has left, and keeps nothing of it', async () => {
      const companyId = await roomOf();
      expect((await uploadTo(companyId, pdfOf(600 * KB))).status).toBe(201);
      const before = storedFiles().length;
      const refused = await uploadTo(companyId, pdfOf(600 * KB));
      expect(refused.status).toBe(413);
      expect(refused.body).toEqual({ statusCode: 413, message: "This company's data room holds 0.6 MB of its 1 MB; this file does not fit" });
      expect(storedFiles()).toHaveLength(before);
      expect(await pendingFiles()).toEqual([]);
      expect(await storedBytes(companyId)).toBe(600 * KB);
    });

    it('refuses any file for a full room', async () => {
      const companyId = await roomOf();
      expect((await uploadTo(companyId, pdfOf(1024 * KB - 2 * KB))).status).toBe(201);
      await small.get(DataSource).query(`UPDATE "ideas"."data_room_documents" SET "size" = 1048576 WHERE "company_id" = $1 AND "storage_key" IS NOT NULL`, [companyId]);
      const refused = await uploadTo(companyId, PDF);
      expect(refused.body).toEqual({ statusCode: 413, message: "This company's data room holds 1 MB of its 1 MB; this file does not fit" });
    });

    it('lets concurrent uploads take no more than the quota: of five 300 KB files at once, three are stored', async () => {
      const companyId = await roomOf();
      const answers = await Promise.all(Array.from({ length: 5 }, () => uploadTo(companyId, pdfOf(300 * KB))));
      expect(answers.map((answer) => answer.status).sort()).toEqual([201, 201, 201, 413, 413]);
      expect(await storedBytes(companyId)).toBe(3 * 300 * KB);
      expect(await pendingFiles()).toEqual([]);
    });
  });

  describe('refuses what contradicts the room (409)', () => {
    it('a status for a document without a file, a tier that may not see a document, a request decided twice', async () => {
      const placeholder = placeholders[1];
      expect((await as(request(app).patch(DATA_ROOM_PATHS.document(placeholder.id)), owner).send({ status: 'complete' })).body).toEqual({
        statusCode: 409,
        message: 'Upload a file first: a missing document has no file',
      });
      const draft = (await upload(owner, { companyId: company.id, name: 'Board minutes' })).body as DataRoomDocument;
      const refused = await as(request(app).post(DATA_ROOM_PATHS.links), owner).send({ companyId: company.id, documentId: draft.id, tier: 'advisors' });
      expect(refused.body).toEqual({ statusCode: 409, message: 'A link for advisors cannot show Board minutes: it is draft' });
      const other = (await request(app).post(DATA_ROOM_PATHS.sharedAccessRequests(tokenOf(ownersLink))).send({ name: 'Dennis Ritchie', email: 'dmr@example.com', tier: 'advisors' })).body;
      await as(request(app).post(DATA_ROOM_PATHS.deny(other.id)), owner).expect(200);
      expect((await as(request(app).post(DATA_ROOM_PATHS.approve(other.id)), owner)).body).toEqual({ statusCode: 409, message: 'This access request has already been decided' });
      await as(request(app).delete(DATA_ROOM_PATHS.document(draft.id)), owner).expect(204);
    });
  });

  describe('happy path', () => {
    it("a new room holds the six expected documents as 'missing', confidential, without files", () => {
      expect(placeholders.map((document) => [document.name, document.type, document.category, document.status, document.size, document.fileName])).toEqual(
        EXPECTED_DATA_ROOM_DOCUMENTS.map((expected) => [expected.name, expected.type, expected.category, 'missing', 0, null]),
      );
      expect(placeholders.every((document) => document.confidentiality === 'confidential')).toBe(true);
    });

    it('an upload fills a placeholder (draft by default) and the download gives the exact bytes back', async () => {
      const filesBefore = storedFiles().length;
      const response = await upload(owner, { companyId: company.id, documentId: placeholders[0].id, description: 'Seed round deck' }, PDF, 'Pitch Deck v3.pdf');
      expect(response.status).toBe(201);
      deck = response.body as DataRoomDocument;
      expect(deck).toEqual({
        ...placeholders[0],
        status: 'draft',
        size: PDF.length,
        description: 'Seed round deck',
        uploadedBy: `user${owner.userId}@example.com`,
        fileName: 'Pitch Deck v3.pdf',
        contentType: 'application/pdf',
        lastModified: expect.any(String),
      });
      const file = await download(owner, deck.id).expect(200);
      expect(file.headers['content-type']).toBe('application/pdf');
      expect(file.headers['content-disposition']).toBe(`attachment; filename="Pitch Deck v3.pdf"; filename*=UTF-8''Pitch%20Deck%20v3.pdf`);
      expect(file.headers['x-content-type-options']).toBe('nosniff');
      expect(file.headers['content-length']).toBe(String(PDF.length));
      expect(Buffer.compare(file.body as Buffer, PDF)).toBe(0);
      expect(storedFiles()).toHaveLength(filesBefore + 1);
    });

    it('adds a new document with its metadata (a real XLSX), renames it, changes its status, and the summary follows', async () => {
      const workbook = new ExcelJS.Workbook();
      workbook.addWorksheet('Cap table').addRow(['Founders', 0.8]);
      const xlsx = Buffer.from(await workbook.xlsx.writeBuffer());
      const created = await upload(owner, { companyId: company.id, name: 'Option pool', type: 'financial', category: 'Financials', confidentiality: 'restricted', uploadedBy: 'CFO' }, xlsx, 'pool.xlsx');
      expect(created.status).toBe(201);
      expect(created.body).toMatchObject({ name: 'Option pool', type: 'financial', category: 'Financials', status: 'draft', confidentiality: 'restricted', uploadedBy: 'CFO', size: xlsx.length, contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' });
      const renamed = await as(request(app).patch(DATA_ROOM_PATHS.document(created.body.id)), owner).send({ name: 'Option pool 2026', status: 'complete' });
      expect(renamed.body).toMatchObject({ name: 'Option pool 2026', status: 'complete' });
      const published = await as(request(app).patch(DATA_ROOM_PATHS.document(deck.id)), owner).send({ status: 'complete', confidentiality: 'public' }).expect(200);
      expect(published.body).toMatchObject({ name: 'Pitch Deck', status: 'complete', confidentiality: 'public', description: 'Seed round deck' });
      const { summary, items } = (await list(owner).expect(200)).body as DataRoomDocumentList;
      expect(items).toHaveLength(7);
      expect(summary).toEqual({ total: 7, complete: 2, draft: 0, review: 0, missing: 5, completionRate: 29 });
    });

    it('deletes a document and its file', async () => {
      const extra = (await upload(owner, { companyId: company.id, name: 'Scratch' })).body as DataRoomDocument;
      const files = storedFiles().length;
      await as(request(app).delete(DATA_ROOM_PATHS.document(extra.id)), owner).expect(204);
      expect(storedFiles()).toHaveLength(files - 1);
      expect((await download(owner, extra.id)).status).toBe(404);
    });

    it('twenty concurrent uploads into one document leave exactly its one file on disk, the one it names', async () => {
      const target = (await upload(owner, { companyId: company.id, name: 'Race' })).body as DataRoomDocument;
      const before = storedFiles().length;
      const versions = Array.from({ length: 20 }, (_, index) => pdfOf(2 * KB + index));
      const answers = await Promise.all(versions.map((file) => upload(owner, { companyId: company.id, documentId: target.id }, file)));
      expect(answers.map((answer) => answer.status)).toEqual(versions.map(() => 201));
      expect(storedFiles()).toHaveLength(before);
      expect(await pendingFiles()).toEqual([]);
      const kept = (await download(owner, target.id).expect(200)).body as Buffer;
      expect(versions.filter((version) => Buffer.compare(version, kept) === 0)).toHaveLength(1);
      const listed = ((await list(owner).expect(200)).body as DataRoomDocumentList).items.find((item) => item.id === target.id)!;
      expect(listed.size).toBe(kept.length);
      await as(request(app).delete(DATA_ROOM_PATHS.document(target.id)), owner).expect(204);
      expect(storedFiles()).toHaveLength(before - 1);
    });

    it('lists 50 documents by default and at most 100, oldest first, and the next page by the cursor', async () => {
      const many = await signedIn();
      const room = (await as(request(app).post(COMPANIES_PATHS.companies), many).send(ONBOARDED_COMPANY)).body as Company;
      await list(many, `?companyId=${room.id}`).expect(200);
      await app.get(DataSource).query(
        `INSERT INTO "ideas"."data_room_documents" ("company_id", "name", "type", "category", "status") SELECT $1, 'Extra ' || n, 'legal', 'Legal', 'missing' FROM generate_series(1, 110) AS n`,
        [room.id],
      );
      const first = (await list(many, `?companyId=${room.id}`)).body as DataRoomDocumentList;
      expect([first.items.length, first.summary.total]).toEqual([50, 116]);
      const most = (await list(many, DATA_ROOM_PATHS.list(room.id, { limit: 500 }).slice(DATA_ROOM_PATHS.documents.length))).body as DataRoomDocumentList;
      expect(most.items).toHaveLength(100);
      const last = (await list(many, DATA_ROOM_PATHS.list(room.id, { limit: 100, cursor: most.nextCursor! }).slice(DATA_ROOM_PATHS.documents.length))).body as DataRoomDocumentList;
      expect(last.items.length).toBe(16);
      expect(last.nextCursor).toBeNull();
      const ids = [...most.items, ...last.items].map((document) => document.id);
      expect(ids).toEqual([...ids].sort((a, b) => a - b));
      expect(new Set(ids).size).toBe(116);
      // The summary's counts are kept by the room's triggers for any statement, a bulk change included.
      await app.get(DataSource).query(`DELETE FROM "ideas"."data_room_documents" WHERE "company_id" = $1 AND "name" LIKE 'Extra 1%'`, [room.id]);
      expect(((await list(many, `?companyId=${room.id}`)).body as DataRoomDocumentList).summary).toEqual({ total: 94, complete: 0, draft: 0, review: 0, missing: 94, completionRate: 0 });
    });
  });

  describe('share links, the view log and access requests', () => {
    it('a room link for investors shows complete, unrestricted documents; every open is logged', async () => {
      const link = await shareLink('investors', { label: 'Seed investors' });
      expect(link).toMatchObject({ tier: 'investors', label: 'Seed investors', state: 'live', views: 0, documentId: null, url: expect.stringMatching(/^\/data-room\/[A-Za-z0-9_-]{43}$/) });
      const token = tokenOf(link);
      expect((await request(app).get(DATA_ROOM_PATHS.shared(token)).expect(200)).body).toEqual({ companyName: 'LoomLedger', tier: 'investors', documentName: null, expiresAt: null });
      const { visitId, room } = await visit(token);
      expect(room.canDownload).toBe(true);
      expect(room.documents.map((document) => document.name)).toEqual(['Pitch Deck']);
      const viewed = await request(app).get(DATA_ROOM_PATHS.sharedFile(token, deck.id, visitId)).buffer(true).parse(binaryBody).expect(200);
      expect(viewed.headers['content-disposition']).toMatch(/^inline; /);
      expect(Buffer.compare(viewed.body as Buffer, PDF)).toBe(0);
      const downloaded = await request(app).get(DATA_ROOM_PATHS.sharedFile(token, deck.id, visitId, true)).buffer(true).parse(binaryBody).expect(200);
      expect(downloaded.headers['content-disposition']).toMatch(/^attachment; /);
      const restricted = (await list(owner).expect(200)).body.items.find((document: DataRoomDocument) => document.confidentiality === 'restricted');
      expect((await request(app).get(DATA_ROOM_PATHS.sharedFile(token, restricted.id, visitId))).status).toBe(404);
      expect((await request(app).get(DATA_ROOM_PATHS.sharedFile(token, deck.id, '00000000-0000-4000-8000-000000000000'))).body).toEqual({
        statusCode: 404,
        message: 'Give your name and email on the link page first',
      });

      const log = (await as(request(app).get(DATA_ROOM_PATHS.views(company.id)), owner).expect(200)).body as CursorPage<DataRoomView>;
      expect(log.items.slice(0, 3).map((view) => [view.visitorName, view.visitorEmail, view.action, view.documentName, view.linkLabel, view.tier])).toEqual([
        ['Grace Hopper', 'grace@example.com', 'downloaded', 'Pitch Deck', 'Seed investors', 'investors'],
        ['Grace Hopper', 'grace@example.com', 'viewed', 'Pitch Deck', 'Seed investors', 'investors'],
        ['Grace Hopper', 'grace@example.com', 'opened', null, 'Seed investors', 'investors'],
      ]);
      const links = (await as(request(app).get(DATA_ROOM_PATHS.linksOf(company.id)), owner).expect(200)).body as CursorPage<DataRoomLink>;
      // One visitor today, whatever they opened and however often: one view; another visitor: two.
      expect(links.items[0]).toMatchObject({ id: link.id, views: 1, state: 'live' });
      await visit(token);
      await request(app).post(DATA_ROOM_PATHS.sharedVisits(token)).send({ name: 'Ada Lovelace', email: 'ada@example.com' }).expect(201);
      const again = (await as(request(app).get(DATA_ROOM_PATHS.linksOf(company.id)), owner).expect(200)).body as CursorPage<DataRoomLink>;
      expect(again.items[0]).toMatchObject({ id: link.id, views: 2 });
      expect(links.items[0].url).toBeUndefined();
    });

    it('team links see restricted documents and drafts; advisors view only', async () => {
      const team = await visit(tokenOf(await shareLink('team')));
      expect(team.room.documents.map((document) => document.name)).toEqual(['Pitch Deck', 'Option pool 2026']);
      const advisorsToken = tokenOf(await shareLink('advisors'));
      const advisors = await visit(advisorsToken);
      expect(advisors.room.canDownload).toBe(false);
      await request(app).get(DATA_ROOM_PATHS.sharedFile(advisorsToken, deck.id, advisors.visitId)).expect(200);
      expect((await request(app).get(DATA_ROOM_PATHS.sharedFile(advisorsToken, deck.id, advisors.visitId, true))).body).toEqual({
        statusCode: 403,
        message: 'This link is view only: files open in the browser and cannot be downloaded',
      });
    });

    it('a link to one document shows only it', async () => {
      const link = await shareLink('investors', { documentId: deck.id });
      expect(link.documentName).toBe('Pitch Deck');
      const { room } = await visit(tokenOf(link));
      expect(room.documents.map((document) => document.id)).toEqual([deck.id]);
    });

    it('a revoked or expired link is dead at once', async () => {
      const link = await shareLink('team', { expiresAt: new Date(Date.now() + 3_600_000).toISOString() });
      const token = tokenOf(link);
      const { visitId } = await visit(token);
      const revoked = await as(request(app).delete(DATA_ROOM_PATHS.link(link.id)), owner).expect(204);
      expect(revoked.text).toBe('');
      await as(request(app).delete(DATA_ROOM_PATHS.link(link.id)), owner).expect(204);
      const revokedLink = ((await as(request(app).get(DATA_ROOM_PATHS.linksOf(company.id)), owner)).body as CursorPage<DataRoomLink>).items.find((item) => item.id === link.id);
      expect(revokedLink).toMatchObject({ state: 'revoked', revokedAt: expect.any(String) });
      const dead = { statusCode: 404, message: 'This data room link is no longer available' };
      expect((await request(app).get(DATA_ROOM_PATHS.shared(token))).body).toEqual(dead);
      expect((await request(app).post(DATA_ROOM_PATHS.sharedVisits(token)).send({ name: 'Grace', email: 'g@example.com' })).body).toEqual(dead);
      expect((await request(app).get(DATA_ROOM_PATHS.sharedFile(token, deck.id, visitId))).status).toBe(404);

      const expiring = await shareLink('team', { expiresAt: new Date(Date.now() + 3_600_000).toISOString() });
      await app.get(DataSource).query(`UPDATE "ideas"."data_room_links" SET "expires_at" = now() - interval '1 second' WHERE "id" = $1`, [expiring.id]);
      expect((await request(app).get(DATA_ROOM_PATHS.shared(tokenOf(expiring)))).body).toEqual(dead);
      const listed = (await as(request(app).get(DATA_ROOM_PATHS.linksOf(company.id)), owner)).body as CursorPage<DataRoomLink>;
      expect(listed.items.find((item) => item.id === expiring.id)?.state).toBe('expired');
      expect((await request(app).get(DATA_ROOM_PATHS.shared('not-a-token'))).body).toEqual(dead);
    });

    it('the links, the view log and the requests: at most 200 a page, and the next page by the cursor', async () => {
      const busy = await signedIn();
      const room = (await as(request(app).post(COMPANIES_PATHS.companies), busy).send(ONBOARDED_COMPANY)).body as Company;
      await as(request(app).get(DATA_ROOM_PATHS.linksOf(room.id)), busy).expect(200);
      const dataSource = app.get(DataSource);
      await dataSource.query(
        `INSERT INTO "ideas"."data_room_links" ("company_id", "tier", "token_hash") SELECT $1::int, 'team', md5('busy' || $1::text || n) || md5('room' || n) FROM generate_series(1, 210) AS n`,
        [room.id],
      );
      await dataSource.query(
        `INSERT INTO "ideas"."data_room_views" ("company_id", "link_id", "visit_id", "visitor_name", "visitor_email", "action")
         SELECT "company_id", "id", gen_random_uuid(), 'Grace', 'grace@example.com', 'opened' FROM "ideas"."data_room_links" WHERE "company_id" = $1`,
        [room.id],
      );
      await dataSource.query(
        `INSERT INTO "ideas"."data_room_access_requests" ("company_id", "link_id", "name", "email", "tier", "status", "decided_at")
         SELECT "company_id", "id", 'Grace', 'grace@example.com', 'team', CASE WHEN "id" % 3 = 0 THEN 'pending' ELSE 'denied' END,
           CASE WHEN "id" % 3 = 0 THEN NULL ELSE now() END FROM "ideas"."data_room_links" WHERE "company_id" = $1`,
        [room.id],
      );
      for (const path of [DATA_ROOM_PATHS.linksOf, DATA_ROOM_PATHS.views, DATA_ROOM_PATHS.accessRequests]) {
        const most = (await as(request(app).get(path(room.id, { limit: 1000 })), busy).expect(200)).body as CursorPage<{ id: number; status?: string }>;
        expect(most.items).toHaveLength(200);
        const rest = (await as(request(app).get(path(room.id, { limit: 1000, cursor: most.nextCursor! })), busy).expect(200)).body as CursorPage<{ id: number; status?: string }>;
        expect([rest.items.length, rest.nextCursor]).toEqual([10, null]);
        const walked = [...most.items, ...rest.items];
        expect(new Set(walked.map((item) => item.id)).size).toBe(210);
        if (path === DATA_ROOM_PATHS.accessRequests) {
          const pending = walked.filter((item) => item.status === 'pending').length;
          expect(walked.slice(0, pending).every((item) => item.status === 'pending')).toBe(true);
          for (const part of [walked.slice(0, pending), walked.slice(pending)]) expect(part.map((item) => item.id)).toEqual(part.map((item) => item.id).sort((a, b) => b - a));
        } else {
          expect(walked.map((item) => item.id)).toEqual(walked.map((item) => item.id).sort((a, b) => b - a));
        }
      }
      expect((await as(request(app).get(DATA_ROOM_PATHS.views(room.id, { cursor: 'bad!' })), busy)).body).toEqual({ statusCode: 400, message: 'cursor must be the nextCursor of a previous page' });
    });

    it('approving a request made on a link page issues a link of the requested tier; denying leaves it denied', async () => {
      const pending = (await as(request(app).get(DATA_ROOM_PATHS.accessRequests(company.id)), owner).expect(200)).body as CursorPage<DataRoomAccessRequest>;
      expect(pending.items[0]).toMatchObject({ id: ownersRequest.id, name: 'Ken Thompson', email: 'ken@example.com', tier: 'team', status: 'pending' });
      const approved = (await as(request(app).post(DATA_ROOM_PATHS.approve(ownersRequest.id)), owner).expect(200)).body as DataRoomAccessRequest;
      expect(approved).toMatchObject({ status: 'approved', grantedLinkId: expect.any(Number), url: expect.stringMatching(/^\/data-room\//) });
      const granted = await visit(tokenOf(approved));
      expect(granted.room.tier).toBe('team');
      const links = (await as(request(app).get(DATA_ROOM_PATHS.linksOf(company.id)), owner)).body as CursorPage<DataRoomLink>;
      expect(links.items.find((link) => link.id === approved.grantedLinkId)).toMatchObject({ label: 'Ken Thompson (ken@example.com)', tier: 'team' });
      const after = (await as(request(app).get(DATA_ROOM_PATHS.accessRequests(company.id)), owner)).body as CursorPage<DataRoomAccessRequest>;
      // Newest first once none is pending: Dennis's (denied in the 409 test) came after Ken's.
      expect(after.items.map((item) => [item.name, item.status])).toEqual([['Dennis Ritchie', 'denied'], ['Ken Thompson', 'approved']]);
    });
  });

  describe('public link calls are limited per client address (429)', () => {
    // An app with the real limits (the suite's own lifts them); each test from an address of its own (the gateway's x-forwarded-for).
    let limited: INestApplication;
    beforeAll(async () => {
      limited = await createIdeasTestApp({ rateLimited: true });
    });
    afterAll(async () => {
      await limited.close();
    });

    it('answers the 6th access request of an hour from one address with 429 and Retry-After; another address still gets in', async () => {
      const token = tokenOf(await shareLink('advisors'));
      const ask = (address: string) => request(limited).post(DATA_ROOM_PATHS.sharedAccessRequests(token)).set('x-forwarded-for', address).send({ name: 'Eve', email: 'eve@example.com', tier: 'team' });
      for (let attempt = 1; attempt <= 5; attempt += 1) expect((await ask('203.0.113.5')).status).toBe(201);
      const refused = await ask('203.0.113.5');
      expect(refused.status).toBe(429);
      expect(refused.body).toEqual({ statusCode: 429, message: 'Too many attempts. Please try again in 60 minutes.' });
      expect(refused.headers['retry-after']).toBe('3600');
      expect((await ask('203.0.113.6')).status).toBe(201);
    });

    it('answers the 61st headline of a minute from one address with 429, whatever the token', async () => {
      const headline = (token: string) => request(limited).get(DATA_ROOM_PATHS.shared(token)).set('x-forwarded-for', '203.0.113.7');
      for (let call = 1; call <= 60; call += 1) expect((await headline(`guess-${call}`)).status).toBe(404);
      expect((await headline(tokenOf(ownersLink))).body).toEqual({ statusCode: 429, message: 'Too many attempts. Please try again in 1 minute.' });
    });
  });

  describe('the start-up sweep', () => {
    it('removes what a crash leaves (cut-short writes, abandoned uploads, discarded files, files no document names) and keeps the rest', async () => {
      const root = join(dataDir, 'data-room');
      const leave = (name: string, old: boolean) => {
        writeFileSync(join(root, name), 'left by a crash');
        if (old) utimesSync(join(root, name), TWO_HOURS_AGO, TWO_HOURS_AGO);
      };
      const uuid = '0b6f4a52-1f0e-4c2b-9a51-6d1c8a3e7f10';
      const kept = storedFiles();
      leave(`.cut-short.${uuid}.tmp`, true);
      leave(`.still-writing.${uuid}.tmp`, false);
      leave('no-document', true);
      leave('just-written', false);
      leave('abandoned-upload', true);
      leave('discarded-file', true);
      const dataSource = app.get(DataSource);
      await dataSource.query(
        `INSERT INTO "ideas"."data_room_pending_files" ("storage_key", "state", "company_id", "reserved_bytes", "created_at") VALUES ('abandoned-upload', 'writing', $1, 1000, $2)`,
        [company.id, TWO_HOURS_AGO],
      );
      await dataSource.query(`INSERT INTO "ideas"."data_room_pending_files" ("storage_key", "state") VALUES ('discarded-file', 'discarded')`);

      const restarted = await createIdeasTestApp();
      await restarted.close();

      expect(storedFiles().sort()).toEqual([...kept, `.still-writing.${uuid}.tmp`, 'just-written'].sort());
      expect(await pendingFiles()).toEqual([]);
      expect(await app.get(DataRoomFileSweep).sweep()).toEqual({ interruptedWrites: 0, abandonedUploads: 0, unheldFiles: 0 });
    });
  });

  it('keeps the files under DATA_DIR/data-room', () => {
    expect(existsSync(join(dataDir, 'data-room'))).toBe(true);
  });
});
