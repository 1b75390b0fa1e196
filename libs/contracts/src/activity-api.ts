import type { CursorPage } from './cursor-page';
import type { IdeaDocumentKind } from './idea-document-types';

/** What a member did (issue 32 item 5): each verb is recorded by the change it names. */
export const ACTIVITY_VERBS = ['generated', 'edited', 'restored', 'commented', 'uploaded', 'shared', 'invited', 'joined', 'left', 'stageChanged', 'applied', 'published'] as const;
export type ActivityVerb = (typeof ACTIVITY_VERBS)[number];

/** What the change was made to: a document kind of an idea, or a part of the company itself. */
export type ActivitySubjectKind = IdeaDocumentKind | 'dataRoomDocument' | 'dataRoom' | 'site' | 'investor' | 'member';

export interface ActivitySubject {
  kind: ActivitySubjectKind;
  /** The subject's own name at the time (a document's name, an investor); null when its kind says it all (a member: never their address). */
  label: string | null;
  /** The idea of a document kind (the link to the tool), else null. */
  ideaId: number | null;
  /** The section, slide or part, when one part changed; null for the whole. */
  partId: string | null;
}

/** One entry of a company's feed, newest first. */
export interface ActivityEntry {
  id: number;
  verb: ActivityVerb;
  actorUserId: number | null;
  /** The actor's name as auth knows it now; null when auth does not answer or the author was a signed-out browser. */
  actorName: string | null;
  subject: ActivitySubject;
  /** A stage change's new stage (a PipelineStage; null when taken out of the pipeline); an invited or joined member's role; 'removed' when the owner removed the member who left; null otherwise. */
  detail: string | null;
  createdAt: string;
}

export type ActivityPage = CursorPage<ActivityEntry>;

/** GET /api/companies/{id}/activity page size: default and maximum. */
export const ACTIVITY_PAGE = { default: 20, max: 50 } as const;

export const ACTIVITY_PATHS = {
  /** GET ?limit=&cursor=: ActivityPage of the company, newest first. */
  companyActivity: (companyId: number) => `/api/companies/${companyId}/activity`,
} as const;
