// One tree's auth and ideas apps for tools/bench/json-body-cost.js: started in process on their own
// database (DATABASE_URL), listening on free loopback ports. The parent sends the requests over
// HTTP and asks over IPC for this process's CPU time before and after each, so the figures are the
// server's work alone. Run as `node -r @swc-node/register json-body-cost-worker.js <tree root>`
// with SWC_NODE_PROJECT=<tree root>/tsconfig.base.json, so the tree's own TypeScript is what runs.
const { join } = require('node:path');

const root = process.argv[2];
const { createTestApp } = require(join(root, 'libs/server-kit/src/testing/create-test-app.ts'));
const { AppModule: IdeasModule } = require(join(root, 'services/ideas/src/app.module.ts'));
const { AppModule: AuthModule } = require(join(root, 'services/auth/src/app.module.ts'));

async function listening(module, adapter, name) {
  const app = await createTestApp(module, adapter, name);
  await app.listen(0, '127.0.0.1');
  return { app, port: app.getHttpServer().address().port };
}

async function main() {
  const ideas = await listening(IdeasModule, 'fastify', 'ideas');
  const auth = await listening(AuthModule, 'express', 'auth');
  process.on('message', () => {
    const { user, system } = process.cpuUsage();
    process.send({ cpuMs: (user + system) / 1000 });
  });
  process.on('disconnect', async () => {
    await Promise.all([ideas.app.close(), auth.app.close()]);
    process.exit(0);
  });
  process.send({ ready: true, ports: { ideas: ideas.port, auth: auth.port } });
}

main().catch((error) => {
  process.send({ error: String(error?.stack ?? error) });
  process.exit(1);
});
