#!/usr/bin/env node
// `npm start`: builds what changed (Nx cache), starts PostgreSQL (embedded unless DATABASE_URL is
// set), the three services and the gateway, prints the URL, and stops everything on Ctrl-C or
// SIGTERM. A service, the gateway or the embedded PostgreSQL that exits on its own is restarted
// with backoff (launcher/restart-policy.js) while the others keep serving.
// `npm run dev` (--dev): the same, plus Rspack watchers that rebuild a project on change, and
// services that restart when their bundle changes; reload the page to see a frontend change.
const { spawn, spawnSync } = require('node:child_process');
const { randomBytes } = require('node:crypto');
const { existsSync, readFileSync, writeFileSync, mkdirSync } = require('node:fs');
const { join, resolve } = require('node:path');
const { ensureDatabase } = require('./postgres/embedded-database');
const { PostgresStartError } = require('./postgres/start-failure');
const { superviseEmbeddedPostgres } = require('./postgres/supervised-postgres');
const { launcherIdentityKeys } = require('./identity/identity-keys');
const { waitForHealthy } = require('./launcher/wait-for-healthy');
const { nextRestart, RESTART_LIMIT } = require('./launcher/restart-policy');
const { GATEWAY_YOUNG_GENERATION_FLAG, HEAP_LIMIT_FLAG } = require('./launcher/node-flags');

const root = resolve(__dirname, '..');
const env = process.env;
const dataDir = resolve(root, env.DATA_DIR || '.data');
const gatewayPort = Number(env.GATEWAY_PORT || 4200);
const services = [
  { name: 'auth', port: Number(env.AUTH_PORT || 4301) },
  { name: 'ideas', port: Number(env.IDEAS_PORT || 4302) },
  { name: 'community', port: Number(env.COMMUNITY_PORT || 4303) },
];

const devMode = process.argv.includes('--dev');
const frontends = ['shell', 'mfe-demos', 'mfe-ideas', 'mfe-workspace', 'mfe-account'];
const children = [];
let database = null;
let stopping = false;

function log(message) {
  process.stdout.write(`[start] ${message}\n`);
}

function build() {
  if (process.argv.includes('--no-build')) return;
  log('building (Nx reuses its cache for what did not change)...');
  const started = Date.now();
  const result = spawnSync('npx', ['nx', 'run-many', '-t', 'build', 'prerender', '--output-style=static'], {
    cwd: root,
    stdio: ['ignore', env.START_VERBOSE ? 'inherit' : 'pipe', 'inherit'],
    env: { ...env, NX_DAEMON: 'false', NX_TUI: 'false' },
  });
  if (result.status !== 0) {
    if (result.stdout) process.stdout.write(result.stdout);
    throw new Error('build failed');
  }
  log(`built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

/** A per-installation secret, kept with the data so a restart does not change it. */
function identitySecret() {
  if (env.IDENTITY_SECRET) return env.IDENTITY_SECRET;
  mkdirSync(dataDir, { recursive: true });
  const file = join(dataDir, 'identity-secret');
  if (!existsSync(file)) writeFileSync(file, randomBytes(48).toString('base64url'), { mode: 0o600 });
  return readFileSync(file, 'utf8').trim();
}

async function databaseUrl() {
  if (env.DATABASE_URL) return env.DATABASE_URL;
  const port = Number(env.EMBEDDED_PG_PORT || 54320);
  log(`starting embedded PostgreSQL on port ${port} (data in ${dataDir})`);
  database = await superviseEmbeddedPostgres({ dataDir, port, log, ownsShutdown: true });
  return ensureDatabase(database.url, 'founder');
}

function startProcess(name, script, extraEnv, flags = []) {
  const nodeArgs = ['--enable-source-maps', HEAP_LIMIT_FLAG, ...flags, ...(devMode ? ['--watch'] : []), join(root, script)];
  return spawnChild(name, process.execPath, nodeArgs, extraEnv);
}

function startWatcher(name, configPath) {
  return spawnChild(`watch ${name}`, join(root, 'node_modules/.bin/rspack'), ['build', '--watch', '-c', configPath], { NODE_ENV: 'development' });
}

function spawnChild(name, command, args, extraEnv) {
  const entry = { name, child: null, failures: 0 };
  children.push(entry);
  const run = () => {
    const startedAt = Date.now();
    // Output goes straight to ours: services and the gateway write JSON lines tagged with their
    // `service`, so the launcher neither reads nor prefixes them (issue 16: it relayed every line).
    const child = spawn(command, args, {
      cwd: root,
      env: { ...env, ...extraEnv },
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    entry.child = child;
    log(`${name} started (pid ${child.pid})`);
    child.on('exit', (code, signal) => {
      if (stopping) return;
      // Only Ctrl-C or SIGTERM to the launcher stops everything; one process exiting does not.
      const { failures, delayMs } = nextRestart(entry.failures, Date.now() - startedAt);
      entry.failures = failures;
      if (delayMs === null) {
        log(`${name} exited (${signal || code}) ${RESTART_LIMIT + 1} times in a row; leaving it stopped (the others keep serving)`);
        return;
      }
      log(`${name} exited (${signal || code}); restarting in ${delayMs / 1000} s (restart ${failures} of ${RESTART_LIMIT})`);
      setTimeout(() => {
        if (!stopping) run();
      }, delayMs);
    });
  };
  run();
  return entry;
}

async function shutdown(exitCode) {
  if (stopping) return;
  stopping = true;
  log('stopping...');
  const exits = children
    .map(({ child }) => child)
    .filter((child) => child.exitCode === null && child.signalCode === null)
    .map((child) => new Promise((done) => {
      const force = setTimeout(() => child.kill('SIGKILL'), 10_000);
      child.once('exit', () => { clearTimeout(force); done(); });
      child.kill('SIGTERM');
    }));
  await Promise.all(exits);
  if (database) await database.stop().catch((error) => log(`PostgreSQL stop failed: ${error.message}`));
  log('stopped');
  process.exit(exitCode);
}

async function main() {
  process.on('SIGINT', () => shutdown(0));
  process.on('SIGTERM', () => shutdown(0));
  // Whatever ends this process, no service or gateway is left running without it.
  process.on('exit', () => {
    for (const { child } of children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
  });
  build();
  const shared = {
    DATABASE_URL: await databaseUrl(),
    IDENTITY_SECRET: identitySecret(),
    LOG_LEVEL: env.LOG_LEVEL || 'info',
  };
  // The gateway alone holds the private key: a service can verify identities, never mint one.
  const identityKeys = launcherIdentityKeys(env, dataDir);
  const upstreams = Object.fromEntries(services.map(({ name, port }) => [`${name.toUpperCase()}_URL`, `http://127.0.0.1:${port}`]));
  for (const { name, port } of services) {
    const portVariable = `${name.toUpperCase()}_PORT`;
    // community asks auth for names and avatars (AUTH_URL); auth asks ideas and community for a founder's export and deletion.
    // Emailed links start with PUBLIC_ORIGIN; the outbox (no SMTP_URL) is DATA_DIR/outbox.
    const mail = { DATA_DIR: dataDir, PUBLIC_ORIGIN: env.PUBLIC_ORIGIN || `http://localhost:${gatewayPort}` };
    startProcess(name, `dist/services/${name}/main.js`, { ...shared, ...identityKeys.services, ...mail, ...upstreams, [portVariable]: String(port) });
  }
  await Promise.all(services.map(({ name, port }) => waitForHealthy(`http://127.0.0.1:${port}/health`, name)));
  startProcess(
    'gateway',
    'dist/services/gateway/main.js',
    { ...shared, ...identityKeys.gateway, ...upstreams, GATEWAY_PORT: String(gatewayPort) },
    [GATEWAY_YOUNG_GENERATION_FLAG],
  );
  await waitForHealthy(`http://127.0.0.1:${gatewayPort}/health`, 'gateway');
  if (devMode) {
    for (const name of frontends) startWatcher(name, `apps/${name}/rspack.config.js`);
    for (const name of [...services.map((service) => service.name), 'gateway']) startWatcher(name, `services/${name}/rspack.config.js`);
  }
  log(`Founder platform is running at http://localhost:${gatewayPort}  (Ctrl-C stops it)`);
}

main().catch((error) => {
  // A PostgresStartError says what to do; anything else is a bug, shown with its stack.
  const message = error instanceof PostgresStartError ? error.message : error?.stack || error?.message || `start-up failed (${String(error)})`;
  process.stderr.write(`[start] ${message}\n`);
  shutdown(1);
});
