import type { Type } from '@nestjs/common';
import type { SchemaObject } from '@nestjs/swagger';
import type { GeneratedDocument } from './generated-document';
import type { StartupIdeaEntity } from '../ideas/startup-idea.entity';

/** One download of a document: GET /api/startup-ideas/{id}/{kind}.{extension}, named '<title-slug>-{kind}.{extension}'. */
export interface DocumentExport<Content> {
  /** 'pdf', 'pptx', 'csv', 'xlsx'... */
  extension: string;
  contentType: string;
  /** The OpenAPI description of the download. */
  description: string;
  render(idea: StartupIdeaEntity, content: Content): Promise<Buffer> | Buffer;
}

/**
 * A generated idea document (business plan, pitch deck; next: financial model, market research):
 * everything that differs between kinds. The storage (idea_documents), the route decorators of
 * its controller (DocumentRoute) and the service (IdeaDocumentsService) are the same for every kind.
 *
 * A document is its parts keyed by id (`Record<Id, Part>`): text sections (the plan), slides with
 * notes (the deck), or a single part holding one structured JSON document. Each kind brings the
 * validation of a saved part (its `edit.body` DTO and `edit.toPart`), the schema and composer of a
 * generated part (`document`), and its exports.
 */
export interface DocumentKind<Id extends string = string, Part = unknown, Edit extends object = object> {
  /** The path segment after the idea ('business-plan'), the stored kind and the share kind; a row of idea_document_kinds. */
  kind: string;
  /** Its parts, composer and schema: what the generators write (generated-document.ts). */
  document: GeneratedDocument<Id, Part>;
  /** PUT {kind}/{segment}/:{param} saves a part; an id not in `document.parts` answers 404 `notFound`. */
  parts: { segment: string; param: string; notFound: string };
  edit: {
    /** The class-validator DTO of PUT one part. */
    body: Type<Edit>;
    /** The stored part of a validated edit; may throw a BadRequestException for part-specific rules. */
    toPart(edit: Edit, id: Id): Part;
  };
  /** Optional body of POST {kind} (a class-validator DTO), given to the composer as `context.input`. */
  generateBody?: Type<object>;
  /** 409 message for reading parts, exporting or sharing before generation: 'Generate the business plan first'. */
  notGenerated: string;
  exports: ReadonlyArray<DocumentExport<Record<Id, Part>>>;
  share: {
    /** The page that opens a share link: '/business-plan' gives '/business-plan?share=<token>'. */
    page: string;
    /** The field of the shared view's idea that carries the document: 'businessPlan'. */
    field: string;
  };
  /**
   * OpenAPI words for its routes, and the schema of the part of an id (a string, {content, notes}...):
   * every answer's schema is derived from it (idea-documents/document-schemas.ts); without it a part is any JSON.
   */
  openApi: { tag: string; generated: string; saved: string; regenerated: string; part?(id: Id): SchemaObject };
}

/** Any kind, as the registry holds them. */
export type AnyDocumentKind = DocumentKind<string, unknown, object>;

/** Every part of a kind, in order. */
export function partIdsOf<Id extends string>(kind: DocumentKind<Id, unknown, object>): Id[] {
  return kind.document.parts.map((part) => part.id);
}
