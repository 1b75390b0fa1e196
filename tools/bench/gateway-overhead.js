#!/usr/bin/env node
// The API's cost per layer for its hot calls, in one run: the same SQL in a bare Fastify handler
// (and, for auth, a bare Express handler), the service called directly, and the service through
// the gateway; ratios are against the bare Fastify handler (issue 33: through the gateway >= 0.5x
// its throughput, p99 <= 2x its p99). Calls: the waitlist count, an idea read, a signed-in
// founder's GET /api/auth/me (auth directly with an assertion signed by the launcher's key in
// DATA_DIR), the first page of GET /api/events (anonymous, asked with no-cache), and POST /api/startup-ideas (anonymous; start the product with
// IDEAS_CLIENT_RATE_LIMIT=100000000 or its hourly limit answers 429). The idea read also runs
// through a bare proxy (bare-proxy.js), the floor of any proxy, and prints the gateway's ratios to
// it. Needs the product running (`npm start`); reads DATABASE_URL, or the embedded PostgreSQL on
// EMBEDDED_PG_PORT. Beside each layer: the CPU time its server processes used per request (Linux
// /proc; the process listening on each port), a figure that other work on the machine changes far
// less than throughput. The count is public and shared by the gateway for a second
// (proxy/shared-cache.ts): 'gateway uncached' asks with Cache-Control: no-cache.
// Each layer is warmed up (1 s, not counted) before it is measured. On a 2-core machine one run's
// p99 moves by 2x with whatever else runs, so the summary is the median, over rounds, of each
// round's ratios (layers of one round run back to back, under the same conditions).
//   node tools/bench/gateway-overhead.js [--duration 10] [--connections 10] [--rounds 3] [--calls count,idea,me,create,events]
const { spawn, execFileSync } = require('node:child_process');
const { createHash, createPrivateKey } = require('node:crypto');
const { readFileSync } = require('node:fs');
const { loadavg } = require('node:os');
const { join } = require('node:path');
const { createInterface } = require('node:readline');
const { withDatabase } = require('../postgres/embedded-database');
const { benchOptions, run, row } = require('./autocannon-run');
const { BENCH_IDEA } = require('./bench-idea');
const { GATEWAY_YOUNG_GENERATION_FLAG } = require('../launcher/node-flags');
const { launcherIdentityKeys } = require('../identity/identity-keys');

const options = benchOptions();
const rounds = benchOptions(process.argv.slice(2), { rounds: 3 }).rounds;
const callsIndex = process.argv.indexOf('--calls');
const calls = new Set((callsIndex >= 0 ? process.argv[callsIndex + 1] : 'count,idea,me,create,events').split(','));
const WARM_UP_SECONDS = 1;
const local = (port) => `http://127.0.0.1:${port}`;
const ports = {
  gateway: process.env.GATEWAY_PORT || 4200,
  auth: process.env.AUTH_PORT || 4301,
  ideas: process.env.IDEAS_PORT || 4302,
  community: process.env.COMMUNITY_PORT || 4303,
};
const gateway = local(ports.gateway);
const auth = local(ports.auth);
const ideas = local(ports.ideas);
const community = local(ports.community);
const databaseUrl = process.env.DATABASE_URL || withDatabase(`postgres://postgres:postgres@127.0.0.1:${process.env.EMBEDDED_PG_PORT || 54320}/`, 'founder');


/** A browser's idea with its analysis, plan and deck (the 26 KB row), and its owner cookie. */
async function benchIdea() {
  const post = (path, body, cookie) =>
    fetch(gateway + path, { method: 'POST', headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) }, body: JSON.stringify(body) });
  const created = await post('/api/startup-ideas', { ...BENCH_IDEA, email: 'bench@example.com' });
  if (created.status !== 201) throw new Error(`submitting the bench idea answered ${created.status}`);
  const cookie = created.headers.get('set-cookie').split(';')[0];
  const { id } = await created.json();
  for (const kind of ['business-plan', 'pitch-deck']) await post(`/api/startup-ideas/${id}/${kind}`, {}, cookie);
  const bytes = (await (await fetch(`${gateway}/api/ideas/${id}`, { headers: { cookie } })).arrayBuffer()).byteLength;
  return { id, cookie, bytes };
}

/** A founder signed up through the gateway: their session cookie and user id. */
async function signedInFounder() {
  const email = `bench-me-${Date.now()}@example.com`;
  const signUp = await fetch(`${gateway}/api/auth/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'Bench12345', name: 'Bench Founder' }),
  });
  if (signUp.status !== 201) throw new Error(`signing up the bench founder answered ${signUp.status}`);
  const cookie = signUp.headers.getSetCookie().map((line) => line.split(';')[0]).join('; ');
  const me = await (await fetch(`${gateway}/api/auth/me`, { headers: { cookie } })).json();
  return { cookie, userId: me.id, sessionToken: /founder_session=([^;]+)/.exec(cookie)[1] };
}

/**
 * The assertion the gateway would forward for this founder (libs/identity's claims), signed with the
 * launcher's key, so auth can be called directly; 30 s, so one is signed per measured layer.
 */
async function identityAssertion(founder) {
  const { SignJWT } = require('jose');
  const { Client } = require('pg');
  const { gateway: keys } = launcherIdentityKeys(process.env, process.env.DATA_DIR || join(__dirname, '../../.data'));
  const database = new Client({ connectionString: databaseUrl });
  await database.connect();
  const tokenHash = createHash('sha256').update(founder.sessionToken).digest('hex');
  const { rows } = await database.query('SELECT id FROM "auth"."sessions" WHERE token_hash = $1', [tokenHash]).finally(() => database.end());
  return new SignJWT({ sid: rows[0].id, email: null })
    .setProtectedHeader({ alg: 'EdDSA', kid: keys.IDENTITY_SIGNING_KEY_ID })
    .setSubject(String(founder.userId))
    .setIssuer('founder-gateway')
    .setAudience('founder-services')
    .setIssuedAt()
    .setExpirationTime('30s')
    .sign(createPrivateKey(keys.IDENTITY_SIGNING_KEY));
}

/** The pid listening on a local port (ss), or null. */
function pidOnPort(port) {
  const line = execFileSync('ss', ['-ltnpH', `sport = :${port}`], { encoding: 'utf8' });
  return Number(/pid=(\d+)/.exec(line)?.[1]) || null;
}

/** User + system CPU seconds of a process so far. */
function cpuSeconds(pid) {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

/** Starts one of the floors (bare-handlers.js, bare-proxy.js) as a child process; resolves to the ports it prints. */
function startFloor(script, argument, nodeFlags = []) {
  const child = spawn(process.execPath, [...nodeFlags, join(__dirname, script), argument], { stdio: ['ignore', 'pipe', 'inherit'] });
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`${script} exited (${code})`)));
    createInterface({ input: child.stdout }).once('line', (line) => resolve({ ...JSON.parse(line), stop: () => child.kill() }));
  });
}

/** Runs each layer (warmed up first) and prints its row; returns each layer's result by label. */
async function measure(title, layers, headers, request = {}) {
  console.log(`\n${title}`);
  const results = [];
  for (const [label, url, ports, layerHeaders] of layers) {
    const own = typeof layerHeaders === 'function' ? await layerHeaders() : layerHeaders;
    const layerOptions = { ...options, ...request, headers: { ...headers, ...own } };
    await run(url, { ...layerOptions, duration: WARM_UP_SECONDS });
    const pids = ports.map(pidOnPort).filter(Boolean);
    const before = pids.map(cpuSeconds);
    const result = await run(url, layerOptions);
    const cpu = pids.map((pid, index) => Math.round(((cpuSeconds(pid) - before[index]) * 1e6) / result.requests.total));
    results.push([label, result]);
    console.log(`${row(label, result, 16)}   CPU per request ${cpu.join(' + ')} us`);
  }
  return new Map(results);
}

/** Each layer's throughput and p99 as ratios to the base layer's, in the same round. */
function ratiosTo(base, results, labels) {
  const floor = results.get(base);
  return labels.map((label) => {
    const result = results.get(label);
    return {
      label,
      throughput: result.requests.average / floor.requests.average,
      p99: result.latency.p99 / Math.max(floor.latency.p99, 1),
    };
  });
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

/** Each layer's ratios in every round, and their medians (issue 16's target: throughput >= 0.5x, p99 <= 1.5x). */
function printRatios(title, rounds, base = 'the bare Fastify handler') {
  console.log(`\n${title}: ratios to ${base}, each round, and the median`);
  for (const { label } of rounds[0]) {
    const mine = rounds.map((round) => round.find((ratio) => ratio.label === label));
    const list = (key) => mine.map((ratio) => ratio[key].toFixed(2)).join(' ');
    const throughput = median(mine.map((ratio) => ratio.throughput));
    const p99 = median(mine.map((ratio) => ratio.p99));
    console.log(`  ${label.padEnd(16)} throughput ${list('throughput')}  median ${throughput.toFixed(2)}x   p99 ${list('p99')}  median ${p99.toFixed(2)}x`);
  }
}

async function main() {
  const idea = await benchIdea();
  const founder = calls.has('me') ? await signedInFounder() : null;
  const bare = await startFloor('bare-handlers.js', databaseUrl);
  // With the gateway's young generation, so the floor is the best a proxy does here.
  const proxy = await startFloor('bare-proxy.js', ideas, [GATEWAY_YOUNG_GENERATION_FLAG]);
  try {
    console.log(`${options.connections} connections, ${options.duration} s per layer, ${rounds} round(s); idea ${idea.id} is ${idea.bytes} bytes of JSON`);
    const summaries = [];
    const summary = (title, base = 'the bare Fastify handler') => {
      const entry = { title, base, rounds: [] };
      summaries.push(entry);
      return entry.rounds;
    };
    const countRounds = calls.has('count') && summary('GET /api/waitlist/count');
    const ideaRounds = calls.has('idea') && summary('GET /api/ideas/{id}');
    const proxyRounds = calls.has('idea') && summary('GET /api/ideas/{id}', 'the bare proxy');
    const meRounds = calls.has('me') && summary('GET /api/auth/me, signed in');
    const createRounds = calls.has('create') && summary('POST /api/startup-ideas');
    const eventsRounds = calls.has('events') && summary('GET /api/events');
    for (let round = 1; round <= rounds; round += 1) {
      console.log(`\nround ${round}, load average ${loadavg().map((load) => load.toFixed(2)).join(' ')}`);
      if (countRounds) {
        const count = '/api/waitlist/count';
        const countResults = await measure(`GET ${count}`, [
          ['bare Fastify', local(bare.fastify) + count, [bare.fastify]],
          ['bare Express', local(bare.express) + count, [bare.express]],
          ['auth direct', auth + count, [ports.auth]],
          ['gateway', gateway + count, [ports.gateway, ports.auth]],
          // The same through the gateway without its shared cache (a client asking for a fresh answer).
          ['gateway uncached', gateway + count, [ports.gateway, ports.auth], { 'cache-control': 'no-cache' }],
        ]);
        countRounds.push(ratiosTo('bare Fastify', countResults, ['bare Express', 'auth direct', 'gateway', 'gateway uncached']));
      }
      if (ideaRounds) {
        const one = `/api/ideas/${idea.id}`;
        const ideaResults = await measure(
          'GET /api/ideas/{id}',
          [
            ['bare Fastify', local(bare.fastify) + one, [bare.fastify]],
            ['ideas direct', ideas + one, [ports.ideas]],
            // Any proxy's floor: one more process and hop in front of the same service.
            ['bare proxy', local(proxy.proxy) + one, [proxy.proxy, ports.ideas]],
            ['gateway', gateway + one, [ports.gateway, ports.ideas]],
          ],
          { cookie: idea.cookie },
        );
        ideaRounds.push(ratiosTo('bare Fastify', ideaResults, ['ideas direct', 'bare proxy', 'gateway']));
        proxyRounds.push(ratiosTo('bare proxy', ideaResults, ['gateway']));
      }
      if (meRounds) {
        const me = '/api/auth/me';
        const meResults = await measure(
          'GET /api/auth/me, signed in',
          [
            ['bare Fastify', local(bare.fastify) + me, [bare.fastify]],
            ['auth direct', auth + me, [ports.auth], async () => ({ 'x-founder-identity': await identityAssertion(founder) })],
            ['gateway', gateway + me, [ports.gateway, ports.auth]],
          ],
          { cookie: founder.cookie },
        );
        meRounds.push(ratiosTo('bare Fastify', meResults, ['auth direct', 'gateway']));
      }
      if (createRounds) {
        const create = '/api/startup-ideas';
        // Anonymous, no owner cookie: each submission is a new browser's, counted per client address.
        // Each one's description differs (autocannon's [<id>]): founders submit different ideas, and
        // the service keeps its latest readings of an idea's text.
        const description = `${BENCH_IDEA.description} Submission [<id>].`;
        const submission = { method: 'POST', idReplacement: true, body: JSON.stringify({ ...BENCH_IDEA, description, email: 'bench-create@example.com' }) };
        const createResults = await measure(
          'POST /api/startup-ideas',
          [
            ['bare Fastify', local(bare.fastify) + create, [bare.fastify]],
            ['ideas direct', ideas + create, [ports.ideas]],
            ['gateway', gateway + create, [ports.gateway, ports.ideas], { origin: gateway }],
          ],
          { 'content-type': 'application/json' },
          submission,
        );
        createRounds.push(ratiosTo('bare Fastify', createResults, ['ideas direct', 'gateway']));
      }
      if (eventsRounds) {
        const events = '/api/events';
        const eventsResults = await measure('GET /api/events (first page, anonymous)', [
          ['bare Fastify', local(bare.fastify) + events, [bare.fastify]],
          ['community direct', community + events, [ports.community]],
          ['gateway', gateway + events, [ports.gateway, ports.community]],
        ], { 'cache-control': 'no-cache' });
        eventsRounds.push(ratiosTo('bare Fastify', eventsResults, ['community direct', 'gateway']));
      }
    }
    for (const { title, base, rounds: ratios } of summaries) printRatios(title, ratios, base);
  } finally {
    bare.stop();
    proxy.stop();
  }
}

main().catch((error) => {
  console.error(error.message);
  process.exit(1);
});
