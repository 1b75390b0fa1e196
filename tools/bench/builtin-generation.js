#!/usr/bin/env node
// POST of a whole business plan and pitch deck with the built-in composer (issue 17: generation
// jobs and versions must not make this path slower), for this tree and a baseline commit side by
// side in the same run. Each tree's ideas app runs in process in its own child (supertest against
// a listening server, its own database on one embedded PostgreSQL); rounds alternate between the
// trees so both see the same machine load. Prints the median and p90 of each, in ms, for a
// document written over again on the same idea ('again') and for a new idea's first one ('first').
// The baseline is extracted with `git archive` into a temporary folder (node_modules linked).
//   node tools/bench/builtin-generation.js [--base f38e0f3] [--posts 60] [--warmup 10] [--rounds 6]
const { execFileSync, fork } = require('node:child_process');
const { randomBytes } = require('node:crypto');
const { existsSync, mkdirSync, mkdtempSync, rmSync, symlinkSync } = require('node:fs');
const { loadavg, tmpdir } = require('node:os');
const { join, resolve } = require('node:path');
const { ensureDatabase, startEmbeddedPostgres } = require('../postgres/embedded-database');
const { benchOptions } = require('./autocannon-run');
const { freePort } = require('../net/free-port');
const { freshIdentityKeys } = require('../identity/identity-keys');

const root = resolve(__dirname, '../..');
const argv = process.argv.slice(2);
const baseCommit = argv.includes('--base') ? argv[argv.indexOf('--base') + 1] : 'f38e0f3';
const options = benchOptions(argv, { posts: 60, warmup: 10, rounds: 6 });

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

/** One tree's app in a child process; `run(message)` answers the durations of its POSTs. */
function startWorker(tree, databaseUrl) {
  // The built-in composer: no LLM settings.
  const environment = { ...process.env };
  for (const name of ['LLM_BASE_URL', 'LLM_API_KEY', 'LLM_MODEL']) delete environment[name];
  const child = fork(join(__dirname, 'builtin-generation-worker.js'), [tree.root], {
    execArgv: ['-r', '@swc-node/register'],
    cwd: tree.root,
    // Its logs stay out of the figures; errors come back over IPC.
    silent: true,
    env: { ...environment, DATABASE_URL: databaseUrl, SWC_NODE_PROJECT: join(tree.root, 'tsconfig.base.json'), IDENTITY_SECRET: randomBytes(32).toString('base64url'), ...freshIdentityKeys().services, LOG_LEVEL: 'silent' },
  });
  let pending = null;
  const ready = new Promise((done, fail) => {
    child.on('message', (message) => {
      if (message.error) (pending?.fail ?? fail)(new Error(`${tree.label}: ${message.error}`));
      else if (message.ready) done();
      else pending?.done(message.durations);
      pending = message.ready ? pending : null;
    });
    child.on('exit', (code) => code && fail(new Error(`${tree.label} exited with ${code}`)));
  });
  return {
    ...tree,
    ready,
    run: (message) =>
      new Promise((done, fail) => {
        pending = { done, fail };
        child.send(message);
      }),
    stop: () =>
      new Promise((done) => {
        if (child.exitCode !== null || !child.connected) return done();
        child.once('exit', done);
        child.disconnect();
      }),
  };
}

function stats(durations) {
  const sorted = [...durations].sort((a, b) => a - b);
  const at = (share) => sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))];
  return { median: at(0.5), p90: at(0.9) };
}

async function main() {
  const dataDir = mkdtempSync(join(tmpdir(), 'founder-bench-pg-'));
  const postgres = await startEmbeddedPostgres({ dataDir, port: await freePort(), ownsShutdown: true });
  const workers = [];
  try {
    const trees = [{ label: 'this tree', root }, baselineTree(baseCommit)];
    for (const [index, tree] of trees.entries()) {
      workers.push(startWorker(tree, await ensureDatabase(postgres.url, `bench_generation_${index}`)));
    }
    await Promise.all(workers.map((worker) => worker.ready));
    const cases = ['plan', 'deck'].flatMap((kind) => ['again', 'first'].map((mode) => ({ kind, mode })));
    for (const worker of workers) for (const { kind, mode } of cases) await worker.run({ kind, mode, posts: options.warmup });

    const durations = new Map();
    const perRound = Math.ceil(options.posts / options.rounds);
    for (let round = 0; round < options.rounds; round += 1) {
      // Alternating which tree goes first as well.
      const order = round % 2 ? [...workers].reverse() : workers;
      for (const { kind, mode } of cases) {
        for (const worker of order) {
          const key = `${worker.label}|${kind}|${mode}`;
          durations.set(key, [...(durations.get(key) ?? []), ...(await worker.run({ kind, mode, posts: perRound }))]);
        }
      }
    }

    console.log(`POST of a whole document, built-in composer, in process (supertest, real PostgreSQL); ${perRound * options.rounds} POSTs each after ${options.warmup} warm-ups, ${options.rounds} alternating rounds; load average ${loadavg()[0].toFixed(2)}`);
    console.log(`${'document'.padEnd(22)}${workers.map((worker) => worker.label.padStart(26)).join('')}`);
    for (const { kind, mode } of cases) {
      const cells = workers.map((worker) => {
        const { median, p90 } = stats(durations.get(`${worker.label}|${kind}|${mode}`));
        return `${median.toFixed(1)} ms (p90 ${p90.toFixed(1)})`.padStart(26);
      });
      console.log(`${`${kind === 'plan' ? 'business plan' : 'pitch deck'}, ${mode}`.padEnd(22)}${cells.join('')}`);
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
