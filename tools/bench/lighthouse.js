#!/usr/bin/env node
// Lighthouse (mobile preset, simulated throttling) on every route of the spec, on a production
// build served by the whole system on its own ports, beside a React 19 hello world built with
// Rspack as the floor. Prints medians of N runs: performance, LCP, TBT, JavaScript gzipped, and
// accessibility, with the recorded baseline (tools/bench/lighthouse-baseline.json) beside them.
//
//   node tools/bench/lighthouse.js [--no-build] [--runs 3] [--routes /,/app] [--save-baseline] [--reports dir]
// --reports writes each run's full Lighthouse report (JSON: LCP phases, request chains, script
// boot-up) to dir, to see where a route's time goes.
// Env: LIGHTHOUSE_PORT_BASE (4810: gateway, +1 auth, +2 ideas, +3 community, +4 floor; PostgreSQL
// on 50000 + base), STATIC_ROOT (serve another build of the frontends), CHROME_PATH.
const { spawn, spawnSync } = require('node:child_process');
const { mkdirSync, rmSync, writeFileSync, readFileSync, existsSync, createReadStream } = require('node:fs');
const { createServer } = require('node:http');
const { extname, join, resolve } = require('node:path');
const { gzipSync, createGzip } = require('node:zlib');
const { waitForHealthy } = require('../launcher/wait-for-healthy');

const root = resolve(__dirname, '../..');
const BASELINE_FILE = join(__dirname, 'lighthouse-baseline.json');
const ROUTES = [
  '/', '/submit-idea', '/business-plan', '/pitch-deck', '/financial-modeling', '/market-research', '/app',
  '/waitlist', '/demo', '/agentic', '/dashboard', '/platform', '/events-networking', '/profile', '/startup-profile',
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
const routes = option('--routes', ROUTES.join(',')).split(',');
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

async function measure(lighthouse, chromePort, url) {
  const samples = [];
  for (let run = 0, failures = 0; run < runs; run += 1) {
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
      writeFileSync(join(reportsDir, `${url.includes(`:${ports.floor}/`) ? 'floor' : name}-${run + 1}.json`), JSON.stringify(lhr));
    }
    samples.push({
      performance: Math.round(lhr.categories.performance.score * 100),
      lcp: lhr.audits['largest-contentful-paint'].numericValue / 1000,
      tbt: lhr.audits['total-blocking-time'].numericValue,
      js: (await scriptBytes(lhr)) / 1024,
      accessibility: Math.round(lhr.categories.accessibility.score * 100),
      failing: lhr.categories.accessibility.auditRefs
        .filter((ref) => ref.weight > 0 && lhr.audits[ref.id].score !== 1)
        .map((ref) => `${ref.id} (${lhr.audits[ref.id].details?.items?.length ?? 0})`),
    });
  }
  const row = Object.fromEntries(['performance', 'lcp', 'tbt', 'js', 'accessibility'].map((key) => [key, median(samples.map((sample) => sample[key]))]));
  return { ...row, failing: samples[samples.length - 1].failing };
}

function printTable(results, baseline) {
  const beside = (route, key, value, digits) => {
    const before = baseline?.[route]?.[key];
    return before === undefined ? value.toFixed(digits) : `${value.toFixed(digits)} (${before.toFixed(digits)})`;
  };
  console.log(`Lighthouse 13 mobile preset, median of ${runs}; (baseline) from ${baseline ? baseline.recorded : 'none recorded'}`);
  console.log('| route | performance | LCP (s) | TBT (ms) | JS gzipped (KiB) | accessibility |');
  console.log('|---|---|---|---|---|---|');
  for (const [route, row] of Object.entries(results)) {
    console.log(
      `| ${route} | ${beside(route, 'performance', row.performance, 0)} | ${beside(route, 'lcp', row.lcp, 2)} | ${beside(route, 'tbt', row.tbt, 0)} | ` +
        `${beside(route, 'js', row.js, 1)} | ${beside(route, 'accessibility', row.accessibility, 0)} |`,
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
  // Inside the repository: PostgreSQL cannot use a private folder of the system's temp dir.
  const work = join(root, 'tmp/lighthouse');
  rmSync(work, { recursive: true, force: true });
  mkdirSync(work, { recursive: true });
  let system = null;
  let floor = null;
  let chrome = null;
  try {
    log(`starting the system on ${ports.gateway} and the floor on ${ports.floor}...`);
    [system, floor] = await Promise.all([startSystem(join(work, 'data')), startFloor(work)]);
    chrome = await chromeLauncher.launch({ chromePath: process.env.CHROME_PATH || '/usr/bin/chromium', chromeFlags: CHROME_FLAGS });
    const results = {};
    log('floor...');
    results.floor = await measure(lighthouse, chrome.port, `http://127.0.0.1:${ports.floor}/`);
    for (const route of routes) {
      log(`${route}...`);
      results[route] = await measure(lighthouse, chrome.port, `http://127.0.0.1:${ports.gateway}${route}`);
      log(`${route}: ${JSON.stringify(results[route])}`);
    }
    const baseline = existsSync(BASELINE_FILE) ? JSON.parse(readFileSync(BASELINE_FILE, 'utf8')) : null;
    printTable(results, baseline);
    if (process.argv.includes('--save-baseline')) {
      const rows = Object.fromEntries(Object.entries(results).map(([route, row]) => [route, { ...row, failing: undefined }]));
      writeFileSync(BASELINE_FILE, `${JSON.stringify({ recorded: new Date().toISOString().slice(0, 10), runs, ...rows }, null, 2)}\n`);
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
