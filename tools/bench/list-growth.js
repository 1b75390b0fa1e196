#!/usr/bin/env node
// Lists as they grow (issue 33 item 7): seeds 1k, 10k and 100k rows per list straight into
// PostgreSQL (INSERT ... SELECT generate_series), then times through the gateway the first page and a
// page deep in the list (reached by following nextCursor), median of --requests calls. Beside them,
// the baseline: where the list paged, sorted or counted another way before, that query (the events'
// OFFSET page with the sort computed per row; the investors' score computed, counted and sorted over
// every visible row; the members' whole team) run directly on PostgreSQL at the same size, and the
// machine's 1-minute load average when the row was measured. It prints the plan of each list query
// and filter (EXPLAIN ANALYZE: which index it reads), before and now where it changed. The seeded rows are
// deleted at the end. Needs the product running (`npm start`); reads DATABASE_URL, or the embedded
// PostgreSQL on EMBEDDED_PG_PORT.
//   node tools/bench/list-growth.js [--sizes 1000,10000,100000] [--requests 50] [--depth 50]
const { randomUUID } = require('node:crypto');
const { loadavg } = require('node:os');
const { Client } = require('pg');
const { withDatabase } = require('../postgres/embedded-database');

const argument = (name, fallback) => {
  const at = process.argv.indexOf(`--${name}`);
  return at === -1 ? fallback : process.argv[at + 1];
};
const sizes = String(argument('sizes', '1000,10000,100000')).split(',').map(Number);
const requests = Number(argument('requests', 50));
const depth = Number(argument('depth', 50));
const gateway = `http://127.0.0.1:${process.env.GATEWAY_PORT || 4200}`;
const databaseUrl = process.env.DATABASE_URL || withDatabase(`postgres://postgres:postgres@127.0.0.1:${process.env.EMBEDDED_PG_PORT || 54320}/`, 'founder');
// Seeded rows carry this mark (events' title, profiles' user ids, investors' owner) so they are removed after.
const MARK = `bench-${randomUUID().slice(0, 8)}`;
const PROFILE_USER_BASE = 1_000_000_000;

async function call(path, { method = 'GET', body, cookie } = {}) {
  const response = await fetch(gateway + path, {
    method,
    headers: { ...(body ? { 'content-type': 'application/json' } : {}), ...(cookie ? { cookie } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${text.slice(0, 200)}`);
  return { response, body: JSON.parse(text) };
}

async function median(work) {
  for (let i = 0; i < 3; i += 1) await work();
  const durations = [];
  for (let i = 0; i < requests; i += 1) {
    const started = process.hrtime.bigint();
    await work();
    durations.push(Number(process.hrtime.bigint() - started) / 1e6);
  }
  durations.sort((a, b) => a - b);
  return durations[Math.floor(durations.length / 2)];
}

/** The cursor of page `depth` (or of the last page there is), following nextCursor from the first. */
async function deepCursor(path, cookie) {
  let cursor = null;
  for (let page = 1; page < depth; page += 1) {
    const query = [path.includes('limit=') ? null : 'limit=50', cursor ? `cursor=${cursor}` : null].filter(Boolean).join('&');
    const next = (await call(`${path}${path.includes('?') ? '&' : '?'}${query}`, { cookie })).body.nextCursor;
    if (!next) break;
    cursor = next;
  }
  return cursor;
}

/** The indexes a plan reads, or 'Seq Scan' where it reads a whole table; and its execution time. */
function planSummary(plan) {
  const reads = [];
  const walk = (node) => {
    if (node['Index Name']) reads.push(`${node['Node Type']} ${node['Index Name']}`);
    else if (node['Node Type'] === 'Seq Scan') reads.push(`Seq Scan ${node['Relation Name']}`);
    (node.Plans ?? []).forEach(walk);
  };
  walk(plan.Plan);
  return `${[...new Set(reads)].join(' + ')}; ${plan['Execution Time'].toFixed(2)} ms`;
}

async function explain(database, sql, parameters = []) {
  return planSummary((await database.query(`EXPLAIN (ANALYZE, FORMAT JSON) ${sql}`, parameters)).rows[0]['QUERY PLAN'][0]);
}

// The events list before issue 33: the order computed per row (upcoming first), a page by OFFSET.
const EVENTS_OFFSET_SQL = (offset) => `SELECT * FROM "community"."events" event
  ORDER BY CASE WHEN event.status = 'upcoming' AND event.start_date > now() THEN 0 ELSE 1 END,
    CASE WHEN event.status = 'upcoming' AND event.start_date > now() THEN extract(epoch FROM event.start_date) ELSE -extract(epoch FROM event.start_date) END, event.id
  LIMIT 21 OFFSET ${offset}`;
// The events list now (EventsService.list): its upcoming part and its past part, each one index range.
const EVENTS_UPCOMING_SQL = (filter = 'true') => `SELECT * FROM "community"."events" event WHERE ${filter} AND event.status = 'upcoming' AND event.start_date > now()
  ORDER BY event.start_date, event.id LIMIT 21`;
const EVENTS_PAST_SQL = `SELECT * FROM "community"."events" event WHERE event.status = 'upcoming' AND event.start_date <= now()
  AND (event.start_date, event.id) < (now() - interval '20 days', 2147483647) ORDER BY event.start_date DESC, event.id DESC LIMIT 21`;
const PROFILES_SQL = (filter = 'true') => `SELECT * FROM "community"."networking_profiles" profile WHERE profile.visibility = 'public' AND ${filter}
  ORDER BY profile.updated_at DESC, profile.id DESC LIMIT 21`;

// The investors list before issue 33 item 7 (for a FinTech company at Seed raising $2.5M): its three
// statements, the score computed per visible row to count, to sort a page and to count what is visible.
const OLD_SCORE_SQL = `((CASE WHEN 'FinTech' = ANY(industries) THEN 40 ELSE 0 END) + (CASE WHEN 'Seed' = ANY(stages) THEN 30 WHEN stages && ARRAY['Pre-Seed', 'Series A']::varchar[] THEN 12 ELSE 0 END)
    + (CASE WHEN check_size_min > 2500000 OR check_size_max * 10 < 2500000 THEN 0 WHEN check_size_max * 4 >= 2500000 THEN 20 ELSE 10 END) + coalesce(round(response_rate / 10.0), 0))::int`;
const OLD_INVESTORS_SQL = (after = 'true') => `SELECT id FROM "ideas"."investors" investor WHERE (investor.owner_id IS NULL OR investor.owner_id = $1) AND ${after}
  ORDER BY ${OLD_SCORE_SQL} DESC, id LIMIT 21`;
const OLD_INVESTORS_COUNTS_SQL = `SELECT count(*)::int, (count(*) FILTER (WHERE ${OLD_SCORE_SQL} >= 90))::int FROM "ideas"."investors" investor WHERE investor.owner_id IS NULL OR investor.owner_id = $1`;
const OLD_INVESTORS_VISIBLE_SQL = `SELECT count(*)::int FROM "ideas"."investors" investor WHERE investor.owner_id IS NULL OR investor.owner_id = $1`;
async function oldInvestorsList(database, userId, after) {
  await database.query(OLD_INVESTORS_COUNTS_SQL, [userId]);
  await database.query(OLD_INVESTORS_SQL(after), [userId]);
  await database.query(OLD_INVESTORS_VISIBLE_SQL, [userId]);
}
// The investors list now (InvestorsService.list): one range of the company's stored scores.
const INVESTORS_SQL = `SELECT investor.id FROM "ideas"."investors" investor JOIN "ideas"."investor_scores" score ON score.investor_id = investor.id
  WHERE score.company_id = $1 AND (score.points_short, score.investor_id) > (40, 0) ORDER BY score.points_short, score.investor_id LIMIT 21`;
// The freshness check of the company's stored scores (InvestorScores.fresh), on every list.
const INVESTORS_SCORING_SQL = `SELECT scoring.facts, scoring.scored_through, scoring.counts, (SELECT max(id) FROM "ideas"."investors") AS "newest"
  FROM (SELECT 1) AS one LEFT JOIN "ideas"."investor_scorings" scoring ON scoring.company_id = $1`;
// Connections before: one OR over requester and receiver (a sort of every connection of the founder), a deep page.
const OLD_CONNECTIONS_SQL = `SELECT id FROM "community"."connections" connection WHERE (connection.requester_id = $1 OR connection.receiver_id = $1)
  AND (connection.updated_at, connection.id) < (now() - interval '1 hour', 2147483647) ORDER BY connection.updated_at DESC, connection.id DESC LIMIT 21`;
// Connections now (ConnectionsService.list, pageCandidatesSql): each side's first rows after the cursor, one index range each, ordered and cut.
const CONNECTIONS_SIDE_SQL = (column) => `(SELECT side.id FROM "community"."connections" side WHERE side.${column} = $1
  AND (side.updated_at, side.id) < (now() - interval '1 hour', 2147483647) ORDER BY side.updated_at DESC, side.id DESC LIMIT 51)`;
const CONNECTIONS_SQL = `SELECT connection.id FROM "community"."connections" connection
  WHERE connection.id IN (${CONNECTIONS_SIDE_SQL('requester_id')} UNION ALL ${CONNECTIONS_SIDE_SQL('receiver_id')})
  AND (connection.updated_at, connection.id) < (now() - interval '1 hour', 2147483647) ORDER BY connection.updated_at DESC, connection.id DESC LIMIT 21`;
const DOCUMENTS_SQL = `SELECT id FROM "ideas"."data_room_documents" document WHERE document.company_id = $1 AND document.id > $2 ORDER BY document.id LIMIT 51`;
// The room's summary before: a GROUP BY over its documents; now the counts kept on the room (StoreDataRoomCounts).
const OLD_DOCUMENTS_SUMMARY_SQL = `SELECT document.status, count(*)::int FROM "ideas"."data_room_documents" document WHERE document.company_id = $1 GROUP BY document.status`;
const DOCUMENTS_SUMMARY_SQL = `SELECT complete_count, draft_count, review_count, missing_count FROM "ideas"."data_rooms" WHERE company_id = $1`;
const ACTIVITY_SQL = `SELECT id FROM "ideas"."company_activity" activity WHERE activity.company_id = $1 AND activity.id < $2 ORDER BY activity.id DESC LIMIT 21`;
// The members list before: the whole team; now a keyset page of 100 in join order (MembersService.members), a deep one.
const OLD_MEMBERS_SQL = `SELECT user_id FROM "ideas"."company_members" member WHERE member.company_id = $1 ORDER BY member.created_at, member.user_id`;
const MEMBERS_SQL = `SELECT user_id FROM "ideas"."company_members" member WHERE member.company_id = $1 AND (member.created_at, member.user_id) > (now() - interval '1 hour', 0)
  ORDER BY member.created_at, member.user_id LIMIT 101`;

/** Adds rows until each list holds `size` seeded rows (`from` already there). */
async function seed(database, from, size, ownerId, companyId) {
  await database.query(
    `INSERT INTO "community"."events" ("title", "type", "category", "start_date", "status", "location")
     SELECT $1 || ' ' || n, (ARRAY['startup', 'tech', 'networking', 'conference'])[1 + n % 4], (ARRAY['workshop', 'pitch_competition', 'networking', 'conference'])[1 + n / 4 % 4],
       now() + make_interval(hours => (n % 2000) - 1000, secs => n), CASE WHEN n % 20 = 0 THEN 'cancelled' ELSE 'upcoming' END, 'Berlin'
     FROM generate_series($2::int + 1, $3::int) AS n`,
    [MARK, from, size],
  );
  await database.query(
    `INSERT INTO "community"."networking_profiles" ("user_id", "user_name", "bio", "industries", "stage", "visibility", "updated_at")
     SELECT $1::int + n, 'Bench Profile ' || n, 'Builds things', ARRAY[(ARRAY['FinTech', 'SaaS', 'AI/ML', 'Healthcare', 'EdTech'])[1 + n % 5]]::varchar[],
       (ARRAY['Idea', 'Pre-Seed', 'Seed', 'Series A', 'Series B', 'Series C+', 'IPO Ready'])[1 + n % 7], CASE WHEN n % 10 = 0 THEN 'private' ELSE 'public' END,
       now() - make_interval(secs => n)
     FROM generate_series($2::int + 1, $3::int) AS n`,
    [PROFILE_USER_BASE, from, size],
  );
  await database.query(
    `INSERT INTO "ideas"."investors" ("owner_id", "name", "firm", "type", "location", "industries", "stages", "check_size_min", "check_size_max", "portfolio", "response_rate")
     SELECT $1, 'Investor ' || n, 'Firm ' || n, (ARRAY['VC', 'Angel', 'Corporate', 'Fund'])[1 + n % 4], 'Berlin',
       ARRAY[(ARRAY['FinTech', 'SaaS', 'AI/ML', 'Healthcare', 'EdTech'])[1 + n % 5], (ARRAY['IoT', 'Gaming', 'CleanTech'])[1 + n % 3]]::varchar[],
       ARRAY[(ARRAY['Pre-Seed', 'Seed', 'Series A', 'Series B'])[1 + n % 4]]::varchar[], 25000 * (1 + n % 10), 250000 * (1 + n % 20), 10, n % 101
     FROM generate_series($2::int + 1, $3::int) AS n`,
    [ownerId, from, size],
  );
  // Connections: the founder asked half of them and was asked the other half.
  await database.query(
    `INSERT INTO "community"."connections" ("requester_id", "receiver_id", "status", "connection_date", "updated_at")
     SELECT CASE WHEN n % 2 = 0 THEN $1 ELSE $2::int + n END, CASE WHEN n % 2 = 0 THEN $2::int + n ELSE $1 END,
       CASE WHEN n % 3 = 0 THEN 'pending' ELSE 'accepted' END, CASE WHEN n % 3 = 0 THEN NULL ELSE now() END, now() - make_interval(secs => n)
     FROM generate_series($3::int + 1, $4::int) AS n`,
    [ownerId, PROFILE_USER_BASE, from, size],
  );
  await database.query(
    `INSERT INTO "ideas"."data_room_documents" ("company_id", "name", "type", "category", "status", "file_name", "content_type", "storage_key")
     SELECT $1, 'Bench document ' || n, 'business', 'Bench', CASE WHEN n % 4 = 0 THEN 'missing' ELSE (ARRAY['complete', 'draft', 'review'])[1 + n % 3] END,
       CASE WHEN n % 4 = 0 THEN NULL ELSE 'bench.pdf' END, CASE WHEN n % 4 = 0 THEN NULL ELSE 'application/pdf' END, CASE WHEN n % 4 = 0 THEN NULL ELSE $2 || '-' || n END
     FROM generate_series($3::int + 1, $4::int) AS n`,
    [companyId, MARK, from, size],
  );
  await database.query(
    `INSERT INTO "ideas"."company_activity" ("company_id", "actor_user_id", "verb", "subject_kind", "subject_label")
     SELECT $1, $2, 'edited', 'business-plan', 'Bench section ' || n FROM generate_series($3::int + 1, $4::int) AS n`,
    [companyId, ownerId, from, size],
  );
  await database.query(
    `INSERT INTO "ideas"."company_members" ("company_id", "user_id", "role", "created_at")
     SELECT $1, $2::int + n, 'viewer', now() - make_interval(secs => n) FROM generate_series($3::int + 1, $4::int) AS n`,
    [companyId, PROFILE_USER_BASE, from, size],
  );
  for (const table of ['"community"."events"', '"community"."networking_profiles"', '"community"."connections"', '"ideas"."investors"', '"ideas"."data_room_documents"', '"ideas"."company_activity"', '"ideas"."company_members"']) {
    await database.query(`ANALYZE ${table}`);
  }
}

const cell = (value) => (value === null ? '-' : `${value.toFixed(1)} ms`).padStart(10);

async function main() {
  const email = `${MARK}@example.com`;
  const signUp = await call('/api/auth/signup', { method: 'POST', body: { name: 'Bench Founder', email, password: 'Bench12345' } });
  const cookie = signUp.response.headers.get('set-cookie').split(';')[0];
  const userId = signUp.body.id;
  const company = await call('/api/companies', {
    method: 'POST',
    cookie,
    body: { companyName: 'Bench Company', description: 'A company to score investors for', industry: 'FinTech', stage: 'Seed', location: 'Berlin', teamSize: 'Solo Founder' },
  });

  const database = new Client({ connectionString: databaseUrl });
  await database.connect();
  const companyId = company.body.id;
  await database.query(`INSERT INTO "ideas"."data_rooms" ("company_id") VALUES ($1) ON CONFLICT DO NOTHING`, [companyId]);
  const rows = [];
  const plans = [];
  const layers = [];
  try {
    let seeded = 0;
    for (const size of sizes) {
      const started = Date.now();
      await seed(database, seeded, size, userId, companyId);
      seeded = size;
      console.log(`seeded ${size} rows per list in ${((Date.now() - started) / 1000).toFixed(1)} s; load average ${loadavg().map((load) => load.toFixed(2)).join(' ')}`);
      const lists = [
        { name: 'events', path: '/api/events', baseline: { first: () => database.query(EVENTS_OFFSET_SQL(0)), deep: () => database.query(EVENTS_OFFSET_SQL(50 * (depth - 1))) } },
        { name: 'events ?type=tech', path: '/api/events?type=tech' },
        { name: 'networking profiles', path: '/api/networking/profiles', cookie },
        { name: 'profiles ?stage=Seed', path: '/api/networking/profiles?stage=Seed', cookie },
        {
          name: 'investors',
          path: '/api/investors',
          cookie,
          baseline: { first: () => oldInvestorsList(database, userId), deep: () => oldInvestorsList(database, userId, `(${OLD_SCORE_SQL} < 50 OR (${OLD_SCORE_SQL} = 50 AND id > 0))`) },
        },
        { name: 'investors ?stage=Seed', path: '/api/investors?stage=Seed', cookie },
        { name: 'connections', path: '/api/networking/connections', cookie },
        { name: 'data-room documents', path: `/api/documents?companyId=${companyId}`, cookie },
        { name: 'activity', path: `/api/companies/${companyId}/activity`, cookie },
        { name: 'members', path: `/api/companies/${companyId}/members?limit=100`, cookie, baseline: { first: () => database.query(OLD_MEMBERS_SQL, [companyId]), deep: () => database.query(OLD_MEMBERS_SQL, [companyId]) } },
      ];
      for (const list of lists) {
        const first = await median(() => call(list.path, { cookie: list.cookie }));
        const cursor = await deepCursor(list.path, list.cookie);
        const deepPath = `${list.path}${list.path.includes('?') ? '&' : '?'}${cursor ? `cursor=${cursor}` : ''}`;
        const deep = await median(() => call(deepPath, { cookie: list.cookie }));
        const baseFirst = list.baseline ? await median(list.baseline.first) : null;
        const baseDeep = list.baseline ? await median(list.baseline.deep) : null;
        rows.push({ size, name: list.name, first, deep, baseFirst, baseDeep, load: loadavg()[0] });
      }
      // Where an investors list call's time goes: the signed-in session path every call pays (the
      // gateway asking auth, /api/auth/me) and the list's own statements run directly.
      const session = await median(() => call('/api/auth/me', { cookie }));
      const statements = await median(async () => {
        await database.query(INVESTORS_SCORING_SQL, [companyId]);
        await database.query(INVESTORS_SQL, [companyId]);
      });
      layers.push(`at ${size} rows: investors list ${cell(rows.find((row) => row.size === size && row.name === 'investors').first)}; session path (/api/auth/me) ${cell(session)}; its SQL directly (scoring check + page) ${cell(statements)}`);
      plans.push(`at ${size} rows:`);
      plans.push(`  events, upcoming part:        ${await explain(database, EVENTS_UPCOMING_SQL())}`);
      plans.push(`  events, past part (deep):     ${await explain(database, EVENTS_PAST_SQL)}`);
      plans.push(`  events ?type=tech:            ${await explain(database, EVENTS_UPCOMING_SQL(`event.type = 'tech'`))}`);
      plans.push(`  events ?category=workshop:    ${await explain(database, EVENTS_UPCOMING_SQL(`event.category = 'workshop'`))}`);
      plans.push(`  events before (OFFSET ${50 * (depth - 1)}):  ${await explain(database, EVENTS_OFFSET_SQL(50 * (depth - 1)))}`);
      plans.push(`  profiles:                     ${await explain(database, PROFILES_SQL())}`);
      plans.push(`  profiles ?stage=Seed:         ${await explain(database, PROFILES_SQL(`profile.stage = 'Seed'`))}`);
      plans.push(`  investors before (per row):   ${await explain(database, OLD_INVESTORS_SQL(), [userId])}`);
      plans.push(`  investors before, counts:     ${await explain(database, OLD_INVESTORS_COUNTS_SQL, [userId])}`);
      plans.push(`  investors (stored scores):    ${await explain(database, INVESTORS_SQL, [companyId])}`);
      plans.push(`  connections before (OR, deep): ${await explain(database, OLD_CONNECTIONS_SQL, [userId])}`);
      plans.push(`  connections (two ranges, deep): ${await explain(database, CONNECTIONS_SQL, [userId])}`);
      plans.push(`  documents (deep):             ${await explain(database, DOCUMENTS_SQL, [companyId, 2147483000])}`);
      plans.push(`  documents' summary before:    ${await explain(database, OLD_DOCUMENTS_SUMMARY_SQL, [companyId])}`);
      plans.push(`  documents' summary (stored):  ${await explain(database, DOCUMENTS_SUMMARY_SQL, [companyId])}`);
      plans.push(`  activity (deep):              ${await explain(database, ACTIVITY_SQL, [companyId, 2147483647])}`);
      plans.push(`  members before (whole team):  ${await explain(database, OLD_MEMBERS_SQL, [companyId])}`);
      plans.push(`  members (a page, deep):       ${await explain(database, MEMBERS_SQL, [companyId])}`);
    }
    console.log(`\nthrough the gateway, median of ${requests}; deep = page ${depth} of 50 (or the last); baseline = the old query directly on PostgreSQL`);
    console.log(`${'list'.padEnd(24)}${'rows'.padStart(8)}${'first'.padStart(10)}${'deep'.padStart(10)}${'base first'.padStart(12)}${'base deep'.padStart(10)}${'load 1m'.padStart(9)}`);
    for (const row of rows) console.log(`${row.name.padEnd(24)}${String(row.size).padStart(8)}${cell(row.first)}${cell(row.deep)}  ${cell(row.baseFirst)}${cell(row.baseDeep)}${row.load.toFixed(2).padStart(9)}`);
    console.log('\ninvestors, by layer (medians):');
    for (const line of layers) console.log(line);
    console.log('\nquery plans (EXPLAIN ANALYZE):');
    for (const line of plans) console.log(line);
  } finally {
    await database.query(`DELETE FROM "community"."events" WHERE title LIKE $1 || ' %'`, [MARK]);
    await database.query(`DELETE FROM "community"."networking_profiles" WHERE user_id > $1`, [PROFILE_USER_BASE]);
    await database.query(`DELETE FROM "community"."connections" WHERE requester_id = $1 OR receiver_id = $1`, [userId]);
    // The company takes its data room's documents, its activity, members and investor scores.
    await database.query(`DELETE FROM "ideas"."companies" WHERE id = $1`, [companyId]);
    await database.query(`DELETE FROM "ideas"."investors" WHERE owner_id = $1`, [userId]);
    await database.end();
  }
}

main().catch((error) => {
  console.error(error.message);
  process.exit(1);
});
