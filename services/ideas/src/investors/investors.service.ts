import { BadRequestException, ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { INVESTORS_PAGE, type Investor, type InvestorPage, type InvestorRelation } from '@founder/contracts';
import { containsPattern, keysetEntities, type SortKey } from '@founder/server-kit';
import { In, Repository, type SelectQueryBuilder } from 'typeorm';
import { Access } from '../access/access.service';
import { COMPANY_NOT_FOUND } from '../access/messages';
import { ActivityRecorder } from '../activity/activity-recorder';
import { companyIdeaFacts } from '../companies/company-idea';
import { CompanyEntity } from '../companies/company.entity';
import { matchInvestor, raiseOf, type Match, type MatchCompany, type Raise } from '../domain/investor-match';
import type { CreateInvestorDto } from './dto/create-investor.dto';
import type { ListInvestorsQuery } from './dto/list-investors.query';
import type { RelationChangesDto } from './dto/relation-changes.dto';
import { InvestorRelationEntity } from './investor-relation.entity';
import { InvestorScoreEntity } from './investor-score.entity';
import { InvestorScores } from './investor-scores';
import { toInvestorBody, toRelationBody } from './investor.response';
import { InvestorEntity } from './investor.entity';
import { HIGH_MATCH_POINTS_SHORT, storedCountKey, type ListCounts } from './score-counts';
import { appliedActivity, stageChangedActivity } from './pipeline-activity';

export const ALREADY_APPLIED = 'You have already applied to this investor';
export const CHECK_RANGE_REVERSED = 'checkSizeMax must not be less than checkSizeMin';

/** Best match first (fewest points short of 100), then id: the order of index investor_scores_best_first. */
const BEST_FIRST: SortKey[] = [
  { sql: 'score.points_short', direction: 'ASC', type: 'integer' },
  { sql: 'score.investor_id', direction: 'ASC', type: 'integer' },
];

/** Who the scores are for: the company's facts and the raise its checks are compared with. */
interface Scoring {
  company: CompanyEntity;
  raise: Raise;
  facts: MatchCompany;
}

@Injectable()
export class InvestorsService {
  constructor(
    @InjectRepository(InvestorEntity) private readonly investors: Repository<InvestorEntity>,
    @InjectRepository(InvestorRelationEntity) private readonly relations: Repository<InvestorRelationEntity>,
    @InjectRepository(CompanyEntity) private readonly companies: Repository<CompanyEntity>,
    private readonly access: Access,
    private readonly scores: InvestorScores,
    private readonly activity: ActivityRecorder,
  ) {}

  /**
   * The investors the founder can see that pass the filters, scored for the company, best match first
   * (then id): the scores are kept per company and viewer (InvestorScores, the same rule as
   * matchInvestor), so a keyset page is one index range; the counts are stored with them (a search,
   * saved or pipeline, or a stage with a type are counted); the reasons are written for the page's rows.
   */
  async list(userId: number, query: ListInvestorsQuery): Promise<InvestorPage> {
    const scoring = await this.scoring(query.companyId, userId);
    const stored = await this.scores.fresh(scoring.company.id, scoring.facts);
    const filtered = this.filtered(scoring.company.id, query);
    const countKey = storedCountKey(query);
    const counts = countKey === null ? await this.count(filtered) : stored[countKey];
    const page = await keysetEntities(filtered, BEST_FIRST, query, INVESTORS_PAGE);
    const relations = await this.relationsOf(scoring.company.id, page.items.map((investor) => investor.id));
    return {
      items: page.items.map((investor) => toInvestorBody(investor, this.match(scoring, investor), relations.get(investor.id) ?? null)),
      nextCursor: page.nextCursor,
      total: counts.total,
      companyId: scoring.company.id,
      raise: scoring.raise,
      highMatchCount: counts.high,
      databaseTotal: stored['all'].total,
    };
  }

  async findOne(id: number, userId: number, companyId: number | undefined): Promise<Investor> {
    const scoring = await this.scoring(companyId, userId);
    const investor = await this.access.requireAccess({ userId, companyId: scoring.company.id }, 'investor.read', id);
    const relation = await this.relations.findOneBy({ companyId: scoring.company.id, investorId: id });
    return toInvestorBody(investor, this.match(scoring, investor), relation);
  }

  /** Adds an investor the founder and the teams of their companies see; it is scored like the sample ones. */
  async create(input: CreateInvestorDto, userId: number): Promise<Investor> {
    if (input.checkSizeMax < input.checkSizeMin) throw new BadRequestException(CHECK_RANGE_REVERSED);
    const scoring = await this.scoring(undefined, userId);
    const investor = await this.investors.save(
      this.investors.create({
        ownerId: userId,
        name: input.name,
        firm: input.firm,
        type: input.type,
        location: input.location,
        industries: input.industries,
        stages: input.stages,
        checkSizeMin: input.checkSizeMin,
        checkSizeMax: input.checkSizeMax,
        portfolio: 0,
        recentInvestments: [],
        focusAreas: input.focus_areas ?? [],
        warmIntro: input.warmIntro ?? false,
        responseRate: null,
      }),
    );
    await this.scores.investorAdded(userId, investor.id);
    return toInvestorBody(investor, this.match(scoring, investor), null);
  }

  /** In the company's pipeline: saved, stage (its date is kept when it changes; a change goes in the feed), notes and the next step's date. */
  async changeRelation(id: number, userId: number, companyId: number | undefined, changes: RelationChangesDto): Promise<InvestorRelation> {
    const { company, investor } = await this.tracked(id, userId, companyId);
    const relation = await this.relationOf(id, company.id, userId);
    const stageChanged = changes.pipelineStage !== undefined && changes.pipelineStage !== relation.pipelineStage;
    if (changes.saved !== undefined) relation.saved = changes.saved;
    if (stageChanged) {
      relation.pipelineStage = changes.pipelineStage ?? null;
      relation.stageChangedAt = relation.pipelineStage === null ? null : new Date();
    }
    if (changes.notes !== undefined) relation.notes = changes.notes;
    if (changes.nextStepOn !== undefined) relation.nextStepOn = changes.nextStepOn;
    relation.updatedBy = userId;
    const saved = await this.relations.save(relation);
    if (stageChanged) await this.activity.company(company.id, stageChangedActivity(userId, investor.name, saved.pipelineStage));
    return toRelationBody(saved);
  }

  /** Applied is one way: a second time is a 409. */
  async apply(id: number, userId: number, companyId: number | undefined): Promise<InvestorRelation> {
    const { company, investor } = await this.tracked(id, userId, companyId);
    await this.relationOf(id, company.id, userId);
    // One statement, so two clicks at once cannot both apply.
    const result = await this.relations
      .createQueryBuilder()
      .update()
      .set({ appliedAt: () => 'now()', updatedBy: userId })
      .where('company_id = :companyId AND investor_id = :id AND applied_at IS NULL', { companyId: company.id, id })
      .execute();
    if (result.affected === 0) throw new ConflictException(ALREADY_APPLIED);
    await this.activity.company(company.id, appliedActivity(userId, investor.name));
    return toRelationBody(await this.relations.findOneByOrFail({ companyId: company.id, investorId: id }));
  }

  /** The company whose pipeline changes (an editor's: commenters and viewers get 403) and the investor, seen in it. */
  private async tracked(id: number, userId: number, companyId: number | undefined): Promise<{ company: CompanyEntity; investor: InvestorEntity }> {
    const company = await this.access.requireAccess({ userId }, 'company.pipeline.update', companyId ?? (await this.newestCompany(userId)).id);
    const investor = await this.access.requireAccess({ userId, companyId: company.id }, 'investor.read', id);
    return { company, investor };
  }

  private async scoring(companyId: number | undefined, userId: number): Promise<Scoring> {
    const company = companyId === undefined ? await this.newestCompany(userId) : await this.access.requireAccess({ userId }, 'company.read', companyId);
    const idea = await companyIdeaFacts(this.access, company.companyData, userId);
    const raise = raiseOf(company.stage, idea);
    return { company, raise, facts: { industry: company.industry, stage: company.stage, ideaIndustry: idea?.industry ?? null, raise: raise.amount } };
  }

  /**
   * The newest company the founder owns or is a member of (the first of GET /api/companies, the one
   * the platform pages show): the one scored for and tracked in when the request names none; 404 when there is none.
   */
  private async newestCompany(userId: number): Promise<CompanyEntity> {
    const company = await this.companies
      .createQueryBuilder('company')
      .where('(company.user_id = :userId OR company.id IN (SELECT member.company_id FROM "ideas"."company_members" member WHERE member.user_id = :userId))', { userId })
      .orderBy('company.id', 'DESC')
      .getOne();
    if (!company) throw new NotFoundException(COMPANY_NOT_FOUND);
    return company;
  }

  private match(scoring: Scoring, investor: InvestorEntity): Match {
    return matchInvestor(scoring.facts, investor);
  }

  /** The investors scored for the company: the sample profiles and those its team added (InvestorScores keeps them). */
  private scored(companyId: number): SelectQueryBuilder<InvestorEntity> {
    return this.investors
      .createQueryBuilder('investor')
      .innerJoin(InvestorScoreEntity, 'score', 'score.investor_id = investor.id')
      .where('score.company_id = :companyId', { companyId });
  }

  private async count(filtered: SelectQueryBuilder<InvestorEntity>): Promise<ListCounts> {
    const counts = await filtered
      .clone()
      .select('count(*)::int', 'total')
      .addSelect('(count(*) FILTER (WHERE score.points_short <= :highPointsShort))::int', 'high')
      .setParameter('highPointsShort', HIGH_MATCH_POINTS_SHORT)
      .getRawOne<ListCounts>();
    return counts ?? { total: 0, high: 0 };
  }

  private filtered(companyId: number, query: ListInvestorsQuery): SelectQueryBuilder<InvestorEntity> {
    const builder = this.scored(companyId);
    if (query.type) builder.andWhere('investor.type = :type', { type: query.type });
    if (query.stage) builder.andWhere(':stage = ANY(investor.stages)', { stage: query.stage });
    if (query.search) {
      builder.andWhere(
        `(investor.name ILIKE :pattern OR investor.firm ILIKE :pattern OR investor.location ILIKE :pattern
          OR array_to_string(investor.industries, ' ') ILIKE :pattern OR array_to_string(investor.focus_areas, ' ') ILIKE :pattern)`,
        { pattern: containsPattern(query.search) },
      );
    }
    if (query.only) {
      const condition = query.only === 'saved' ? 'relation.saved' : 'relation.pipeline_stage IS NOT NULL';
      builder.andWhere(`investor.id IN (SELECT relation.investor_id FROM "ideas"."investor_relations" relation WHERE relation.company_id = :pipelineCompanyId AND ${condition})`, {
        pipelineCompanyId: companyId,
      });
    }
    return builder;
  }

  private async relationsOf(companyId: number, investorIds: number[]): Promise<Map<number, InvestorRelationEntity>> {
    if (investorIds.length === 0) return new Map();
    const rows = await this.relations.findBy({ companyId, investorId: In(investorIds) });
    return new Map(rows.map((row) => [row.investorId, row]));
  }

  /** The company's record of the investor, created empty the first time (a concurrent first write finds the row already there). */
  private async relationOf(investorId: number, companyId: number, userId: number): Promise<InvestorRelationEntity> {
    await this.relations.createQueryBuilder().insert().values({ companyId, investorId, updatedBy: userId }).orIgnore().execute();
    return this.relations.findOneByOrFail({ companyId, investorId });
  }
}
