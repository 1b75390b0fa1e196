import { ForbiddenException, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { preparedQuery } from '@founder/server-kit';
import { Repository } from 'typeorm';
import { type StoredIdea, StartupIdeaEntity } from './startup-idea.entity';
import type { IdeaCaller } from '../owners/idea-caller';
import { ideaNotFound } from '../owners/idea-not-found';
import { ownsIdea } from '../owners/owns-idea';

export const DEMO_IS_READ_ONLY = 'The demo idea is read-only';

/**
 * The one place that decides whether a caller may see or change an idea. Someone else's idea
 * answers exactly like a missing one (404), so ids reveal nothing; the demo is readable by all
 * and writable by none (403).
 */
@Injectable()
export class IdeaAccess {
  /** The idea's columns under their property names and its documents, in one statement. */
  private readonly viewQuery: string;

  constructor(@InjectRepository(StartupIdeaEntity) private readonly ideas: Repository<StartupIdeaEntity>) {
    const columns = ideas.metadata.columns.map((column) => `idea."${column.databaseName}" AS "${column.propertyName}"`).join(', ');
    this.viewQuery = `SELECT ${columns},
        coalesce((SELECT json_agg(json_build_object('kind', document.kind, 'content', document.content, 'status', document.status))
          FROM "ideas"."idea_documents" document WHERE document.idea_id = idea.id), '[]') AS documents
      FROM ${ideas.metadata.tablePath} idea WHERE idea.id = $1`;
  }

  /**
   * An idea the caller may read, with its documents: the row as plain values, without TypeORM building
   * entities from a join of a 26 KB row on every read, as a named prepared statement straight on the
   * pool (planned once per connection, no query runner).
   */
  async readable(id: number, caller: IdeaCaller): Promise<StoredIdea> {
    const idea = await this.stored(id);
    if (!idea || !(idea.isDemo || ownsIdea(caller, idea))) throw ideaNotFound();
    return idea;
  }

  /**
   * An idea read as readable() does, without a caller: for work whose access was checked when it
   * was asked for (a generation job) or that a link grants (a share).
   */
  async stored(id: number): Promise<StoredIdea | null> {
    const [idea] = (await preparedQuery(this.ideas.manager.connection, 'idea-view', this.viewQuery, [id])) as StoredIdea[];
    return idea ?? null;
  }

  /** An idea the caller may change, read like readable (one statement): every write starts here. */
  async writable(id: number, caller: IdeaCaller): Promise<StoredIdea> {
    const idea = await this.readable(id, caller);
    if (idea.isDemo) throw new ForbiddenException(DEMO_IS_READ_ONLY);
    return idea;
  }
}
