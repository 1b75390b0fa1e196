import { IDEA_DOCUMENTS, PIPELINE_STAGE_LABELS, PLATFORM_ROUTES, type ActivityEntry, type IdeaDocumentKind, type InvitedRole, type PipelineStage } from '@founder/contracts';

const DOCUMENT_NAMES: Record<IdeaDocumentKind, string> = {
  'business-plan': 'the business plan',
  'pitch-deck': 'the pitch deck',
  'financial-model': 'the financial model',
  'market-research': 'the market research',
};

/** One part of a document: 'the Market analysis section of the business plan'. */
const PART_NOUNS: Record<string, string> = { sections: 'section', slides: 'slide', parts: 'part' };

const isDocument = (kind: string): kind is IdeaDocumentKind => kind in DOCUMENT_NAMES;

/** An invited or joined member's role, as the feed says it (never their address). */
const A_ROLE: Record<InvitedRole, string> = { editor: 'an editor', commenter: 'a commenter', viewer: 'a viewer' };
const aRole = (role: string | null) => A_ROLE[role as InvitedRole] ?? 'a member';

const stageLabel = (stage: string) => PIPELINE_STAGE_LABELS[stage as PipelineStage] ?? stage;

/** The pipeline's entries: a stage change (to no stage: out of the pipeline) or an application. */
function pipelineAction({ verb, subject, detail }: ActivityEntry, company: string): string {
  const investor = subject.label ?? 'an investor';
  if (verb === 'applied') return `applied to ${investor} for ${company}`;
  if (detail === null) return `took ${investor} out of the investor pipeline of ${company}`;
  return `moved ${investor} to ${stageLabel(detail)} in the investor pipeline of ${company}`;
}

/** The team's entries: the actor invited someone, joined, left or was removed by the owner. */
function memberAction({ verb, detail }: ActivityEntry, company: string): string {
  if (verb === 'joined') return `joined ${company} as ${aRole(detail)}`;
  if (verb === 'left') return detail === 'removed' ? `was removed from ${company}` : `left ${company}`;
  return `invited ${aRole(detail)} to ${company}`;
}

/** 'market-analysis' -> 'Market analysis'. */
function partTitle(partId: string): string {
  const words = partId.replace(/[-_]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

function documentPhrase(kind: IdeaDocumentKind, partId: string | null): string {
  if (!partId) return DOCUMENT_NAMES[kind];
  return `the ${partTitle(partId)} ${PART_NOUNS[IDEA_DOCUMENTS[kind].parts]} of ${DOCUMENT_NAMES[kind]}`;
}

/** What the entry did, after the actor's name and before 'of <company>' where it reads so. */
function action(entry: ActivityEntry, company: string): string {
  const { verb, subject } = entry;
  if (isDocument(subject.kind)) {
    const done = verb === 'commented' ? 'commented on' : verb;
    return `${done} ${documentPhrase(subject.kind, subject.partId)} of ${company}`;
  }
  switch (subject.kind) {
    case 'dataRoomDocument':
      if (verb === 'uploaded') return `uploaded ${subject.label ?? 'a document'} to the data room of ${company}`;
      if (verb === 'commented') return `commented on ${subject.label ?? 'a document'} in the data room of ${company}`;
      return `${verb} ${subject.label ?? 'a document'} from the data room of ${company}`;
    case 'dataRoom':
      return `${verb} the data room of ${company}`;
    case 'site':
      return `${verb} the website of ${company}`;
    case 'investor':
      return pipelineAction(entry, company);
    case 'member':
      return memberAction(entry, company);
  }
}

/** The feed's sentence: 'Ada Lovelace generated the business plan of LoomLedger'. */
export function activitySentence(entry: ActivityEntry, company: string): string {
  return `${entry.actorName ?? 'A member'} ${action(entry, company)}`;
}

/** Where the entry's subject is worked on, or null when no page shows it. */
export function activityLink({ subject }: ActivityEntry): string | null {
  if (isDocument(subject.kind)) return IDEA_DOCUMENTS[subject.kind].page;
  switch (subject.kind) {
    case 'dataRoom':
    case 'dataRoomDocument':
      return PLATFORM_ROUTES.dataRoom;
    case 'site':
      return PLATFORM_ROUTES.websiteBuilder;
    case 'investor':
      return PLATFORM_ROUTES.funding;
    case 'member':
      return PLATFORM_ROUTES.teamAndPartners;
  }
}
