import type { SchemaObject } from '@nestjs/swagger';

const PROVIDER: SchemaObject = { type: 'string', enum: ['builtin', 'llm', 'builtin-fallback'] };

/** GenerationJob of libs/contracts; its parts are any JSON of the kind's part shape. */
export const GENERATION_JOB_SCHEMA: SchemaObject = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    ideaId: { type: 'integer' },
    kind: { type: 'string' },
    state: { type: 'string', enum: ['running', 'done', 'failed', 'cancelled'] },
    provider: { ...PROVIDER, nullable: true },
    partsRequested: { type: 'array', items: { type: 'string' } },
    parts: {
      type: 'array',
      items: {
        type: 'object',
        properties: { id: { type: 'string' }, content: {}, provider: PROVIDER, fallbackReason: { type: 'string', description: "Why the built-in composer wrote it instead of the LLM ('the AI changed the price (KES 18,000 -> $450)')" } },
        required: ['id', 'content', 'provider'],
      },
    },
    error: { type: 'string', nullable: true },
    startedAt: { type: 'string', format: 'date-time' },
    finishedAt: { type: 'string', format: 'date-time', nullable: true },
  },
  required: ['id', 'ideaId', 'kind', 'state', 'provider', 'partsRequested', 'parts', 'error', 'startedAt', 'finishedAt'],
};

/** LatestGenerationJob. */
export const LATEST_JOB_SCHEMA: SchemaObject = { type: 'object', properties: { job: { ...GENERATION_JOB_SCHEMA, nullable: true } }, required: ['job'] };

/** DocumentVersionList. */
export const VERSION_LIST_SCHEMA: SchemaObject = {
  type: 'object',
  properties: {
    items: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          id: { type: 'integer' },
          partId: { type: 'string' },
          content: {},
          source: { type: 'string', enum: ['builtin', 'llm', 'builtin-fallback', 'edited', 'restored'] },
          fallbackReason: { type: 'string', nullable: true, description: "With source builtin-fallback: why the built-in composer wrote it ('the AI changed the price (KES 18,000 -> $450)')" },
          authorUserId: { type: 'integer', nullable: true },
          authorName: { type: 'string', nullable: true, description: "The author's name as auth knows it now; null for a browser or when auth does not answer" },
          createdAt: { type: 'string', format: 'date-time' },
        },
        required: ['id', 'partId', 'content', 'source', 'fallbackReason', 'authorUserId', 'authorName', 'createdAt'],
      },
    },
    nextCursor: { type: 'string', nullable: true, description: 'Goes back as ?cursor= for the next page; null on the last page' },
    total: { type: 'integer', description: 'Every kept version of the part' },
  },
  required: ['items', 'nextCursor', 'total'],
};
