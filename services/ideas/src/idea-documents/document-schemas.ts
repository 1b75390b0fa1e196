import type { Type } from '@nestjs/common';
import { ApiProperty, type ApiPropertyOptions, type SchemaObject } from '@nestjs/swagger';
import { IDEA_DOCUMENTS, type IdeaDocumentKind } from '@founder/contracts';
import { partIdsOf, type AnyDocumentKind } from './document-kind';

/** 'generated' until a saved edit makes a part 'edited'. */
const PART_STATUS: SchemaObject = { type: 'string', enum: ['generated', 'edited'] };

/** The OpenAPI schemas of a kind's answers, all derived from its one part schema (`openApi.part`). */

/** The schema of one part of the kind; any JSON when the kind declares none. */
function partSchema(kind: AnyDocumentKind, id: string): SchemaObject {
  return kind.openApi.part?.(id) ?? {};
}

/** The whole document keyed by part id (POST {kind}, the idea's field of the kind). */
export function documentContentSchema(kind: AnyDocumentKind): SchemaObject {
  const ids = partIdsOf(kind);
  return { type: 'object', properties: Object.fromEntries(ids.map((id) => [id, partSchema(kind, id)])), required: ids };
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

/**
 * A saved or regenerated part (PartAnswer): {id, ...part, status} for an object part,
 * {id, content, status} otherwise; one schema when every part has the same, else one per part.
 */
export function partAnswerSchema(kind: AnyDocumentKind): SchemaObject {
  const answer = (ids: string[], part: SchemaObject): SchemaObject => {
    const fields = part.type === 'object' ? { properties: part.properties ?? {}, required: part.required ?? [] } : { properties: { content: part }, required: ['content'] };
    return {
      type: 'object',
      properties: { id: { type: 'string', enum: ids }, ...fields.properties, status: PART_STATUS },
      required: ['id', ...fields.required, 'status'],
      // A part of unknown shape (no schema, or an object without properties) spreads fields the schema cannot name.
      ...(kind.openApi.part && (part.type !== 'object' || part.properties) ? {} : { additionalProperties: true }),
    };
  };
  const ids = partIdsOf(kind);
  const schemas = ids.map((id) => partSchema(kind, id));
  if (schemas.every((schema) => JSON.stringify(schema) === JSON.stringify(schemas[0]))) return answer(ids, schemas[0]);
  return { oneOf: ids.map((id, index) => answer([id], schemas[index])) };
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
