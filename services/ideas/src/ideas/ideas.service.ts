import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { IdeaSummary } from '@founder/contracts';
import { DataSource, Repository } from 'typeorm';
import { analyzeIdea } from '../domain/analyze-idea';
import type { IdeaCaller } from '../owners/idea-caller';
import type { CreateStartupIdeaDto } from './dto/create-startup-idea.dto';
import { ideaFactsOf } from './idea-facts-of';
import { StartupIdeaEntity } from './startup-idea.entity';

/** The owner a new idea gets: the signed-in user, or else the browser. */
export type NewIdeaOwner = { userId: number; browserId: null } | { userId: null; browserId: string };

@Injectable()
export class IdeasService {
  constructor(
    private readonly dataSource: DataSource,
    @InjectRepository(StartupIdeaEntity) private readonly ideas: Repository<StartupIdeaEntity>,
  ) {}

  /**
   * Stores the idea as submitted (analysis pending), then its analysis (complete), in one
   * transaction: a reader never sees a pending idea, and a failed analysis stores nothing.
   */
  async create(input: CreateStartupIdeaDto, owner: NewIdeaOwner): Promise<StartupIdeaEntity> {
    return this.dataSource.transaction(async (manager) => {
      const ideas = manager.getRepository(StartupIdeaEntity);
      const idea = await ideas.save(
        ideas.create({
          ...ideaFactsOf(input),
          email: input.email,
          analysisStatus: 'pending',
          ownerUserId: owner.userId,
          ownerBrowserId: owner.browserId,
          isDemo: false,
        }),
      );
      const analysis = analyzeIdea(ideaFactsOf(idea));
      await ideas.update(idea.id, { analysis, validationScore: analysis.validationScore, analysisStatus: 'complete' });
      return ideas.findOneByOrFail({ id: idea.id });
    });
  }

  /** The caller's own ideas submitted with this email, newest first; the demo idea too for the demo's email. */
  async listByEmail(email: string, caller: IdeaCaller): Promise<StartupIdeaEntity[]> {
    const query = this.ideas.createQueryBuilder('idea').leftJoinAndSelect('idea.documents', 'document').where('idea.email = :email', { email });
    if (caller.userId !== null) {
      query.andWhere('(idea.ownerUserId = :userId OR idea.isDemo)', { userId: caller.userId });
    } else if (caller.browserId !== null) {
      query.andWhere('((idea.ownerUserId IS NULL AND idea.ownerBrowserId = :browserId) OR idea.isDemo)', { browserId: caller.browserId });
    } else {
      query.andWhere('idea.isDemo');
    }
    return query.orderBy('idea.createdAt', 'DESC').addOrderBy('idea.id', 'DESC').getMany();
  }

  /** The user's own ideas, newest first, with the kinds of document each has but not their text. */
  async summariesOf(userId: number, limit: number): Promise<IdeaSummary[]> {
    const rows = await this.ideas
      .createQueryBuilder('idea')
      .select(['idea.id AS id', 'idea.ideaTitle AS "ideaTitle"', 'idea.description AS description', 'idea.industry AS industry'])
      .addSelect(['idea.stage AS stage', 'idea.validationScore AS "validationScore"', 'idea.createdAt AS "createdAt"'])
      .addSelect(`ARRAY(SELECT document.kind FROM "ideas"."idea_documents" document WHERE document.idea_id = idea.id ORDER BY document.kind)`, 'documents')
      .where('idea.ownerUserId = :userId AND NOT idea.isDemo', { userId })
      .orderBy('idea.createdAt', 'DESC')
      .addOrderBy('idea.id', 'DESC')
      .limit(limit)
      .getRawMany<Omit<IdeaSummary, 'createdAt'> & { createdAt: Date }>();
    return rows.map((idea) => ({ ...idea, createdAt: idea.createdAt.toISOString() }));
  }

  findDemo(): Promise<StartupIdeaEntity | null> {
    return this.ideas.findOneBy({ isDemo: true });
  }
}
