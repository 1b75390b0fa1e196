#!/usr/bin/env node
// The generation corpus of issue 27 (services/ideas/test/generation-corpus/: 42 founders' ideas in 14
// currencies, 16 countries, 7 business models and every stage, and the checks of the founder's facts):
// each idea is submitted through the API with its currency and country left out ('detected') and
// again with them chosen ('chosen'); every kind is generated (business plan, pitch deck, the model's
// defaults and the model from them, market research) by the built-in composer and then through the
// LLM stub (libs/llm-stub, a local OpenAI-compatible server writing every part); the checks run on the
// answers. The ideas app runs in process (supertest) on an embedded PostgreSQL in a temporary folder.
// Prints per check 'held / run', every failure (idea, provider, pass, where, excerpt) and
// 'N checks held out of M'.
//   node tools/bench/generation-corpus.js [--providers builtin,llm] [--passes detected,chosen] [--ideas baridibox,dreamloom] [--json report.json]
const { randomBytes } = require('node:crypto');
const { mkdtempSync, rmSync, writeFileSync } = require('node:fs');
const { tmpdir } = require('node:os');
const { join, resolve } = require('node:path');
const { ensureDatabase, startEmbeddedPostgres } = require('../postgres/embedded-database');
const { freePort } = require('../net/free-port');
const { freshIdentityKeys } = require('../identity/identity-keys');

const root = resolve(__dirname, '../..');
const argv = process.argv.slice(2);
const option = (name, fallback) => (argv.includes(`--${name}`) ? argv[argv.indexOf(`--${name}`) + 1] : fallback);
const providers = option('providers', 'builtin,llm').split(',');
const passes = option('passes', 'detected,chosen').split(',');
const only = option('ideas', '') ? option('ideas').split(',') : null;
const jsonPath = option('json', null);

const LLM_VARIABLES = ['LLM_BASE_URL', 'LLM_API_KEY', 'LLM_MODEL', 'LLM_TIMEOUT_MS'];

async function main() {
  const dataDir = mkdtempSync(join(tmpdir(), 'founder-corpus-pg-'));
  const uploads = mkdtempSync(join(tmpdir(), 'founder-corpus-data-'));
  const postgres = await startEmbeddedPostgres({ dataDir, port: await freePort(), ownsShutdown: true });
  try {
    for (const name of LLM_VARIABLES) delete process.env[name];
    Object.assign(process.env, {
      DATABASE_URL: await ensureDatabase(postgres.url, 'generation_corpus'),
      IDENTITY_SECRET: randomBytes(32).toString('base64url'),
      ...freshIdentityKeys().services,
      LOG_LEVEL: 'silent',
      DATA_DIR: uploads,
      // Every idea comes from this one address: the per-address hourly limits would stop the corpus, not test it.
      IDEAS_IP_RATE_LIMIT: '100000',
      IDEAS_CLIENT_RATE_LIMIT: '100000',
      IDEAS_GENERATION_RATE_LIMIT: '100000',
      SWC_NODE_PROJECT: join(root, 'tsconfig.base.json'),
    });
    // The service's own TypeScript, as the API tests run it.
    require('@swc-node/register');
    const { createTestApp } = require(join(root, 'libs/server-kit/src/testing/create-test-app.ts'));
    const { AppModule } = require(join(root, 'services/ideas/src/app.module.ts'));
    const { LlmStub, modelWritesEveryPart } = require(join(root, 'libs/llm-stub/src/index.ts'));
    const { CORPUS } = require(join(root, 'services/ideas/test/generation-corpus/ideas.ts'));
    const { answerCorpusIdea } = require(join(root, 'services/ideas/test/generation-corpus/corpus-answers.ts'));
    const { checkCorpusIdea } = require(join(root, 'services/ideas/test/generation-corpus/checks.ts'));
    const { corpusReport, reportLines } = require(join(root, 'services/ideas/test/generation-corpus/corpus-report.ts'));

    const ideas = only ? CORPUS.filter((idea) => only.includes(idea.key)) : CORPUS;
    const runs = [];
    const written = {};
    const started = Date.now();
    for (const provider of providers) {
      let stub = null;
      if (provider === 'llm') {
        stub = new LlmStub(modelWritesEveryPart({ chunkChars: 400, chunkDelayMs: 0 }));
        Object.assign(process.env, { LLM_BASE_URL: await stub.start(), LLM_API_KEY: 'corpus-key', LLM_MODEL: 'stub-model', LLM_TIMEOUT_MS: '20000' });
      }
      const app = await createTestApp(AppModule, 'fastify', 'ideas');
      try {
        for (const pass of passes) {
          for (const idea of ideas) {
            const { answers, providers: wroteBy } = await answerCorpusIdea(app, idea, pass);
            runs.push({ idea: idea.key, provider, pass, outcomes: checkCorpusIdea(idea, answers) });
            for (const [kind, by] of Object.entries(wroteBy)) written[`${provider} ${kind}: ${by}`] = (written[`${provider} ${kind}: ${by}`] ?? 0) + 1;
            process.stderr.write('.');
          }
        }
      } finally {
        await app.close();
        if (stub) await stub.stop();
        for (const name of LLM_VARIABLES) delete process.env[name];
      }
    }
    process.stderr.write('\n');

    const report = corpusReport(runs);
    console.log(`Generation corpus: ${ideas.length} ideas × providers ${providers.join(', ')} × passes ${passes.join(', ')}, ${((Date.now() - started) / 1000).toFixed(0)} s`);
    console.log(`Written by (x-generation-provider): ${Object.entries(written).map(([what, count]) => `${what} ×${count}`).join('; ')}`);
    console.log('');
    for (const line of reportLines(report)) console.log(line);
    if (jsonPath) writeFileSync(jsonPath, `${JSON.stringify({ ideas: ideas.length, providers, passes, written, ...report }, null, 2)}\n`);
  } finally {
    await postgres.stop();
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(uploads, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
