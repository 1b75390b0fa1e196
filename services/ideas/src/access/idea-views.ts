import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { preparedQuery } from '@founder/server-kit';
import { DataSource } from 'typeorm';
import { type StoredIdea, StartupIdeaEntity } from '../ideas/startup-idea.entity';
import type { StoredIdeaText } from '../ideas/startup-idea-answer';

/** Joins the documents' jsonb texts in one column: jsonb writes control characters escaped, so U+0001 is never inside one. */
const CONTENT_SEPARATOR = '\u0001';

type StoredIdeaTextRow = Omit<StoredIdeaText, 'documents'> & {
  documents: Array<Omit<StoredIdeaText['documents'][number], 'content'>>;
  documentContents: string | null;
};

/**
 * An idea with its documents in one statement: the row as plain values, without TypeORM building
 * entities from a join of a 26 KB row on every read, as a named prepared statement straight on the
 * pool (planned once per connection, no query runner). The access helper reads ideas through these;
 * called directly, they check nothing: for work whose access was checked when it was asked for (a
 * generation job) or that a link grants (a share).
 */
@Injectable()
export class IdeaViews {
  /** The idea's columns under their property names and its documents. */
  private readonly viewQuery: string;
  /**
   * The same with the JSON the answer carries as jsonb text: the analysis as a column, the documents'
   * contents as one text joined by CONTENT_SEPARATOR (in the order of `documents`), so PostgreSQL
   * does not escape 20 KB of text into a JSON string and pg does not parse it back.
   */
  private readonly textViewQuery: string;

  constructor(@InjectDataSource() private readonly dataSource: DataSource) {
    const { columns: ideaColumns, tablePath } = dataSource.getMetadata(StartupIdeaEntity);
    const columns = (asText: string) =>
      ideaColumns.map((column) => `idea."${column.databaseName}"${column.type === 'jsonb' ? asText : ''} AS "${column.propertyName}"`).join(', ');
    this.viewQuery = `SELECT ${columns('')},
        coalesce((SELECT json_agg(json_build_object('kind', document.kind, 'content', document.content, 'status', document.status))
          FROM "ideas"."idea_documents" document WHERE document.idea_id = idea.id), '[]') AS documents
      FROM ${tablePath} idea WHERE idea.id = $1`;
    this.textViewQuery = `SELECT ${columns('::text')}, coalesce(stored.documents, '[]') AS documents, stored.contents AS "documentContents"
      FROM ${tablePath} idea LEFT JOIN LATERAL (
        SELECT json_agg(json_build_object('kind', document.kind, 'status', document.status) ORDER BY document.id) AS documents,
          string_agg(document.content::text, chr(${CONTENT_SEPARATOR.charCodeAt(0)}) ORDER BY document.id) AS contents
        FROM "ideas"."idea_documents" document WHERE document.idea_id = idea.id) stored ON true
      WHERE idea.id = $1`;
  }

  async stored(id: number): Promise<StoredIdea | null> {
    const [idea] = (await preparedQuery(this.dataSource, 'idea-view', this.viewQuery, [id])) as StoredIdea[];
    return idea ?? null;
  }

  /** stored() with the stored JSON as text, for an answer that splices it in (startup-idea-answer.ts). */
  async storedText(id: number): Promise<StoredIdeaText | null> {
    const [row] = (await preparedQuery(this.dataSource, 'idea-text-view', this.textViewQuery, [id])) as StoredIdeaTextRow[];
    if (!row) return null;
    const { documentContents, documents, ...idea } = row;
    const contents = documentContents?.split(CONTENT_SEPARATOR) ?? [];
    return { ...idea, documents: documents.map((document, index) => ({ ...document, content: contents[index] })) };
  }
}
