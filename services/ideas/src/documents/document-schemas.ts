import type { Type } from '@nestjs/common';
import { ApiProperty, type ApiPropertyOptions, type SchemaObject } from '@nestjs/swagger';
import { IDEA_DOCUMENTS, type IdeaDocumentKind } from '@founder/contracts';
import { partIdsOf, type AnyDocumentKind } from './document-kind';

/** 'generated' until a saved edit makes a part 'edited'. */
const PART_STATUS: SchemaObject = { type: 'string', enum: ['generated', 'edited'] };

/** The OpenAPI schemas of a kind's answers, all derived from its one part schema (`openApi.part`). */

/** The whole document keyed by part id (POST {kind}, the idea's field of the kind). */
export function documentContentSchema(kind: AnyDocumentKind): SchemaObject {
  const ids = partIdsOf(kind);
  return { type: 'object', properties: Object.fromEntries(ids.map((id) => [id, kind.openApi.part ?? {}])), required: ids };
}

/** Each part's status keyed by part id (the idea's status field of the kind). */
export function documentStatusSchema(kind: AnyDocumentKind): SchemaObject {
  return { type: 'object', properties: Object.fromEntries(partIdsOf(kind).map((id) => [id, PART_STATUS])) };
}

/** GET {kind}: IdeaDocument, content and status null before generation. */
export function ideaDocumentSchema(kind: AnyDocumentKind): SchemaObject {
  return {
    type: 'object',
    properties: {
      kind: { type: 'string', enum: [kind.kind] },
      content: { ...documentContentSchema(kind), nullable: true },
      status: { ...documentStatusSchema(kind), nullable: true },
    },
    required: ['kind', 'content', 'status'],
  };
}

/** A saved or regenerated part (PartAnswer): {id, ...part, status} for an object part, {id, content, status} otherwise. */
export function partAnswerSchema(kind: AnyDocumentKind): SchemaObject {
  const part = kind.openApi.part;
  const answer = (properties: SchemaObject['properties'], required: string[]): SchemaObject => ({
    type: 'object',
    properties: { id: { type: 'string', enum: partIdsOf(kind) }, ...properties, status: PART_STATUS },
    required: ['id', ...required, 'status'],
  });
  if (!part) return { ...answer({}, []), additionalProperties: true };
  return part.type === 'object' && part.properties ? answer(part.properties, part.required ?? []) : answer({ content: part }, ['content']);
}

/**
 * Declares each kind's field of an idea ('businessPlan', nullable) on a response class, and with
 * `status` its status field ('businessPlanStatus'); `required` says whether every kind is there.
 */
export function declareDocumentFields(target: Type<unknown>, kinds: readonly AnyDocumentKind[], { status, required }: { status: boolean; required: boolean }): void {
  for (const kind of kinds) {
    const fields = IDEA_DOCUMENTS[kind.kind as IdeaDocumentKind];
    ApiProperty({ ...documentContentSchema(kind), nullable: true, selfRequired: required } as ApiPropertyOptions)(target.prototype, fields.field);
    if (status) ApiProperty({ ...documentStatusSchema(kind), nullable: true, selfRequired: required } as ApiPropertyOptions)(target.prototype, fields.statusField);
  }
}
