#!/usr/bin/env node
// The CPU a hostile JSON body under the 1 MiB size limit costs a service (issue 28 item 1: one
// request with 100,000 keys froze ideas for 28.8 s; the bar is under 50 ms for the worst body).
// Each tree's auth and ideas apps run in process in their own child (json-body-cost-worker.js, a
// real PostgreSQL); this process sends each body over HTTP and reads the child's CPU time before and
// after, so a figure is the server's work alone. This tree and the baseline are measured side by
// side in the same run, one request at a time, alternating. Prints, per body, the status, the CPU
// and wall time (the median of --runs) and the length of the error message.
// The baseline is extracted with `git archive` into a temporary folder (node_modules linked).
//   node tools/bench/json-body-cost.js [--base main] [--runs 3]
const { execFileSync, fork } = require('node:child_process');
const { randomBytes, randomUUID } = require('node:crypto');
const { existsSync, mkdirSync, mkdtempSync, rmSync, symlinkSync } = require('node:fs');
const { loadavg, tmpdir } = require('node:os');
const { join, resolve } = require('node:path');
const { ensureDatabase, startEmbeddedPostgres } = require('../postgres/embedded-database');
const { benchOptions } = require('./autocannon-run');
const { freePort } = require('../net/free-port');
const { BENCH_IDEA } = require('./bench-idea');
const { freshIdentityKeys } = require('../identity/identity-keys');

const root = resolve(__dirname, '../..');
const argv = process.argv.slice(2);
const baseCommit = argv.includes('--base') ? argv[argv.indexOf('--base') + 1] : 'main';
const options = benchOptions(argv, { runs: 3 });
const BODY_LIMIT_BYTES = 1024 * 1024;

/** `count` distinct short keys (base 36), each with the value 0. */
const manyKeys = (count) => Object.fromEntries(Array.from({ length: count }, (_, index) => [index.toString(36), 0]));
/** `{"a":{"a":...1...}}`, `depth` levels. */
const nestedObjects = (depth) => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;
const login = { email: 'ada@example.com', password: 'Secret123' };

/** The bodies: the attacks of the issue, and the largest bodies the new bounds still let through. */
const idea = { ...BENCH_IDEA, email: 'ada@example.com' };
/** `keys` keys each holding an array of `items` zeros: 1 + keys x (1 + items) values. */
const wide = (keys, items) => Object.fromEntries(Array.from({ length: keys }, (_, index) => [`k${index}`, new Array(items).fill(0)]));
const CASES = [
  { label: 'a valid idea (reference)', service: 'ideas', path: '/api/startup-ideas', body: JSON.stringify(idea) },
  { label: '100,000 keys', service: 'ideas', path: '/api/startup-ideas', body: JSON.stringify({ ...idea, ...manyKeys(100_000) }) },
  { label: '60,000 keys', service: 'ideas', path: '/api/startup-ideas', body: JSON.stringify({ ...idea, ...manyKeys(60_000) }) },
  { label: '60,000 keys, login', service: 'auth', path: '/api/auth/login', body: JSON.stringify({ ...login, ...manyKeys(60_000) }) },
  { label: '60,000 keys one level down', service: 'ideas', path: '/api/startup-ideas', body: JSON.stringify({ ...idea, ideaTitle: manyKeys(60_000) }) },
  { label: 'objects nested 100,000 deep', service: 'ideas', path: '/api/startup-ideas', body: `{"ideaTitle":${nestedObjects(100_000)}}` },
  { label: 'arrays nested 500,000 deep', service: 'ideas', path: '/api/startup-ideas', body: `${'['.repeat(500_000)}${']'.repeat(500_000)}` },
  { label: 'an array of 500,000 numbers', service: 'ideas', path: '/api/startup-ideas', body: JSON.stringify({ ...idea, ideaTitle: new Array(500_000).fill(0) }) },
  { label: 'an array of 300,000 objects', service: 'ideas', path: '/api/startup-ideas', body: JSON.stringify(new Array(300_000).fill({})) },
  { label: 'an array of 300,000 objects, login', service: 'auth', path: '/api/auth/login', body: JSON.stringify(new Array(300_000).fill({})) },
  // The worst the bounds let through (bounded-input.ts): 200 keys per object, 10,000 values.
  { label: '200 unknown keys (the bound)', service: 'ideas', path: '/api/startup-ideas', body: JSON.stringify({ ...manyKeys(200) }) },
  { label: '200 unknown keys, login', service: 'auth', path: '/api/auth/login', body: JSON.stringify({ ...manyKeys(200) }) },
  { label: '200 keys x 48 values (9,801)', service: 'ideas', path: '/api/startup-ideas', body: JSON.stringify(wide(200, 48)) },
  { label: '200 keys x 48 values, login', service: 'auth', path: '/api/auth/login', body: JSON.stringify(wide(200, 48)) },
  { label: '9 fields x 1,000 items (9,010)', service: 'ideas', path: '/api/startup-ideas', body: JSON.stringify({ ...idea, ...Object.fromEntries(Object.keys(idea).slice(0, 9).map((key) => [key, new Array(1000).fill('x')])) }) },
];

/** The baseline's files at `commit` (once per commit), with this tree's node_modules. */
function baselineTree(commit) {
  const sha = execFileSync('git', ['rev-parse', '--short=12', commit], { cwd: root, encoding: 'utf8' }).trim();
  const tree = join(tmpdir(), `founder-bench-base-${sha}`);
  if (!existsSync(join(tree, 'package.json'))) {
    mkdirSync(tree, { recursive: true });
    execFileSync('sh', ['-c', `git archive ${sha} | tar -x -C ${tree}`], { cwd: root });
    symlinkSync(join(root, 'node_modules'), join(tree, 'node_modules'));
  }
  return { label: `baseline ${sha.slice(0, 7)}`, root: tree };
}

/** One tree's apps in a child process; `cpuMs()` answers the child's CPU time so far. */
function startWorker(tree, databaseUrl) {
  const environment = { ...process.env };
  for (const name of ['LLM_BASE_URL', 'LLM_API_KEY', 'LLM_MODEL']) delete environment[name];
  const child = fork(join(__dirname, 'json-body-cost-worker.js'), [tree.root], {
    execArgv: ['-r', '@swc-node/register'],
    cwd: tree.root,
    silent: true,
    env: { ...environment, DATABASE_URL: databaseUrl, SWC_NODE_PROJECT: join(tree.root, 'tsconfig.base.json'), IDENTITY_SECRET: randomBytes(32).toString('base64url'), ...freshIdentityKeys().services, LOG_LEVEL: 'silent' },
  });
  let pending = null;
  const ready = new Promise((done, fail) => {
    child.on('message', (message) => {
      if (message.error) fail(new Error(`${tree.label}: ${message.error}`));
      else if (message.ready) done(message.ports);
      else pending?.(message.cpuMs);
    });
    child.on('exit', (code) => code && fail(new Error(`${tree.label} exited with ${code}`)));
  });
  return {
    ...tree,
    ready,
    cpuMs: () =>
      new Promise((done) => {
        pending = done;
        child.send('cpu');
      }),
    stop: () =>
      new Promise((done) => {
        if (child.exitCode !== null || !child.connected) return done();
        child.once('exit', done);
        child.disconnect();
      }),
  };
}

/** One POST of `body`, from a new browser and address each time so no rate limit answers first. */
async function measure(worker, { service, path, body }) {
  const before = await worker.cpuMs();
  const started = process.hrtime.bigint();
  const response = await fetch(`http://127.0.0.1:${worker.ports[service]}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: `founder_owner=${randomUUID()}`, 'x-forwarded-for': `10.9.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}` },
    body,
  });
  const text = await response.text();
  const wallMs = Number(process.hrtime.bigint() - started) / 1e6;
  const cpuMs = (await worker.cpuMs()) - before;
  let message = '';
  try {
    message = String(JSON.parse(text).message ?? '');
  } catch {
    message = text;
  }
  return { status: response.status, cpuMs, wallMs, message };
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function main() {
  for (const { label, body } of CASES) if (Buffer.byteLength(body) > BODY_LIMIT_BYTES) throw new Error(`${label} is over the body limit`);
  const dataDir = mkdtempSync(join(tmpdir(), 'founder-bench-pg-'));
  const postgres = await startEmbeddedPostgres({ dataDir, port: await freePort(), ownsShutdown: true });
  const workers = [];
  try {
    const trees = [{ label: 'this tree', root }, baselineTree(baseCommit)];
    for (const [index, tree] of trees.entries()) workers.push(startWorker(tree, await ensureDatabase(postgres.url, `bench_json_body_${index}`)));
    for (const worker of workers) worker.ports = await worker.ready;
    // Warm-up: the first request of an app compiles its paths.
    for (const worker of workers) for (const item of CASES.slice(0, 1)) await measure(worker, item);

    console.log(`A hostile JSON body under the 1 MiB limit, POSTed to the service in process (real PostgreSQL): server CPU and wall time, median of ${options.runs} runs, alternating trees; load average ${loadavg()[0].toFixed(2)}`);
    console.log(`${'body'.padEnd(38)}${'bytes'.padStart(9)}${workers.map((worker) => worker.label.padStart(44)).join('')}`);
    for (const item of CASES) {
      const results = new Map(workers.map((worker) => [worker, []]));
      for (let run = 0; run < options.runs; run += 1) {
        for (const worker of run % 2 ? [...workers].reverse() : workers) results.get(worker).push(await measure(worker, item));
      }
      const cells = workers.map((worker) => {
        const runs = results.get(worker);
        const { status, message } = runs[0];
        return `${status} cpu ${median(runs.map((run) => run.cpuMs)).toFixed(0)} ms wall ${median(runs.map((run) => run.wallMs)).toFixed(0)} ms msg ${message.length} ch`.padStart(44);
      });
      console.log(`${`${item.label} (${item.service})`.padEnd(38)}${String(Buffer.byteLength(item.body)).padStart(9)}${cells.join('')}`);
      for (const worker of workers) console.log(`${''.padEnd(10)}${worker.label}: ${JSON.stringify(results.get(worker)[0].message.slice(0, 110))}`);
    }
  } finally {
    await Promise.all(workers.map((worker) => worker.stop()));
    await postgres.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
