import { BadRequestException, ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { IDEA_SUMMARY_DESCRIPTION_CHARS, IDEA_SUMMARY_PAGE_SIZE, type IdeaSummary, type IdeaSummaryPage } from '@founder/contracts';
import { keysetRows, preparedQuery, type PageRequest, type SortKey } from '@founder/server-kit';
import { DataSource, IsNull, Repository, type SelectQueryBuilder } from 'typeorm';
import { Access } from '../access/access.service';
import { IdeaViews } from '../access/idea-views';
import { analyzeIdea } from '../domain/analyze-idea';
import type { IdeaCaller } from '../owners/idea-caller';
import { ideaNotFound } from '../owners/idea-not-found';
import type { CreateStartupIdeaDto } from './dto/create-startup-idea.dto';
import type { UpdateIdeaSettingsDto } from './dto/update-idea-settings.dto';
import { ideaFactsOf } from './idea-facts-of';
import { newIdeaStatement } from './new-idea-statement';
import { StartupIdeaEntity, type StoredIdea } from './startup-idea.entity';

export const IDEA_IN_A_COMPANY = 'This idea already belongs to a company';
export const NOT_YOUR_COMPANY = 'companyId must be a company where you can create ideas';

/** Which ideas a list shows: the signed-in user's, or the caller's ideas with one email. */
export type IdeaList = { userId: number } | { email: string; caller: IdeaCaller };

/** Newest first: keyset paging on (created_at, id), which the indexes ending in created_at serve (AddIdeaListIndexes). */
const NEWEST_FIRST: SortKey[] = [
  { sql: 'idea.created_at', direction: 'DESC', type: 'timestamp' },
  { sql: 'idea.id', direction: 'DESC', type: 'integer' },
];

/** The owner a new idea gets: the signed-in user, or else the browser. */
export type NewIdeaOwner = { userId: number; browserId: null } | { userId: null; browserId: string };

/** A new idea's columns, in the INSERT's order (its analysis as JSON text). */
type NewIdeaRow = Omit<StartupIdeaEntity, 'id' | 'analysis' | 'companyId' | 'isDemo' | 'createdAt'> & { analysis: string };

@Injectable()
export class IdeasService {
  /** newIdeaStatement of the entity's columns, made on the first create. */
  private newIdea: string | null = null;

  constructor(
    private readonly dataSource: DataSource,
    @InjectRepository(StartupIdeaEntity) private readonly ideas: Repository<StartupIdeaEntity>,
    private readonly access: Access,
    private readonly ideaViews: IdeaViews,
  ) {}

  /**
   * Stores the idea with its analysis (complete) in one prepared INSERT: a reader never sees it
   * pending, and a failed analysis stores nothing, as it is made before the row (issue 33: a
   * transaction of an insert, an update and a read through TypeORM cost more CPU than the rest of
   * the call).
   */
  async create(input: CreateStartupIdeaDto, owner: NewIdeaOwner): Promise<StartupIdeaEntity> {
    // Stored as chosen; null lets the documents read them from the founder's text.
    const chosen = { companyName: input.companyName ?? null, currency: input.currency ?? null, country: input.country ?? null };
    const facts = ideaFactsOf({ ...input, ...chosen });
    const analysis = analyzeIdea(facts);
    const row: NewIdeaRow = {
      name: facts.name,
      email: input.email,
      ideaTitle: facts.ideaTitle,
      description: facts.description,
      industry: facts.industry,
      stage: facts.stage,
      targetMarket: facts.targetMarket,
      problemStatement: facts.problemStatement,
      solutionApproach: facts.solutionApproach,
      competitiveAdvantage: facts.competitiveAdvantage,
      revenueModel: facts.revenueModel,
      ...chosen,
      analysis: JSON.stringify(analysis),
      validationScore: analysis.validationScore,
      analysisStatus: 'complete',
      ownerUserId: owner.userId,
      ownerBrowserId: owner.browserId,
    };
    const properties = Object.keys(row) as Array<keyof NewIdeaRow>;
    this.newIdea ??= newIdeaStatement(this.dataSource.getMetadata(StartupIdeaEntity), properties);
    const [idea] = (await preparedQuery(this.dataSource, 'new-idea', this.newIdea, properties.map((property) => row[property]))) as StartupIdeaEntity[];
    return idea;
  }

  /**
   * Stores the founder's company name, currency and country (each as chosen; a country of null gives
   * the choice back to their text) and writes the analysis again from the changed facts, in one
   * transaction. Nothing else changes: the documents keep their numbers, a new currency converts none.
   */
  async updateSettings(id: number, settings: UpdateIdeaSettingsDto, caller: IdeaCaller): Promise<StoredIdea> {
    if (settings.companyId !== undefined) await this.moveIntoCompany(id, settings.companyId, caller);
    const idea = await this.access.requireAccess(caller, 'idea.update', id);
    const chosen: Partial<Pick<StartupIdeaEntity, 'companyName' | 'currency' | 'country'>> = {};
    if (settings.companyName !== undefined) chosen.companyName = settings.companyName;
    if (settings.currency !== undefined) chosen.currency = settings.currency;
    if (settings.country !== undefined) chosen.country = settings.country;
    await this.dataSource.transaction(async (manager) => {
      const analysis = analyzeIdea(ideaFactsOf({ ...idea, ...chosen }));
      await manager.getRepository(StartupIdeaEntity).update(idea.id, { ...chosen, analysis, validationScore: analysis.validationScore });
    });
    const stored = await this.ideaViews.stored(idea.id);
    if (!stored) throw ideaNotFound();
    return stored;
  }

  /**
   * A personal idea becomes a company's: the founder's own idea, into a company where they may create
   * ideas. Its owner becomes the company's owner (whose idea lists show it), so its members' roles
   * apply and a member who leaves keeps nothing of it.
   */
  private async moveIntoCompany(id: number, companyId: number, caller: IdeaCaller): Promise<void> {
    const idea = await this.access.requireAccess(caller, 'idea.move', id);
    if (idea.companyId !== null) throw new ConflictException(IDEA_IN_A_COMPANY);
    const company = await this.access.requireAccess(caller, 'company.ideas.create', companyId).catch((error: unknown) => {
      throw error instanceof NotFoundException ? new BadRequestException(NOT_YOUR_COMPANY) : error;
    });
    await this.ideas.update({ id: idea.id, companyId: IsNull() }, { companyId: company.id, ownerUserId: company.userId });
  }

  /**
   * One page of a list, newest first, as summaries: the first characters of the description and
   * the kinds of document each idea has, never their text (server-kit's keyset page).
   */
  async summaries(list: IdeaList, page: PageRequest): Promise<IdeaSummaryPage> {
    const query = this.ideas
      .createQueryBuilder('idea')
      .select(['idea.id AS id', 'idea.ideaTitle AS "ideaTitle"', `left(idea.description, ${IDEA_SUMMARY_DESCRIPTION_CHARS}) AS description`])
      .addSelect(['idea.industry AS industry', 'idea.stage AS stage', 'idea.validationScore AS "validationScore"', 'idea.createdAt AS "createdAt"'])
      .addSelect(`ARRAY(SELECT document.kind FROM "ideas"."idea_documents" document WHERE document.idea_id = idea.id ORDER BY document.kind)`, 'documents')
      // A subquery, not a join: read only for the page's rows.
      .addSelect(`(SELECT company.company_name FROM "ideas"."companies" company WHERE company.id = idea.company_id)`, 'companyName');
    await this.whereListed(query, list);
    const { items, nextCursor } = await keysetRows<Omit<IdeaSummary, 'createdAt'> & { createdAt: Date }>(query, NEWEST_FIRST, page, IDEA_SUMMARY_PAGE_SIZE);
    return { items: items.map((idea) => ({ ...idea, createdAt: idea.createdAt.toISOString() })), nextCursor };
  }

  /**
   * The ideas the caller may read (the access helper's rule for `idea.read`): the user's own and their
   * companies', never the demo; or those with the email, and the demo idea for the demo's email.
   */
  private async whereListed(query: SelectQueryBuilder<StartupIdeaEntity>, list: IdeaList): Promise<void> {
    const readable = 'userId' in list ? await this.access.founderIdeasWhere(list.userId) : this.access.ideasWhere(list.caller, 'idea.read');
    query.where(readable.where, readable.parameters);
    if ('userId' in list) query.andWhere('NOT idea.isDemo');
    else query.andWhere('idea.email = :email', { email: list.email });
  }

  async findDemoId(): Promise<number | null> {
    return (await this.ideas.findOne({ select: { id: true }, where: { isDemo: true } }))?.id ?? null;
  }
}
