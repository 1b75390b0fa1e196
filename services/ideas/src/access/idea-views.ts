import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { preparedQuery } from '@founder/server-kit';
import { DataSource } from 'typeorm';
import { type StoredIdea, StartupIdeaEntity } from '../ideas/startup-idea.entity';

/**
 * An idea with its documents in one statement: the row as plain values, without TypeORM building
 * entities from a join of a 26 KB row on every read, as a named prepared statement straight on the
 * pool (planned once per connection, no query runner). The access helper reads ideas through these;
 * called directly, they check nothing: for work whose access was checked when it was asked for (a
 * generation job) or that a link grants (a share).
 */
@Injectable()
export class IdeaViews {
  /**
   * The idea's columns under their property names, its documents, and their version: the
   * transaction ids that wrote the idea's row and each document's (xmin), which any write changes.
   */
  private readonly viewQuery: string;

  constructor(@InjectDataSource() private readonly dataSource: DataSource) {
    const { columns: ideaColumns, tablePath } = dataSource.getMetadata(StartupIdeaEntity);
    const columns = ideaColumns.map((column) => `idea."${column.databaseName}" AS "${column.propertyName}"`).join(', ');
    this.viewQuery = `SELECT ${columns},
        coalesce((SELECT json_agg(json_build_object('kind', document.kind, 'content', document.content, 'status', document.status))
          FROM "ideas"."idea_documents" document WHERE document.idea_id = idea.id), '[]') AS documents,
        idea.xmin::text || coalesce((SELECT string_agg(',' || document.id::text || '.' || document.xmin::text, '' ORDER BY document.id)
          FROM "ideas"."idea_documents" document WHERE document.idea_id = idea.id), '') AS "rowVersion"
      FROM ${tablePath} idea WHERE idea.id = $1`;
  }

  async stored(id: number): Promise<StoredIdea | null> {
    const [idea] = (await preparedQuery(this.dataSource, 'idea-view', this.viewQuery, [id])) as StoredIdea[];
    return idea ?? null;
  }
}
