import { Inject, Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { INTERNAL_USER_DATA_PATHS, type ExportedFile, type UserDataExport } from '@founder/contracts';
import { DataSource } from 'typeorm';
import { DOCUMENT_STORAGE, type DocumentStorage, type StoredFile } from '../data-room/document-storage';
import { exportFilePath } from '../domain/export-file-path';

type Row = Record<string, unknown>;

const LOGO_EXTENSIONS: Record<string, string> = { 'image/png': 'png', 'image/jpeg': 'jpg' };

/**
 * The founder's part of the account export: their rows as they are stored (secrets left out: link
 * tokens, storage keys, logo bytes), and the list of their uploaded files, which auth fetches one
 * at a time while it writes the zip (never all in memory).
 */
@Injectable()
export class AccountDataExportService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(DOCUMENT_STORAGE) private readonly storage: DocumentStorage,
  ) {}

  async export(userId: number): Promise<UserDataExport> {
    const entries: Record<string, unknown> = {};
    for (const idea of await this.rows(`SELECT to_jsonb(i) AS "row" FROM "ideas"."startup_ideas" i WHERE "owner_user_id" = $1 ORDER BY "id"`, [userId])) {
      const ideaId = idea['id'] as number;
      entries[`ideas/${ideaId}.json`] = {
        idea,
        documents: await this.rows(`SELECT to_jsonb(d) AS "row" FROM "ideas"."idea_documents" d WHERE "idea_id" = $1 ORDER BY "id"`, [ideaId]),
        versions: await this.rows(`SELECT to_jsonb(v) AS "row" FROM "ideas"."idea_document_versions" v WHERE "idea_id" = $1 ORDER BY "id"`, [ideaId]),
        shares: await this.rows(`SELECT to_jsonb(s) - 'token_hash' - 'token_sealed' AS "row" FROM "ideas"."idea_shares" s WHERE "idea_id" = $1 ORDER BY "id"`, [ideaId]),
      };
    }
    const companies = await this.rows(`SELECT to_jsonb(c) - 'logo' AS "row" FROM "ideas"."companies" c WHERE "user_id" = $1 ORDER BY "id"`, [userId]);
    const companyIds = companies.map((company) => company['id'] as number);
    entries['companies.json'] = {
      companies,
      mvpProgress: await this.rows(`SELECT to_jsonb(m) AS "row" FROM "ideas"."mvp_progress" m WHERE "company_id" = ANY($1) ORDER BY "company_id"`, [companyIds]),
    };
    const documents = await this.rows(`SELECT to_jsonb(d) AS "row" FROM "ideas"."data_room_documents" d WHERE "company_id" = ANY($1) ORDER BY "id"`, [companyIds]);
    entries['data-room.json'] = { documents: documents.map(({ storage_key: _key, ...document }) => document) };
    entries['sites.json'] = {
      sites: await this.rows(`SELECT to_jsonb(s) AS "row" FROM "ideas"."sites" s WHERE "company_id" = ANY($1) ORDER BY "company_id"`, [companyIds]),
      signups: await this.rows(`SELECT to_jsonb(s) AS "row" FROM "ideas"."site_signups" s WHERE "company_id" = ANY($1) ORDER BY "id"`, [companyIds]),
    };
    entries['investors.json'] = {
      pipeline: await this.rows(`SELECT to_jsonb(r) AS "row" FROM "ideas"."investor_relations" r WHERE "company_id" = ANY($1) ORDER BY "company_id", "investor_id"`, [companyIds]),
      addedByYou: await this.rows(`SELECT to_jsonb(i) AS "row" FROM "ideas"."investors" i WHERE "owner_id" = $1 ORDER BY "id"`, [userId]),
    };
    entries['startup-profile.json'] = (await this.rows(`SELECT to_jsonb(p) AS "row" FROM "ideas"."startup_profiles" p WHERE "user_id" = $1`, [userId]))[0] ?? null;

    const files: ExportedFile[] = [
      ...documents
        .filter((document) => document['storage_key'])
        .map((document) => ({
          path: exportFilePath('files/data-room', document['id'] as number, document['file_name'] as string | null),
          url: `${INTERNAL_USER_DATA_PATHS.user(userId)}/files/data-room/${document['id'] as number}`,
        })),
      ...companies
        .filter((company) => company['logo_type'])
        .map((company) => ({
          path: `${exportFilePath('files/logos', company['id'] as number, 'logo')}.${LOGO_EXTENSIONS[company['logo_type'] as string] ?? 'bin'}`,
          url: `${INTERNAL_USER_DATA_PATHS.user(userId)}/files/logos/${company['id'] as number}`,
        })),
    ];
    return { entries, files };
  }

  /** The stored file of one of the founder's data room documents; 404 for anyone else's. */
  async dataRoomFile(userId: number, documentId: number): Promise<StoredFile> {
    const [document] = await this.dataSource.query<Array<{ storage_key: string | null }>>(
      `SELECT d."storage_key" FROM "ideas"."data_room_documents" d JOIN "ideas"."companies" c ON c."id" = d."company_id" WHERE d."id" = $1 AND c."user_id" = $2`,
      [documentId, userId],
    );
    const file = document?.storage_key ? await this.storage.read(document.storage_key) : null;
    if (!file) throw new NotFoundException('File not found');
    return file;
  }

  /** The logo of one of the founder's companies; 404 for anyone else's or none. */
  async logo(userId: number, companyId: number): Promise<{ bytes: Buffer; type: string }> {
    const [company] = await this.dataSource.query<Array<{ logo: Buffer | null; logo_type: string | null }>>(
      `SELECT "logo", "logo_type" FROM "ideas"."companies" WHERE "id" = $1 AND "user_id" = $2`,
      [companyId, userId],
    );
    if (!company?.logo || !company.logo_type) throw new NotFoundException('Logo not found');
    return { bytes: company.logo, type: company.logo_type };
  }

  private async rows(sql: string, parameters: unknown[]): Promise<Row[]> {
    const rows = await this.dataSource.query<Array<{ row: Row }>>(sql, parameters);
    return rows.map(({ row }) => row);
  }
}
