// Issue 27: the founder's facts hold in every document. Each idea of the generation corpus
// (test/generation-corpus/ideas.ts) is submitted with its currency and country left out, every kind
// is generated through the API by the built-in composer, then again with them chosen through the
// LLM stub (a model that writes every part, held to the founder's facts), and every check of
// checks.ts must hold.
// Run: npx jest -c jest.api.config.js services/ideas/test/generation-corpus.e2e-spec.ts
// The same corpus through the LLM stub, with both locale passes and a report of held / run:
// node tools/bench/generation-corpus.js
import type { INestApplication } from '@nestjs/common';
import { LlmStub, modelWritesEveryPart } from '@founder/llm-stub';
import { checkCorpusIdea } from './generation-corpus/checks';
import { answerCorpusIdea } from './generation-corpus/corpus-answers';
import { CORPUS } from './generation-corpus/ideas';
import { createIdeasTestApp } from './support/ideas-test-app';

describe('the generation corpus: every document keeps the founder’s facts (built-in composer)', () => {
  let app: INestApplication;

  beforeAll(async () => {
    app = await createIdeasTestApp();
  });

  afterAll(async () => {
    await app.close();
  });

  it.each(CORPUS.map((idea) => [idea.key, idea] as const))('%s: every check holds', async (_key, idea) => {
    const { answers } = await answerCorpusIdea(app, idea, 'detected');
    const failures = checkCorpusIdea(idea, answers).flatMap(({ check, failures }) => failures.map(({ where, excerpt }) => `${check} | ${where} | ${excerpt}`));
    expect(failures).toEqual([]);
  });
});

describe('the generation corpus through an LLM (the stub): every answer keeps the founder’s facts, or is written again', () => {
  let app: INestApplication;
  const stub = new LlmStub(modelWritesEveryPart({ chunkChars: 4000, chunkDelayMs: 0 }));
  const LLM = ['LLM_BASE_URL', 'LLM_API_KEY', 'LLM_MODEL', 'LLM_TIMEOUT_MS'] as const;

  beforeAll(async () => {
    Object.assign(process.env, { LLM_BASE_URL: await stub.start(), LLM_API_KEY: 'corpus-key', LLM_MODEL: 'stub-model', LLM_TIMEOUT_MS: '20000' });
    app = await createIdeasTestApp();
  });

  afterAll(async () => {
    await app.close();
    await stub.stop();
    for (const name of LLM) delete process.env[name];
  });

  it.each(CORPUS.map((idea) => [idea.key, idea] as const))('%s: every check holds', async (_key, idea) => {
    const { answers, providers } = await answerCorpusIdea(app, idea, 'chosen');
    expect(providers['business-plan']).toBe('llm');
    const failures = checkCorpusIdea(idea, answers).flatMap(({ check, failures }) => failures.map(({ where, excerpt }) => `${check} | ${where} | ${excerpt}`));
    expect(failures).toEqual([]);
  });
});
