import type { ActivitySubjectKind, ActivityVerb } from '@founder/contracts';
import type { EntityManager } from 'typeorm';

/** Anything that runs SQL: a transaction's EntityManager (record in the change's transaction) or the DataSource. */
export type ActivityDb = Pick<EntityManager, 'query'>;

export interface ActivitySubjectInput {
  kind: ActivitySubjectKind;
  label?: string | null;
  ideaId?: number | null;
  partId?: string | null;
}

export interface ActivityInput {
  actorUserId: number | null;
  verb: ActivityVerb;
  subject: ActivitySubjectInput;
  /** A stage change's new stage, an invited or joined member's role, 'removed' for a member the owner removed. */
  detail?: string | null;
}

const COLUMNS = `"company_id", "actor_user_id", "verb", "subject_kind", "subject_label", "idea_id", "part_id", "detail"`;
const LABEL_MAX = 255;

function values(entry: ActivityInput): unknown[] {
  const { subject } = entry;
  return [entry.actorUserId, entry.verb, subject.kind, subject.label?.slice(0, LABEL_MAX) ?? null, subject.ideaId ?? null, subject.partId ?? null, entry.detail ?? null];
}

/**
 * The one place that knows which company an idea belongs to (its company_id; a personal idea has
 * none). A SELECT of company ids for the idea id parameter `idea`.
 */
export function companiesOfIdeaSql(idea: string): string {
  return `SELECT "company_id" AS "id" FROM "ideas"."startup_ideas" WHERE "id" = (${idea}) AND "company_id" IS NOT NULL`;
}

/** One entry in a company's feed. Call it with the change's EntityManager so both commit or neither. */
export async function recordActivity(db: ActivityDb, entry: ActivityInput & { companyId: number }): Promise<void> {
  await db.query(`INSERT INTO "ideas"."company_activity" (${COLUMNS}) VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`, [entry.companyId, ...values(entry)]);
}

/** A change to an idea's documents: one entry in the feed of each company the idea belongs to (none for a personal idea). */
export async function recordIdeaActivity(db: ActivityDb, ideaId: number, entry: ActivityInput): Promise<void> {
  await db.query(
    `INSERT INTO "ideas"."company_activity" (${COLUMNS})
     SELECT company."id", $2, $3, $4, $5, $6, $7, $8 FROM (${companiesOfIdeaSql('$1::integer')}) AS company`,
    [ideaId, ...values({ ...entry, subject: { ...entry.subject, ideaId } })],
  );
}
