import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import { companyTeamSql } from '../access/resources';
import { matchScoreSql, type MatchCompany } from '../domain/investor-match';
import { HIGH_MATCH_POINTS_SHORT, STORED_COUNT_FILTERS, type StoredCounts } from './score-counts';

interface Scoring {
  facts: string | null;
  scoredThrough: number | null;
  counts: StoredCounts | null;
  newest: number | null;
}

const SCORING_SQL = `SELECT scoring.facts, scoring.scored_through AS "scoredThrough", scoring.counts, (SELECT max(id) FROM "ideas"."investors") AS "newest"
  FROM (SELECT 1) AS one LEFT JOIN "ideas"."investor_scorings" scoring ON scoring.company_id = $1`;

const isFresh = (scoring: Scoring, facts: string): scoring is Scoring & { counts: StoredCounts } =>
  scoring.facts === facts && (scoring.scoredThrough ?? 0) >= (scoring.newest ?? 0) && scoring.counts?.['all'] !== undefined;

/**
 * The investors list's match scores, kept per company in investor_scores (the rule is
 * matchScoreSql's), with the list's counts. Checked on every list (one primary-key read): when the
 * company's facts (its industry, round, the idea's industry, the raise) differ from the ones scored,
 * or its team changed (whose added investors the list shows: triggers of RescoreWhenTeamChanges mark
 * the scoring stale), every investor the team sees is scored again; when investors were added since,
 * only those. So a list reads one index range.
 */
@Injectable()
export class InvestorScores {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** The stored counts once the company's scores are up to date. */
  async fresh(companyId: number, company: MatchCompany): Promise<StoredCounts> {
    const score = matchScoreSql(company);
    const [scoring] = (await this.dataSource.query(SCORING_SQL, [companyId])) as Scoring[];
    const facts = JSON.stringify(score.parameters);
    if (isFresh(scoring, facts)) return scoring.counts;
    return this.dataSource.transaction((manager) => this.rescore(manager, companyId, score, facts));
  }

  /**
   * A founder added an investor: the scorings of the companies they are in look again from its id
   * (an id given out earlier may commit after a later one).
   */
  async investorAdded(userId: number, investorId: number): Promise<void> {
    await this.dataSource.query(
      `UPDATE "ideas"."investor_scorings" SET scored_through = least(scored_through, $2)
       WHERE company_id IN (SELECT id FROM "ideas"."companies" WHERE user_id = $1 UNION ALL SELECT company_id FROM "ideas"."company_members" WHERE user_id = $1)`,
      [userId, investorId - 1],
    );
  }

  private async rescore(manager: EntityManager, companyId: number, score: ReturnType<typeof matchScoreSql>, facts: string): Promise<StoredCounts> {
    // One rescoring of a company at a time; the one that waited finds the work done.
    await manager.query(`SELECT pg_advisory_xact_lock(hashtextextended('investor-scores:' || $1, 0))`, [companyId]);
    const [scoring] = (await manager.query(SCORING_SQL, [companyId])) as Scoring[];
    if (isFresh(scoring, facts)) return scoring.counts;
    let from = scoring.scoredThrough ?? 0;
    if (scoring.facts === null) {
      await manager.query(`INSERT INTO "ideas"."investor_scorings" (company_id, facts, scored_through, counts) VALUES ($1, $2, 0, '{}')`, [companyId, facts]);
    } else if (scoring.facts !== facts) {
      await manager.query(`DELETE FROM "ideas"."investor_scores" WHERE company_id = $1`, [companyId]);
      await manager.query(`UPDATE "ideas"."investor_scorings" SET facts = $2, scored_through = 0 WHERE company_id = $1`, [companyId, facts]);
      from = 0;
    }
    const [insert, parameters] = this.dataSource.driver.escapeQueryWithParameters(
      `INSERT INTO "ideas"."investor_scores" (company_id, investor_id, points_short)
       SELECT CAST(:companyId AS integer), investor.id, 100 - ${score.sql} FROM "ideas"."investors" investor
       WHERE (investor.owner_id IS NULL OR investor.owner_id IN (${companyTeamSql(':companyId')})) AND investor.id > :from
       ON CONFLICT (company_id, investor_id) DO NOTHING`,
      { ...score.parameters, companyId, from },
    );
    await manager.query(insert, parameters);
    const counts = await this.count(manager, companyId);
    // Unless an added investor moved scored_through back meanwhile (then the next list looks again).
    await manager.query(
      `UPDATE "ideas"."investor_scorings" SET scored_through = $2, counts = $3 WHERE company_id = $1 AND scored_through = $4`,
      [companyId, scoring.newest ?? 0, JSON.stringify(counts), from],
    );
    return counts;
  }

  /** Every stored count in one pass over the company's scores. */
  private async count(manager: EntityManager, companyId: number): Promise<StoredCounts> {
    const parameters: unknown[] = [companyId, HIGH_MATCH_POINTS_SHORT];
    const columns = STORED_COUNT_FILTERS.map((filter, index) => {
      let condition = 'true';
      if (filter.column) {
        parameters.push(filter.value);
        condition = filter.column === 'stages' ? `$${parameters.length} = ANY(investor.stages)` : `investor.type = $${parameters.length}`;
      }
      return `count(*) FILTER (WHERE ${condition})::int AS "total${index}", count(*) FILTER (WHERE ${condition} AND score.points_short <= $2)::int AS "high${index}"`;
    });
    const [row] = (await manager.query(
      `SELECT ${columns.join(', ')} FROM "ideas"."investor_scores" score JOIN "ideas"."investors" investor ON investor.id = score.investor_id
       WHERE score.company_id = $1`,
      parameters,
    )) as Array<Record<string, number>>;
    return Object.fromEntries(STORED_COUNT_FILTERS.map((filter, index) => [filter.key, { total: row[`total${index}`], high: row[`high${index}`] }]));
  }
}
