// One tree's ideas app for tools/bench/builtin-generation.js: started in process on its own
// database (DATABASE_URL), it answers the parent's messages over IPC with the durations of POSTs.
// Run by the parent as `node -r @swc-node/register builtin-generation-worker.js <tree root>` with
// SWC_NODE_PROJECT=<tree root>/tsconfig.base.json, so the tree's own TypeScript is what runs.
const { randomUUID } = require('node:crypto');
const { join } = require('node:path');
const request = require('supertest');
const { BENCH_IDEA } = require('./bench-idea');

const root = process.argv[2];
const { createTestApp } = require(join(root, 'libs/server-kit/src/testing/create-test-app.ts'));
const { AppModule } = require(join(root, 'services/ideas/src/app.module.ts'));

const KINDS = { plan: 'business-plan', deck: 'pitch-deck' };

async function submitIdea(server) {
  // A new browser per idea: the hourly limit counts ideas per browser.
  const cookie = `founder_owner=${randomUUID()}`;
  const response = await request(server).post('/api/startup-ideas').set('cookie', cookie).send({ ...BENCH_IDEA, email: 'bench@example.com' });
  if (response.status !== 201) throw new Error(`submit answered ${response.status}: ${response.text.slice(0, 200)}`);
  return { id: response.body.id, cookie };
}

async function generate(server, idea, kind) {
  const started = process.hrtime.bigint();
  const response = await request(server).post(`/api/startup-ideas/${idea.id}/${KINDS[kind]}`).set('cookie', idea.cookie);
  const ms = Number(process.hrtime.bigint() - started) / 1e6;
  if (response.status !== 200) throw new Error(`POST ${KINDS[kind]} answered ${response.status}: ${response.text.slice(0, 200)}`);
  return ms;
}

async function main() {
  const app = await createTestApp(AppModule, 'fastify', 'ideas');
  await app.listen(0, '127.0.0.1');
  const server = app.getHttpServer();
  // 'again': one idea whose documents are written over and over; 'first': a new idea each time.
  const again = await submitIdea(server);
  process.on('message', async ({ mode, kind, posts }) => {
    try {
      const durations = [];
      for (let i = 0; i < posts; i += 1) {
        // Only the POST of the document is timed, never the submission.
        const idea = mode === 'first' ? await submitIdea(server) : again;
        durations.push(await generate(server, idea, kind));
      }
      process.send({ durations });
    } catch (error) {
      process.send({ error: String(error?.stack ?? error) });
    }
  });
  process.on('disconnect', () => void app.close().then(() => process.exit(0)));
  process.send({ ready: true });
}

main().catch((error) => {
  process.send?.({ error: String(error?.stack ?? error) });
  process.exit(1);
});
