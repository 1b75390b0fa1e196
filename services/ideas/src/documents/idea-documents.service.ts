import { ConflictException, Injectable, StreamableFile } from '@nestjs/common';
import type { GenerationProvider, IdeaDocument, PartStatus } from '@founder/contracts';
import { DataSource } from 'typeorm';
import { attachment } from '../exports/attachment';
import { GenerationService, type Generated } from '../generation/generation.service';
import { ideaFactsOf } from '../ideas/idea-facts-of';
import type { StartupIdeaEntity } from '../ideas/startup-idea.entity';
import { IdeaAccess } from '../owners/idea-access.service';
import type { IdeaCaller } from '../owners/idea-caller';
import { partIdsOf, type AnyDocumentKind, type DocumentExport } from './document-kind';
import { documentOf } from './idea-document.entity';
import { storeWholeDocument } from './whole-document';

/** A saved or regenerated part as the API answers it: {id, content, status} for text, {id, ...part, status} for an object. */
export type PartAnswer = { id: string; status: PartStatus } & Record<string, unknown>;

function partAnswer(id: string, part: unknown, status: PartStatus): PartAnswer {
  return typeof part === 'object' && part !== null ? { id, ...(part as object), status } : { id, content: part, status };
}

/**
 * Generates, keeps, edits and exports the documents of every kind (one row of idea_documents per
 * idea and kind). Each method starts with IdeaAccess: someone else's idea is 404, the demo read-only.
 */
@Injectable()
export class IdeaDocumentsService {
  constructor(
    private readonly access: IdeaAccess,
    private readonly dataSource: DataSource,
    private readonly generation: GenerationService,
  ) {}

  /** A whole new document: every part generated, stored over any earlier one (edits included). */
  async generate(kind: AnyDocumentKind, id: number, caller: IdeaCaller, input?: unknown): Promise<Generated<string, unknown>> {
    const idea = await this.access.writable(id, caller);
    const generated = await this.generation.generate(kind.document, ideaFactsOf(idea), partIdsOf(kind), input);
    await storeWholeDocument(this.dataSource, idea.id, kind.kind, generated.parts);
    return generated;
  }

  async read(kind: AnyDocumentKind, id: number, caller: IdeaCaller): Promise<IdeaDocument> {
    const idea = await this.access.readable(id, caller);
    const stored = documentOf(idea, kind.kind);
    return { kind: kind.kind, content: stored?.content ?? null, status: stored?.status ?? null };
  }

  async savePart(kind: AnyDocumentKind, id: number, partId: string, edit: object, caller: IdeaCaller): Promise<PartAnswer> {
    const idea = await this.access.writable(id, caller);
    return this.storePart(kind, idea, partId, kind.edit.toPart(edit, partId), 'edited');
  }

  /** One part written again, alone; the others and their edits stay as they are. */
  async regeneratePart(kind: AnyDocumentKind, id: number, partId: string, caller: IdeaCaller): Promise<{ part: PartAnswer; provider: GenerationProvider }> {
    const idea = await this.access.writable(id, caller);
    this.content(idea, kind);
    const { parts, provider } = await this.generation.generate(kind.document, ideaFactsOf(idea), [partId]);
    return { part: await this.storePart(kind, idea, partId, parts[partId], 'generated'), provider };
  }

  async export(kind: AnyDocumentKind, format: DocumentExport<Record<string, unknown>>, id: number, caller: IdeaCaller): Promise<StreamableFile> {
    const idea = await this.access.readable(id, caller);
    const bytes = await format.render(idea, this.content(idea, kind));
    return attachment(bytes, idea.ideaTitle, `${kind.kind}.${format.extension}`, format.contentType);
  }

  /** The stored content of a kind, or 409 (kind.notGenerated) before generation. For an idea the caller may read. */
  content(idea: StartupIdeaEntity, kind: AnyDocumentKind): Record<string, unknown> {
    const stored = documentOf(idea, kind.kind);
    if (!stored) throw new ConflictException(kind.notGenerated);
    return stored.content;
  }

  /** One part and its status in one UPDATE (jsonb_set), so saves of different parts never overwrite each other. */
  private async storePart(kind: AnyDocumentKind, idea: StartupIdeaEntity, partId: string, part: unknown, status: PartStatus): Promise<PartAnswer> {
    const [rows] = (await this.dataSource.query(
      `UPDATE "ideas"."idea_documents"
          SET "content" = jsonb_set("content", ARRAY[$3::text], $4::jsonb),
              "status" = jsonb_set("status", ARRAY[$3::text], to_jsonb($5::text)),
              "updated_at" = now()
        WHERE "idea_id" = $1 AND "kind" = $2
        RETURNING "id"`,
      [idea.id, kind.kind, partId, JSON.stringify(part), status],
    )) as [unknown[], number];
    if (rows.length === 0) throw new ConflictException(kind.notGenerated);
    return partAnswer(partId, part, status);
  }
}
