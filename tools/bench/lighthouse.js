#!/usr/bin/env node
// Lighthouse (mobile preset, simulated throttling) on every route of the spec, on a production
// build served by the whole system on its own ports, beside a React 19 hello world built with
// Rspack as the floor. Prints medians of N runs: performance, LCP, TBT, JavaScript gzipped, and
// accessibility, with the recorded baseline (tools/bench/lighthouse-baseline.json) beside them.
//
//   node tools/bench/lighthouse.js [--no-build] [--runs 3] [--routes /,/app] [--save-baseline] [--reports dir] [--signed-in]
// --signed-in seeds a founder with real data through the API (tools/bench/signed-in-founder.js) and
// measures the signed-in routes with its session cookie in the browser, each route's runs after a run of the floor
// (floor, route, floor, route...), with each route's LCP and TBT as a ratio to the floor's median
// (its own baseline file: lighthouse-signed-in-baseline.json).
// Every row also has the long tasks (count and the longest, from the trace) and how many API calls
// the page made one after another (apiRounds).
// --reports writes each run's full Lighthouse report (JSON: LCP phases, request chains, script
// boot-up) to dir, to see where a route's time goes.
// Env: LIGHTHOUSE_PORT_BASE (4810: gateway, +1 auth, +2 ideas, +3 community, +4 floor; PostgreSQL
// on 50000 + base), STATIC_ROOT (serve another build of the frontends), CHROME_PATH.
const { spawn, spawnSync } = require('node:child_process');
const { mkdirSync, rmSync, writeFileSync, readFileSync, existsSync, createReadStream } = require('node:fs');
const { createServer } = require('node:http');
const { loadavg } = require('node:os');
const { extname, join, resolve } = require('node:path');
const { gzipSync, createGzip } = require('node:zlib');
const { waitForHealthy } = require('../launcher/wait-for-healthy');
const { seedSignedInFounder, signInChrome } = require('./signed-in-founder');

const root = resolve(__dirname, '../..');
const BASELINE_FILE = join(__dirname, 'lighthouse-baseline.json');
const SIGNED_IN_BASELINE_FILE = join(__dirname, 'lighthouse-signed-in-baseline.json');
const ROUTES = [
  '/', '/submit-idea', '/business-plan', '/pitch-deck', '/financial-modeling', '/market-research', '/app',
  '/waitlist', '/demo', '/agentic', '/dashboard', '/platform', '/events-networking', '/profile', '/startup-profile',
];
const SIGNED_IN_ROUTES = [
  '/dashboard', '/business-plan', '/pitch-deck', '/financial-modeling', '/market-research', '/platform',
  '/platform/data-room', '/platform/website-builder', '/events-networking', '/profile', '/startup-profile',
];
const CHROME_FLAGS = [
  '--headless=new', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
  '--disable-background-networking', '--disable-component-update', '--disable-sync',
];

function option(name, fallback) {
  const index = process.argv.indexOf(name);
  return index < 0 ? fallback : process.argv[index + 1];
}

const runs = Number(option('--runs', 3));
const reportsDir = option('--reports', null);
const signedIn = process.argv.includes('--signed-in');
const routes = option('--routes', (signedIn ? SIGNED_IN_ROUTES : ROUTES).join(',')).split(',');
const base = Number(process.env.LIGHTHOUSE_PORT_BASE || 4810);
const ports = { gateway: base, auth: base + 1, ideas: base + 2, community: base + 3, floor: base + 4, postgres: 50000 + base };

function log(message) {
  process.stderr.write(`[lighthouse] ${message}\n`);
}

function build() {
  if (process.argv.includes('--no-build')) return;
  log('building production (Nx reuses its cache)...');
  const result = spawnSync('npx', ['nx', 'run-many', '-t', 'build', 'prerender', '--output-style=static'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, NODE_ENV: 'production', NX_DAEMON: 'false', NX_TUI: 'false' },
  });
  if (result.status !== 0) throw new Error('build failed');
}

/** The product as `npm start` runs it, on this script's ports with a fresh data folder. */
async function startSystem(dataDir) {
  const child = spawn(process.execPath, [join(root, 'tools/start.js'), '--no-build'], {
    cwd: root,
    detached: true,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      GATEWAY_PORT: String(ports.gateway),
      AUTH_PORT: String(ports.auth),
      IDEAS_PORT: String(ports.ideas),
      COMMUNITY_PORT: String(ports.community),
      EMBEDDED_PG_PORT: String(ports.postgres),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
    },
  });
  const exited = new Promise((_, fail) => child.once('exit', (code) => fail(new Error(`the system exited (${code})`))));
  await Promise.race([waitForHealthy(`http://127.0.0.1:${ports.gateway}/health`, 'gateway'), exited]);
  return child;
}

/** React 19 hello world, built with Rspack from the installed packages, served gzipped. */
async function startFloor(dir) {
  const { rspack } = require('@rspack/core');
  writeFileSync(
    join(dir, 'index.js'),
    "import { createElement } from 'react';\nimport { createRoot } from 'react-dom/client';\n" +
      "createRoot(document.getElementById('root')).render(createElement('main', null, createElement('h1', null, 'Hello world')));\n",
  );
  const html = '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Hello</title></head><body><div id="root"></div></body></html>';
  const compiler = rspack({
    mode: 'production',
    context: dir,
    entry: './index.js',
    output: { path: join(dir, 'dist'), filename: '[name].[contenthash:8].js' },
    resolve: { modules: [join(root, 'node_modules')] },
    plugins: [new rspack.HtmlRspackPlugin({ templateContent: html, scriptLoading: 'defer' })],
  });
  await new Promise((done, fail) => compiler.run((error, stats) => (error || stats.hasErrors() ? fail(error || new Error(stats.toString())) : done())));
  const types = { '.html': 'text/html; charset=utf-8', '.js': 'text/javascript' };
  const server = createServer((request, response) => {
    const path = request.url === '/' ? '/index.html' : request.url;
    const file = join(dir, 'dist', path);
    if (!existsSync(file)) return response.writeHead(404).end();
    response.writeHead(200, { 'content-type': types[extname(file)] ?? 'application/octet-stream', 'content-encoding': 'gzip' });
    createReadStream(file).pipe(createGzip({ level: 9 })).pipe(response);
  });
  await new Promise((done) => server.listen(ports.floor, '127.0.0.1', done));
  return server;
}

const gzippedSizes = new Map();
/** Gzipped (default level, as e2e/initial-load-budget measures) bytes of every script the page ran. */
async function scriptBytes(lhr) {
  const scripts = lhr.audits['network-requests'].details.items.filter((item) => item.resourceType === 'Script');
  let total = 0;
  for (const { url, resourceSize } of scripts) {
    if (!gzippedSizes.has(url)) {
      try {
        gzippedSizes.set(url, gzipSync(Buffer.from(await (await fetch(url)).arrayBuffer())).length);
      } catch (error) {
        // Not fetchable again (a blob: or data: script): Lighthouse's own decoded size, gzipped ~1:3.
        log(`${url.slice(0, 80)}: ${error.message}; counting ${resourceSize} B / 3`);
        gzippedSizes.set(url, Math.round((resourceSize ?? 0) / 3));
      }
    }
    total += gzippedSizes.get(url);
  }
  return total;
}

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

/**
 * How many API calls the page made one after another: a call counts one more than the latest of
 * the calls that had answered before it started (asked at once: 1; session, then idea, then job: 3).
 */
function apiRounds(lhr) {
  const calls = lhr.audits['network-requests'].details.items
    .filter((item) => new URL(item.url).pathname.startsWith('/api/'))
    .sort((one, other) => one.networkRequestTime - other.networkRequestTime);
  const rounds = [];
  for (const call of calls) {
    const before = calls.filter((other, index) => index < rounds.length && other.networkEndTime <= call.networkRequestTime);
    rounds.push(1 + Math.max(0, ...before.map((other) => rounds[calls.indexOf(other)])));
  }
  return Math.max(0, ...rounds);
}

/** Long tasks of the trace (every one, not only the 20 the audit's table shows). */
function longTasks(lhr) {
  const details = lhr.audits['long-tasks'].details;
  const tasks = details?.debugData?.tasks ?? details?.items ?? [];
  return { count: tasks.length, longest: tasks.reduce((max, task) => Math.max(max, task.duration), 0) };
}

async function measure(lighthouse, chromePort, url, count = runs) {
  const samples = [];
  for (let run = 0, failures = 0; run < count; run += 1) {
    const { lhr } = await lighthouse(url, { port: chromePort, onlyCategories: ['performance', 'accessibility'], logLevel: 'error', output: 'json' });
    // Lighthouse now and then loses a trace (NO_NAVSTART): that run is made again, twice at most.
    if (lhr.runtimeError) {
      failures += 1;
      if (failures > 2) throw new Error(`${url}: ${lhr.runtimeError.message}`);
      log(`${url}: ${lhr.runtimeError.code}, running again`);
      run -= 1;
      continue;
    }
    if (reportsDir) {
      mkdirSync(reportsDir, { recursive: true });
      const name = new URL(url).pathname.replace(/\W+/g, '_').replace(/^_$/, 'root');
      const file = url.includes(`:${ports.floor}/`) ? `floor-${Date.now()}` : `${name}-${run + 1}`;
      writeFileSync(join(reportsDir, `${file}.json`), JSON.stringify(lhr));
    }
    samples.push({
      performance: Math.round(lhr.categories.performance.score * 100),
      lcp: lhr.audits['largest-contentful-paint'].numericValue / 1000,
      tbt: lhr.audits['total-blocking-time'].numericValue,
      js: (await scriptBytes(lhr)) / 1024,
      accessibility: Math.round(lhr.categories.accessibility.score * 100),
      longTasks: longTasks(lhr).count,
      longestTask: longTasks(lhr).longest,
      apiRounds: apiRounds(lhr),
      failing: lhr.categories.accessibility.auditRefs
        .filter((ref) => ref.weight > 0 && lhr.audits[ref.id].score !== 1)
        .map((ref) => `${ref.id} (${lhr.audits[ref.id].details?.items?.length ?? 0})`),
    });
  }
  return samples;
}

const FIGURES = ['performance', 'lcp', 'tbt', 'js', 'accessibility', 'longTasks', 'longestTask', 'apiRounds'];

function summarize(samples) {
  const row = Object.fromEntries(FIGURES.map((key) => [key, median(samples.map((sample) => sample[key]))]));
  return { ...row, failing: samples[samples.length - 1].failing };
}

function printTable(results, baseline) {
  const beside = (route, key, value, digits) => {
    const before = baseline?.[route]?.[key];
    return before === undefined ? value.toFixed(digits) : `${value.toFixed(digits)} (${before.toFixed(digits)})`;
  };
  console.log(`Lighthouse 13 mobile preset, median of ${runs}; (baseline) from ${baseline ? baseline.recorded : 'none recorded'}`);
  console.log(`load average ${loadavg().map((load) => load.toFixed(2)).join(' ')} at the end${signedIn ? '; signed in as a seeded founder' : ''}`);
  console.log('| route | performance | LCP (s) | TBT (ms) | JS gzipped (KiB) | accessibility | LCP / floor | TBT / floor | long tasks | longest task (ms) | API calls in a row |');
  console.log('|---|---|---|---|---|---|---|---|---|---|---|');
  const ratio = (value, of) => (of > 0 ? `${(value / of).toFixed(2)}x` : '-');
  for (const [route, row] of Object.entries(results)) {
    console.log(
      `| ${route} | ${beside(route, 'performance', row.performance, 0)} | ${beside(route, 'lcp', row.lcp, 2)} | ${beside(route, 'tbt', row.tbt, 0)} | ` +
        `${beside(route, 'js', row.js, 1)} | ${beside(route, 'accessibility', row.accessibility, 0)} | ${ratio(row.lcp, results.floor.lcp)} | ${ratio(row.tbt, results.floor.tbt)} | ` +
        `${beside(route, 'longTasks', row.longTasks, 0)} | ${beside(route, 'longestTask', row.longestTask, 0)} | ${beside(route, 'apiRounds', row.apiRounds, 0)} |`,
    );
  }
  for (const [route, row] of Object.entries(results)) {
    if (row.failing.length) console.log(`accessibility ${route}: ${row.failing.join(', ')}`);
  }
}

async function main() {
  const { default: lighthouse } = await import('lighthouse');
  const chromeLauncher = await import('chrome-launcher');
  build();
  // Inside the repository: PostgreSQL cannot use a private folder of the system's temp dir. One per
  // port base, so runs on other bases (this tree beside another build) do not remove each other's.
  const work = join(root, `tmp/lighthouse-${base}`);
  rmSync(work, { recursive: true, force: true });
  mkdirSync(work, { recursive: true });
  let system = null;
  let floor = null;
  let chrome = null;
  try {
    log(`starting the system on ${ports.gateway} and the floor on ${ports.floor}...`);
    [system, floor] = await Promise.all([startSystem(join(work, 'data')), startFloor(work)]);
    chrome = await chromeLauncher.launch({ chromePath: process.env.CHROME_PATH || '/usr/bin/chromium', chromeFlags: CHROME_FLAGS });
    const floorUrl = `http://127.0.0.1:${ports.floor}/`;
    if (signedIn) {
      log('seeding a founder with every document, a profile, a company, a site and a data-room file...');
      const gateway = `http://127.0.0.1:${ports.gateway}`;
      await signInChrome(chrome.port, gateway, (await seedSignedInFounder(gateway)).cookies);
    }
    const results = { floor: null };
    const floorSamples = signedIn ? [] : await measure(lighthouse, chrome.port, floorUrl);
    for (const route of routes) {
      log(`${route}...`);
      if (signedIn) floorSamples.push(...(await measure(lighthouse, chrome.port, floorUrl, 1)));
      results[route] = summarize(await measure(lighthouse, chrome.port, `http://127.0.0.1:${ports.gateway}${route}`));
      log(`${route}: ${JSON.stringify(results[route])}`);
    }
    results.floor = summarize(floorSamples);
    const baselineFile = signedIn ? SIGNED_IN_BASELINE_FILE : BASELINE_FILE;
    const baseline = existsSync(baselineFile) ? JSON.parse(readFileSync(baselineFile, 'utf8')) : null;
    printTable(results, baseline);
    if (process.argv.includes('--save-baseline')) {
      const rows = Object.fromEntries(Object.entries(results).map(([route, row]) => [route, { ...row, failing: undefined }]));
      writeFileSync(baselineFile, `${JSON.stringify({ recorded: new Date().toISOString().slice(0, 10), runs, ...rows }, null, 2)}\n`);
    }
  } finally {
    await chrome?.kill();
    floor?.close();
    if (system) {
      process.kill(-system.pid, 'SIGTERM');
      await new Promise((done) => system.once('exit', done));
    }
    rmSync(work, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error.stack || error.message);
  process.exit(1);
});
