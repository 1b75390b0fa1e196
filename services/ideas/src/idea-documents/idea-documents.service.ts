import { ConflictException, Injectable, NotFoundException, ServiceUnavailableException, StreamableFile } from '@nestjs/common';
import { STALE_EDIT_MESSAGE, type DocumentVersionList, type DocumentVersionSource, type GenerationJob, type GenerationProvider, type IdeaDocument, type LatestGenerationJob, type PartStatus, type StaleEditConflict } from '@founder/contracts';
import { DataSource } from 'typeorm';
import { attachment } from './exports/attachment';
import { GenerationService, type Generated } from './writers/generation.service';
import { IdeasEnvironment } from '../ideas-environment';
import { contentOf } from './jobs/generation-job-row';
import { GENERATION_FAILED, GenerationJobs } from './jobs/generation-jobs.service';
import { ideaFactsOf } from '../ideas/idea-facts-of';
import { documentOf, type StoredIdea } from '../ideas/startup-idea.entity';
import { Access } from '../access/access.service';
import type { IdeaCaller } from '../owners/idea-caller';
import { ConflictWithDetailsException, RowIdPipe } from '@founder/server-kit';
import { partIdsOf, type AnyDocumentKind, type DocumentExport } from './document-kind';
import { countVersions, findVersion, listVersions, versionPageSize } from './document-versions';
import { storeOnePart, storeParts } from './stored-parts';
import { ActivityRecorder } from '../activity/activity-recorder';
import { AuthUsersClient } from '../users/auth-users.client';
import { documentSubject, generatedActivity } from '../activity/document-activity';
import { recordIdeaActivity } from '../activity/record-activity';
import type { VersionedEdit } from './dto/versioned-edit.dto';

/** A saved or regenerated part as the API answers it: {id, content, status} for text, {id, ...part, status} for an object. */
export type PartAnswer = { id: string; status: PartStatus } & Record<string, unknown>;

export const VERSION_NOT_FOUND = 'Version not found';
/** A version id from a path: anything that cannot be one is 404 'Version not found'. */
export const VersionIdPipe = new RowIdPipe(VERSION_NOT_FOUND);
export const GENERATION_CANCELLED = 'The generation was cancelled';

/** POST {kind}: the whole document once written, or its job (asked for, or still running at the wait limit). */
export type GenerateAnswer = { generated: Generated<string, unknown> } | { job: GenerationJob };
/** POST .../regenerate: the part once written, or its job (asked for, or still running at the wait limit). */
export type RegenerateAnswer = { part: PartAnswer; provider: GenerationProvider } | { job: GenerationJob };

export function partAnswer(id: string, part: unknown, status: PartStatus): PartAnswer {
  // An object part beside id and status (a slide, the research's marketData); a list or a value under content, as partAnswerSchema says.
  return typeof part === 'object' && part !== null && !Array.isArray(part) ? { id, ...(part as object), status } : { id, content: part, status };
}

/**
 * Generates, keeps, edits and exports the documents of every kind (one row of idea_documents per
 * idea and kind). Each method starts with the access helper: someone else's idea is 404, the demo read-only.
 */
@Injectable()
export class IdeaDocumentsService {
  constructor(
    private readonly access: Access,
    private readonly dataSource: DataSource,
    private readonly jobs: GenerationJobs,
    private readonly generation: GenerationService,
    private readonly environment: IdeasEnvironment,
    private readonly activity: ActivityRecorder,
    private readonly users: AuthUsersClient,
  ) {}

  /**
   * A whole new document: every part generated, stored over any earlier one (edits included). Written
   * by the built-in composer (or computed, the financial model) it is written in the request and
   * answered at once, whatever `respondAsync` asks. Written by the LLM it is a job (joining the one
   * running): answers the document once written, or the job when `respondAsync` or when it still runs
   * after GENERATION_WAIT_LIMIT_MS.
   */
  async generate(kind: AnyDocumentKind, id: number, caller: IdeaCaller, input: unknown, respondAsync: boolean): Promise<GenerateAnswer> {
    const idea = await this.access.requireAccess(caller, 'idea.update', id);
    if (!this.generation.usesLlm(kind.document)) return { generated: await this.writeNow(kind, idea, caller, input, partIdsOf(kind)) };
    return this.followed(await this.jobs.start(kind, idea, caller, input), respondAsync);
  }

  /** The latest generation of the document, running or not; null before any. */
  async latestJob(kind: AnyDocumentKind, id: number, caller: IdeaCaller): Promise<LatestGenerationJob> {
    return { job: await this.jobs.latest(kind, id, caller) };
  }

  async read(kind: AnyDocumentKind, id: number, caller: IdeaCaller): Promise<IdeaDocument> {
    const idea = await this.access.requireAccess(caller, 'idea.read', id);
    const stored = documentOf(idea, kind.kind);
    return { kind: kind.kind, content: stored?.content ?? null, status: stored?.status ?? null };
  }

  /** An edit saved; with `baseVersionId`, only over that version (409 with the newer part otherwise). */
  async savePart(kind: AnyDocumentKind, id: number, partId: string, edit: object, caller: IdeaCaller): Promise<PartAnswer> {
    const idea = await this.access.requireAccess(caller, 'idea.update', id);
    return this.storePart(kind, idea, caller, partId, kind.edit.toPart(edit, partId), 'edited', (edit as VersionedEdit).baseVersionId);
  }

  /**
   * One part written again, alone (in the request or as a job, like generate); the others and their
   * edits stay as they are. The built-in composer writes it as its next version, in another framing.
   */
  async regeneratePart(kind: AnyDocumentKind, id: number, partId: string, caller: IdeaCaller, respondAsync: boolean): Promise<RegenerateAnswer> {
    const idea = await this.access.requireAccess(caller, 'idea.update', id);
    const current = this.content(idea, kind)[partId];
    if (!this.generation.usesLlm(kind.document)) {
      const versions = await countVersions(this.dataSource, idea.id, kind.kind, partId);
      const variant = this.generation.regenerationVariant(kind.document, ideaFactsOf(idea), partId, versions, current);
      const { parts, provider } = await this.writeNow(kind, idea, caller, undefined, [partId], { [partId]: variant });
      return { part: partAnswer(partId, parts[partId], 'generated'), provider };
    }
    const answer = await this.followed(await this.jobs.start(kind, idea, caller, undefined, [partId]), respondAsync);
    if ('job' in answer) return answer;
    return { part: partAnswer(partId, answer.generated.parts[partId], 'generated'), provider: answer.generated.provider };
  }

  /** The kept versions of one part, newest first (the first is the current content). */
  async versions(kind: AnyDocumentKind, id: number, partId: string, caller: IdeaCaller, page: { limit?: number; cursor?: string } = {}): Promise<DocumentVersionList> {
    const idea = await this.access.requireAccess(caller, 'idea.read', id);
    const versions = await listVersions(this.dataSource, idea.id, kind.kind, partId, versionPageSize(page.limit), page.cursor);
    const names = await this.users.names(versions.items.map((version) => version.authorUserId));
    return { ...versions, items: versions.items.map((version) => ({ ...version, authorName: version.authorUserId === null ? null : (names.get(version.authorUserId) ?? null) })) };
  }

  /** A kept version becomes the part's content again, as a new version ('restored', status 'edited'). */
  async restore(kind: AnyDocumentKind, id: number, partId: string, versionId: number, caller: IdeaCaller): Promise<PartAnswer> {
    const idea = await this.access.requireAccess(caller, 'idea.update', id);
    const version = await findVersion(this.dataSource, idea.id, kind.kind, partId, versionId);
    if (!version) throw new NotFoundException(VERSION_NOT_FOUND);
    return this.storePart(kind, idea, caller, partId, version.content, 'restored');
  }

  async export(kind: AnyDocumentKind, format: DocumentExport<Record<string, unknown>>, id: number, caller: IdeaCaller): Promise<StreamableFile> {
    const idea = await this.access.requireAccess(caller, 'idea.read', id);
    const bytes = await format.render(idea, this.content(idea, kind));
    return attachment(bytes, idea.ideaTitle, `${kind.kind}.${format.extension}`, format.contentType);
  }

  /**
   * A started job followed as POST answers it: the job itself when `respondAsync`, else its parts once
   * done (within GENERATION_WAIT_LIMIT_MS; the job when it still runs then), 409 when cancelled, 503
   * with its error when failed.
   */
  private async followed(started: GenerationJob, respondAsync: boolean): Promise<GenerateAnswer> {
    if (respondAsync) return { job: started };
    const job = started.state === 'running' ? await this.jobs.ended(started.id, this.environment.GENERATION_WAIT_LIMIT_MS) : started;
    if (!job) return { job: (await this.jobs.find(started.id)) ?? started };
    if (job.state === 'cancelled') throw new ConflictException(GENERATION_CANCELLED);
    if (job.state !== 'done' || !job.provider) throw new ServiceUnavailableException(job.error ?? GENERATION_FAILED);
    return { generated: { parts: contentOf(job), provider: job.provider } };
  }

  /** Parts written by the built-in composer in the request and stored (each a new version), with no job; `variants` as eachPart's. */
  private async writeNow(
    kind: AnyDocumentKind,
    idea: StoredIdea,
    caller: IdeaCaller,
    input: unknown,
    ids: string[],
    variants: Readonly<Record<string, number>> = {},
  ): Promise<Generated<string, unknown>> {
    const generated = await this.generation.generate(kind.document, ideaFactsOf(idea), ids, input, variants);
    await this.dataSource.transaction(async (manager) => {
      await storeParts(manager, idea.id, kind.kind, ids.map((partId) => ({ id: partId, content: generated.parts[partId], source: generated.provider })), caller.userId);
      await recordIdeaActivity(manager, idea.id, generatedActivity(kind.kind, caller.userId, ids));
    });
    return generated;
  }

  /** The stored content of a kind, or 409 (kind.notGenerated) before generation. For an idea the caller may read. */
  content(idea: StoredIdea, kind: AnyDocumentKind): Record<string, unknown> {
    const stored = documentOf(idea, kind.kind);
    if (!stored) throw new ConflictException(kind.notGenerated);
    return stored.content;
  }

  /** One part, its status and its new version (storeOnePart). A generated part is 'generated', any other 'edited'. */
  private async storePart(kind: AnyDocumentKind, idea: StoredIdea, caller: IdeaCaller, partId: string, part: unknown, source: DocumentVersionSource, baseVersionId?: number): Promise<PartAnswer> {
    const status: PartStatus = source === 'edited' || source === 'restored' ? 'edited' : 'generated';
    const stored = await storeOnePart(this.dataSource, idea.id, kind.kind, partId, part, status, source, caller.userId, baseVersionId);
    if (stored === false) throw new ConflictException(kind.notGenerated);
    if (stored !== true) throw new ConflictWithDetailsException(STALE_EDIT_MESSAGE, { current: stored } satisfies Omit<StaleEditConflict, 'message'>);
    await this.activity.idea(idea.id, { actorUserId: caller.userId, verb: source === 'restored' ? 'restored' : 'edited', subject: documentSubject(kind.kind, partId) });
    return partAnswer(partId, part, status);
  }
}
