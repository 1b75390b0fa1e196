#!/usr/bin/env node
// Login latency through the gateway, and how much of it is password hashing.
//
// Starts its own system from the built bundles (`npx nx run-many -t build -p auth gateway` first):
// an embedded PostgreSQL in a temporary folder, auth and the gateway on free ports. Creates
// accounts, then times POST /api/auth/login through the gateway one call at a time (latency) and
// with several in flight (throughput), and times argon2 verification alone against a hash the
// service stored (so with the service's own parameters, read from the hash).
//   node services/auth/bench/login-latency.js [--logins 300] [--concurrency 4]
const { spawn } = require('node:child_process');
const { randomBytes } = require('node:crypto');
const { chmodSync, mkdtempSync, rmSync } = require('node:fs');
const { tmpdir } = require('node:os');
const { join, resolve } = require('node:path');
const argon2 = require('argon2');
const { Client } = require('pg');
const { startEmbeddedPostgres, ensureDatabase } = require('../../../tools/postgres/embedded-database');
const { waitForHealthy } = require('../../../tools/launcher/wait-for-healthy');
const { freePort } = require('../../../tools/net/free-port');
const { freshIdentityKeys } = require('../../../tools/identity/identity-keys');

const identityKeys = freshIdentityKeys();

const root = resolve(__dirname, '../../..');
const args = process.argv.slice(2);
const option = (name, fallback) => {
  const index = args.indexOf(`--${name}`);
  return index >= 0 ? Number(args[index + 1]) : fallback;
};
const LOGINS = option('logins', 300);
const CONCURRENCY = option('concurrency', 4);
const PASSWORD = 'Secret123';
// Successful logins no longer count against an account (only failures do); accounts still sign in
// 9 times each, as in earlier runs of this bench.
const LOGINS_PER_ACCOUNT = 9;

function startBundle(name, env) {
  const child = spawn(process.execPath, [join(root, `dist/services/${name}/main.js`)], {
    cwd: root,
    env: { ...process.env, LOG_LEVEL: 'error', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  child.on('exit', (code) => {
    if (code && !child.stopping) console.error(`${name} exited with ${code}`);
  });
  return child;
}

function stats(samples) {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)];
  const mean = sorted.reduce((sum, value) => sum + value, 0) / sorted.length;
  return { n: sorted.length, median: at(0.5), p90: at(0.9), p99: at(0.99), mean };
}

const ms = (value) => `${value.toFixed(1).padStart(6)} ms`;
const row = (label, s) => `${label.padEnd(44)} median ${ms(s.median)}   p90 ${ms(s.p90)}   p99 ${ms(s.p99)}   (n=${s.n})`;

async function timed(call) {
  const started = process.hrtime.bigint();
  const response = await call();
  const elapsed = Number(process.hrtime.bigint() - started) / 1e6;
  await response.arrayBuffer();
  return { elapsed, status: response.status };
}

async function main() {
  const work = mkdtempSync(join(tmpdir(), 'founder-login-bench-'));
  chmodSync(work, 0o755);
  const children = [];
  let database;
  try {
    database = await startEmbeddedPostgres({ dataDir: work, port: await freePort() });
    const databaseUrl = await ensureDatabase(database.url, 'founder_bench');
    const secret = randomBytes(32).toString('base64url');
    const authPort = await freePort();
    const gatewayPort = await freePort();
    children.push(startBundle('auth', { DATABASE_URL: databaseUrl, IDENTITY_SECRET: secret, ...identityKeys.services, AUTH_PORT: String(authPort), AUTH_IP_RATE_LIMIT: '1000000' }));
    await waitForHealthy(`http://127.0.0.1:${authPort}/health`, 'auth');
    children.push(startBundle('gateway', { IDENTITY_SECRET: secret, ...identityKeys.gateway, AUTH_URL: `http://127.0.0.1:${authPort}`, GATEWAY_PORT: String(gatewayPort) }));
    await waitForHealthy(`http://127.0.0.1:${gatewayPort}/health`, 'gateway');
    const gateway = `http://127.0.0.1:${gatewayPort}`;
    const auth = `http://127.0.0.1:${authPort}`;
    const post = (base, path, body) => fetch(base + path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

    // Successful logins: one at a time via the gateway and direct, then in flight; plus one for GET /me.
    const accountCount = Math.ceil((3 * LOGINS) / LOGINS_PER_ACCOUNT) + 2;
    const emails = [];
    for (let i = 0; i < accountCount; i += 1) {
      const email = `bench-${i}@example.com`;
      const response = await post(gateway, '/api/auth/signup', { name: 'Bench Mark', email, password: PASSWORD });
      if (response.status !== 201) throw new Error(`sign-up answered ${response.status}`);
      emails.push(email);
    }
    let next = 0;
    const nextEmail = () => emails[Math.floor(next++ / LOGINS_PER_ACCOUNT)];

    // Warm-up: JIT, connection pools.
    for (let i = 0; i < 10; i += 1) await post(gateway, '/api/auth/login', { email: 'nobody@example.com', password: PASSWORD });

    // The hash the service stored carries its parameters: verifying it here costs what the service pays.
    const client = new Client({ connectionString: databaseUrl });
    await client.connect();
    const { rows } = await client.query(`SELECT password FROM "auth"."users" WHERE email = $1`, [emails[0]]);
    await client.end();
    const storedHash = rows[0].password;
    const { headers } = await post(gateway, '/api/auth/login', { email: emails[emails.length - 1], password: PASSWORD });
    const cookie = headers.get('set-cookie').split(';')[0];

    // One call of each kind per round, so every kind sees the same machine load.
    const samples = { viaGateway: [], unknownViaGateway: [], direct: [], hashing: [], me: [] };
    const expect = (status, expected, what) => {
      if (status !== expected) throw new Error(`${what} answered ${status}, expected ${expected}`);
    };
    for (let i = 0; i < LOGINS; i += 1) {
      let result = await timed(() => post(gateway, '/api/auth/login', { email: nextEmail(), password: PASSWORD }));
      expect(result.status, 200, 'login via gateway');
      samples.viaGateway.push(result.elapsed);
      result = await timed(() => post(gateway, '/api/auth/login', { email: `nobody-${i}@example.com`, password: PASSWORD }));
      expect(result.status, 401, 'unknown login via gateway');
      samples.unknownViaGateway.push(result.elapsed);
      result = await timed(() => post(auth, '/api/auth/login', { email: nextEmail(), password: PASSWORD }));
      expect(result.status, 200, 'login direct');
      samples.direct.push(result.elapsed);
      const started = process.hrtime.bigint();
      if (!(await argon2.verify(storedHash, PASSWORD))) throw new Error('verification failed');
      samples.hashing.push(Number(process.hrtime.bigint() - started) / 1e6);
      result = await timed(() => fetch(`${gateway}/api/auth/me`, { headers: { cookie } }));
      expect(result.status, 200, 'me via gateway');
      samples.me.push(result.elapsed);
    }
    const viaGateway = stats(samples.viaGateway);
    const direct = stats(samples.direct);
    const hashing = stats(samples.hashing);
    console.log(`Login latency, ${LOGINS} rounds, one call at a time (${require('node:os').cpus().length} CPUs, load average ${require('node:os').loadavg()[0].toFixed(1)})\n`);
    console.log(row('POST /api/auth/login via gateway (200)', viaGateway));
    console.log(row('  same, unknown email (401, dummy hash)', stats(samples.unknownViaGateway)));
    console.log(row('POST /api/auth/login direct to auth (200)', direct));
    console.log(row(`argon2 verify alone (${storedHash.split('$')[3]})`, hashing));
    console.log(row('GET /api/auth/me via gateway (no hashing)', stats(samples.me)));

    console.log(`\nSplit of the median login via the gateway: hashing ${ms(hashing.median)} (${((100 * hashing.median) / viaGateway.median).toFixed(0)} %), everything else ${ms(viaGateway.median - hashing.median)}`);
    console.log(`Gateway's share (median via gateway - direct): ${ms(viaGateway.median - direct.median)}`);

    // Throughput: several logins in flight; argon2 runs on libuv's 4 threads, bounded by the CPUs.
    const started = Date.now();
    const loadTimes = [];
    let remaining = LOGINS;
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        while (remaining-- > 0) {
          const email = nextEmail();
          loadTimes.push((await timed(() => post(gateway, '/api/auth/login', { email, password: PASSWORD }))).elapsed);
        }
      }),
    );
    const seconds = (Date.now() - started) / 1000;
    console.log(`\n${CONCURRENCY} logins in flight: ${(LOGINS / seconds).toFixed(1)} logins/s`);
    console.log(row(`POST /api/auth/login via gateway, ${CONCURRENCY} in flight`, stats(loadTimes)));
  } finally {
    for (const child of children.reverse()) {
      child.stopping = true;
      child.kill('SIGTERM');
      await new Promise((done) => child.once('exit', done));
    }
    if (database) await database.stop();
    rmSync(work, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error.stack || error.message);
  process.exit(1);
});
