#!/usr/bin/env node
// GET /api/ideas with 100,000 ideas of one owner (issue 16: first page under 20 ms and 20 KB, the
// ideas service under 300 MB while it runs). Seeds them in one INSERT ... SELECT generate_series,
// times the first page and a page deep in the list through the gateway, for the signed-in
// founder and by email, samples the ideas service's RSS all along, and prints beside each the
// baseline: the same page's SQL run directly on PostgreSQL, and the service's RSS before. The
// seeded ideas are deleted at the end. Needs the product running (`npm start`); reads
// DATABASE_URL, or the embedded PostgreSQL on EMBEDDED_PG_PORT.
//   node tools/bench/ideas-list-100k.js [--ideas 100000] [--requests 200]
const { execFileSync } = require('node:child_process');
const { randomUUID } = require('node:crypto');
const { readFileSync } = require('node:fs');
const { loadavg } = require('node:os');
const { Client } = require('pg');
const { withDatabase } = require('../postgres/embedded-database');
const { benchOptions } = require('./autocannon-run');
const { BENCH_IDEA } = require('./bench-idea');

const options = benchOptions(process.argv.slice(2), { ideas: 100_000, requests: 200 });
const gateway = `http://127.0.0.1:${process.env.GATEWAY_PORT || 4200}`;
const ideasPort = Number(process.env.IDEAS_PORT || 4302);
const databaseUrl = process.env.DATABASE_URL || withDatabase(`postgres://postgres:postgres@127.0.0.1:${process.env.EMBEDDED_PG_PORT || 54320}/`, 'founder');


// The session list's first page as the service asks for it (IdeasService.summaries).
const FIRST_PAGE_SQL = `SELECT id, idea_title, left(description, 200), industry, stage, validation_score, created_at,
    ARRAY(SELECT kind FROM "ideas"."idea_documents" d WHERE d.idea_id = i.id ORDER BY kind)
  FROM "ideas"."startup_ideas" i WHERE owner_user_id = $1 AND NOT is_demo ORDER BY created_at DESC, id DESC LIMIT 21`;

async function call(path, { method = 'GET', body, cookie } = {}) {
  const response = await fetch(gateway + path, {
    method,
    headers: { ...(body ? { 'content-type': 'application/json' } : {}), ...(cookie ? { cookie } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${text.slice(0, 200)}`);
  return { response, text };
}

function ideasServicePid() {
  const listing = execFileSync('ss', ['-Hltnp', `sport = :${ideasPort}`], { encoding: 'utf8' });
  const pid = /pid=(\d+)/.exec(listing)?.[1];
  if (!pid) throw new Error(`no process listens on the ideas port ${ideasPort}`);
  return Number(pid);
}

function rssMb(pid) {
  return Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))[1]) / 1024;
}

/** Median and 95th percentile of `times` runs of `work`, in ms. */
async function timed(times, work) {
  const durations = [];
  for (let i = 0; i < times; i += 1) {
    const started = process.hrtime.bigint();
    await work();
    durations.push(Number(process.hrtime.bigint() - started) / 1e6);
  }
  durations.sort((a, b) => a - b);
  return { median: durations[Math.floor(times / 2)], p95: durations[Math.floor(times * 0.95)] };
}

/** The first index a query plan reads, depth first. */
const indexOf = (node) => node['Index Name'] ?? (node.Plans ?? []).map(indexOf).find(Boolean);

const ms = ({ median, p95 }) => `median ${median.toFixed(1)} ms, p95 ${p95.toFixed(1)} ms`;

async function main() {
  const pid = ideasServicePid();
  const rssBefore = rssMb(pid);
  let rssPeak = rssBefore;
  const sampler = setInterval(() => (rssPeak = Math.max(rssPeak, rssMb(pid))), 50);

  const email = `bench-${randomUUID()}@example.com`;
  const signUp = await call('/api/auth/signup', { method: 'POST', body: { name: 'Bench Founder', email, password: 'Bench12345' } });
  const cookie = signUp.response.headers.get('set-cookie').split(';')[0];
  const { id: userId } = JSON.parse(signUp.text);
  const template = JSON.parse((await call('/api/startup-ideas', { method: 'POST', body: { ...BENCH_IDEA, email }, cookie })).text);

  const database = new Client({ connectionString: databaseUrl });
  await database.connect();
  try {
    let started = Date.now();
    await database.query(
      `INSERT INTO "ideas"."startup_ideas" (name, email, idea_title, description, industry, stage, target_market, problem_statement,
         solution_approach, competitive_advantage, revenue_model, analysis, validation_score, analysis_status, owner_user_id, created_at)
       SELECT name, email, 'Idea ' || n, description, industry, stage, target_market, problem_statement, solution_approach,
         competitive_advantage, revenue_model, analysis, validation_score, analysis_status, owner_user_id, created_at - n * interval '1 second'
       FROM "ideas"."startup_ideas", generate_series(1, $2) AS n WHERE id = $1`,
      [template.id, options.ideas - 1],
    );
    await database.query('ANALYZE "ideas"."startup_ideas"');
    console.log(`seeded ${options.ideas} ideas for user ${userId} in ${((Date.now() - started) / 1000).toFixed(1)} s; load average ${loadavg().map((load) => load.toFixed(2)).join(' ')}`);

    const sessionPage = '/api/ideas';
    const first = await call(sessionPage, { cookie });
    const page = JSON.parse(first.text);
    const gzipped = (await fetch(gateway + sessionPage, { headers: { cookie, 'accept-encoding': 'gzip' } })).headers.get('content-encoding');
    for (let i = 0; i < 20; i += 1) await call(sessionPage, { cookie });

    const baseline = await timed(options.requests, () => database.query(FIRST_PAGE_SQL, [userId]));
    started = Date.now();
    const session = await timed(options.requests, () => call(sessionPage, { cookie }));
    const byEmail = await timed(options.requests, () => call(`/api/ideas?email=${encodeURIComponent(email)}`, { cookie }));
    // Page 50: the cursor reaches it as fast as the first.
    let cursor = page.nextCursor;
    for (let i = 2; i < 50; i += 1) cursor = JSON.parse((await call(`/api/ideas?cursor=${cursor}`, { cookie })).text).nextCursor;
    const deep = await timed(options.requests, () => call(`/api/ideas?cursor=${cursor}`, { cookie }));
    const plan = (await database.query(`EXPLAIN (ANALYZE, FORMAT JSON) ${FIRST_PAGE_SQL}`, [userId])).rows[0]['QUERY PLAN'][0];

    console.log(`\nfirst page: ${page.items.length} summaries, ${Buffer.byteLength(first.text)} bytes of JSON (${gzipped ?? 'identity'} on the wire when asked), target < 20480`);
    console.log(`  GET /api/ideas (session)        ${ms(session)}   target < 20 ms`);
    console.log(`  GET /api/ideas?email=           ${ms(byEmail)}`);
    console.log(`  GET /api/ideas?cursor= (page 50) ${ms(deep)}`);
    console.log(`  baseline: the same SQL on PostgreSQL ${ms(baseline)}; its plan reads ${indexOf(plan.Plan) ?? 'no index'}, ${plan['Execution Time'].toFixed(2)} ms`);
    console.log(`ideas service RSS: ${rssBefore.toFixed(0)} MB before (baseline), peak ${rssPeak.toFixed(0)} MB while it ran, target < 300 MB`);
  } finally {
    clearInterval(sampler);
    await database.query('DELETE FROM "ideas"."startup_ideas" WHERE owner_user_id = $1', [userId]);
    await database.end();
  }
}

main().catch((error) => {
  console.error(error.message);
  process.exit(1);
});
