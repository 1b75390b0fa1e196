import { ApiProperty } from '@nestjs/swagger';
import { ACTIVITY_VERBS, IDEA_DOCUMENT_KINDS, type ActivityEntry, type ActivitySubject, type ActivitySubjectKind, type ActivityVerb } from '@founder/contracts';
import type { CompanyActivityEntity } from './company-activity.entity';

const SUBJECT_KINDS: readonly ActivitySubjectKind[] = [...IDEA_DOCUMENT_KINDS, 'dataRoomDocument', 'dataRoom', 'site', 'investor', 'member'];

class ActivitySubjectResponse implements ActivitySubject {
  @ApiProperty({ enum: SUBJECT_KINDS }) kind!: ActivitySubjectKind;
  @ApiProperty({ type: String, nullable: true, description: "The subject's own name at the time (a document, an investor); never a member's address" }) label!: string | null;
  @ApiProperty({ type: Number, nullable: true, description: 'The idea of a document kind' }) ideaId!: number | null;
  @ApiProperty({ type: String, nullable: true, description: 'The section, slide or part, when one changed' }) partId!: string | null;
}

/** One entry of a company's activity feed, for the OpenAPI document. */
export class ActivityEntryResponse implements ActivityEntry {
  @ApiProperty() id!: number;
  @ApiProperty({ enum: ACTIVITY_VERBS }) verb!: ActivityVerb;
  @ApiProperty({ type: Number, nullable: true }) actorUserId!: number | null;
  @ApiProperty({ type: String, nullable: true, description: 'The name auth knows now; null when it does not answer' }) actorName!: string | null;
  @ApiProperty({ type: ActivitySubjectResponse }) subject!: ActivitySubjectResponse;
  @ApiProperty({ type: String, nullable: true, description: "A stage change's new stage (null: out of the pipeline); an invited or joined member's role; 'removed' for a member the owner removed" }) detail!: string | null;
  @ApiProperty({ format: 'date-time' }) createdAt!: string;
}

export function toActivityEntry(row: CompanyActivityEntity, names: ReadonlyMap<number, string>): ActivityEntry {
  return {
    id: row.id,
    verb: row.verb,
    actorUserId: row.actorUserId,
    actorName: row.actorUserId === null ? null : (names.get(row.actorUserId) ?? null),
    subject: { kind: row.subjectKind, label: row.subjectLabel, ideaId: row.ideaId, partId: row.partId },
    detail: row.detail,
    createdAt: row.createdAt.toISOString(),
  };
}
