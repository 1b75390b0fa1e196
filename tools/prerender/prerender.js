#!/usr/bin/env node
// Prerendered first screens for visitors without a session (README "Prerendered first screens").
// After the production build: serves the built files with the gateway's own HTML (the built
// gateway, its services replaced by api-stand-in.js), opens every route of the spec in Debian
// chromium as a visitor with no session, and writes what the page shows once settled (#root's
// markup and its first-paint styles) to <STATIC_ROOT>/prerendered/, one file per route. Each
// snapshot names the files it was taken from (the shell's index.html, the remote's mf-manifest), so
// the gateway never serves one that a later deployment made stale.
//   node tools/prerender/prerender.js [--force]
// Env: STATIC_ROOT (dist/apps), REMOTES_MANIFEST (deploy/remotes.json), CHROME_PATH.
const { spawn } = require('node:child_process');
const { createHash, randomBytes } = require('node:crypto');
const { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } = require('node:fs');
const { isAbsolute, join, resolve } = require('node:path');
const { createJiti } = require('jiti');
const { waitForHealthy } = require('../launcher/wait-for-healthy');
const { freePort } = require('../net/free-port');
const { startApiStandIn } = require('./api-stand-in');
const { capturePage } = require('./capture-page');
const { freshIdentityKeys } = require('../identity/identity-keys');

const root = resolve(__dirname, '../..');
const jiti = createJiti(__filename);
const { ROUTE_OWNERS } = jiti('../../libs/contracts/src/routes.ts');
const { AUTH_PATHS } = jiti('../../libs/contracts/src/account-api.ts');
const { COMMUNITY_PATHS } = jiti('../../libs/contracts/src/community-api.ts');
const { BUCKET_COOKIE } = jiti('../../libs/remote-manifest/src/bucket.ts');
const { PRERENDERED_FOLDER, SNAPSHOT_WIDTHS, snapshotFileName, canonicalJsonHash, textHash } = jiti('../../services/gateway/src/static/prerendered-snapshot.ts');

const absolute = (value, fallback) => (value ? (isAbsolute(value) ? value : resolve(root, value)) : fallback);
const staticRoot = absolute(process.env.STATIC_ROOT, join(root, 'dist/apps'));
const remotesManifest = absolute(process.env.REMOTES_MANIFEST, join(root, 'deploy/remotes.json'));
const chromePath = process.env.CHROME_PATH || '/usr/bin/chromium';
const outDir = join(staticRoot, PRERENDERED_FOLDER);
const gatewayMain = join(root, 'dist/services/gateway/main.js');
const shellIndex = join(staticRoot, 'shell', 'index.html');
const SETTLE_MS = 400;
const SETTLE_TRIES = 10;
const LOADER_TIMEOUT_MS = 10_000;
// Routes whose first screen is the start of a timeline that runs from the first render (the journey
// demo, libs/demo-engine, which reads Date.now): taken with the page's Date.now stopped, so the
// snapshot is the frame the real page starts from. Its spinner is the demo's own content.
const TIMELINE_ROUTES = new Set(['/demo']);
// Routes whose first screen lists public data (the event list): taken while the list loads, the API
// stand-in holding these GET requests open, so the snapshot is the page around the list with its
// loading line, and no data. Route -> the API paths held.
const LOADING_LISTS = { '/events-networking': [COMMUNITY_PATHS.events()] };
// The idea tools show the idea browser storage holds (apps/mfe-ideas current-idea-storage.ts): taken
// with none, served only to browsers whose cookie says they store none (prerendered-page.ts).
const READS_STORED_IDEA = new Set(['/business-plan', '/pitch-deck', '/financial-modeling', '/market-research']);
// Buckets that pick each channel: 99 is stable unless a canary is at 100%, 0 is the canary whenever one runs.
const BUCKETS = [99, 0];

function log(message) {
  process.stdout.write(`[prerender] ${message}\n`);
}

/** Everything a snapshot is made from: the shell, the manifest, every remote build, this tool. */
function inputsKey() {
  const hash = createHash('sha256');
  hash.update(readFileSync(shellIndex)).update(readFileSync(remotesManifest));
  for (const remote of new Set(Object.values(ROUTE_OWNERS))) {
    const folder = join(staticRoot, remote);
    for (const version of existsSync(folder) ? readdirSync(folder).sort() : []) {
      const manifest = join(folder, version, 'mf-manifest.json');
      if (existsSync(manifest)) hash.update(version).update(readFileSync(manifest));
    }
  }
  for (const file of readdirSync(__dirname).sort()) hash.update(readFileSync(join(__dirname, file)));
  hash.update(readFileSync(join(root, 'services/gateway/src/static/prerendered-snapshot.ts')));
  return hash.digest('hex');
}

async function startGateway(port, apiUrl) {
  const child = spawn(process.execPath, [gatewayMain], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      GATEWAY_PORT: String(port),
      STATIC_ROOT: staticRoot,
      REMOTES_MANIFEST: remotesManifest,
      AUTH_URL: apiUrl,
      IDEAS_URL: apiUrl,
      COMMUNITY_URL: apiUrl,
      IDENTITY_SECRET: randomBytes(48).toString('base64url'),
      ...freshIdentityKeys().gateway,
      LOG_LEVEL: 'error',
    },
  });
  const exited = new Promise((_, fail) => child.once('exit', (code) => fail(new Error(`the gateway exited (${code})`))));
  await Promise.race([waitForHealthy(`http://127.0.0.1:${port}/health`, 'gateway', { timeoutMs: 60_000 }), exited]);
  exited.catch(() => {});
  return child;
}

/** A capture as text, React's generated ids (useId: '_r_1f_', in Mantine's responsive class names) aside: they count mounts. */
function comparable(capture) {
  // The app header's stylesheet and the remote's load side by side, in either order: each
  // styles its own class names, so the order is not a difference.
  const stylesheets = capture.stylesheets && [...capture.stylesheets].sort();
  const stylesheetChunks = capture.stylesheetChunks && Object.entries(capture.stylesheetChunks).sort();
  return JSON.stringify({ ...capture, stylesheets, stylesheetChunks }).replace(/_r_[0-9a-z]+_/g, '_r_');
}

/**
 * One route at one width, once its markup stops changing. Null (with the reason logged) when its
 * first screen asks the API for more than the session, or logs an error.
 */
async function captureRoute(browser, baseUrl, route, width, bucket, apiStandIn) {
  const context = await browser.newContext({ viewport: { width, height: 900 }, isMobile: width < 600 });
  await context.addCookies([{ name: BUCKET_COOKIE, value: String(bucket), url: baseUrl }]);
  if (TIMELINE_ROUTES.has(route)) {
    await context.addInitScript(() => {
      const start = Date.now();
      Date.now = () => start;
    });
  }
  const page = await context.newPage();
  const problems = [];
  let entry = null;
  page.on('console', (message) => message.type() === 'error' && problems.push(`console error: ${message.text()}`));
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  const heldLists = LOADING_LISTS[route] ?? [];
  const isHeldList = (request) => request.method() === 'GET' && heldLists.includes(new URL(request.url()).pathname);
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/api/') && pathname !== AUTH_PATHS.me && !isHeldList(request)) problems.push(`calls ${request.method()} ${pathname}`);
    if (/^\/remotes\/.+\/mf-manifest\.json$/.test(pathname)) entry = pathname;
  });
  try {
    const before = apiStandIn.others.length;
    if (heldLists.length) {
      // Its list never arrives, so the network never goes idle: the page has rendered once it asks.
      await Promise.all([page.waitForRequest(isHeldList), page.goto(`${baseUrl}${route}`, { waitUntil: 'load' })]);
    } else {
      await page.goto(`${baseUrl}${route}`, { waitUntil: 'networkidle' });
    }
    await page.evaluate(() => document.fonts.ready);
    // A loader is never a first screen worth keeping: wait for what it stands for.
    if (!TIMELINE_ROUTES.has(route)) {
      await page.waitForFunction(() => !document.querySelector('#root .mantine-Loader-root'), null, { timeout: LOADER_TIMEOUT_MS }).catch(() => problems.push('still shows a loader'));
    }
    let snapshot = await page.evaluate(capturePage);
    for (let tries = 0; tries < SETTLE_TRIES; tries += 1) {
      await page.waitForTimeout(SETTLE_MS);
      const again = await page.evaluate(capturePage);
      if (comparable(again) === comparable(snapshot)) break;
      snapshot = again;
      if (tries === SETTLE_TRIES - 1) problems.push('its markup keeps changing');
    }
    if (apiStandIn.others.length > before) problems.push(...apiStandIn.others.slice(before).map((call) => `calls ${call}`));
    if (new URL(page.url()).pathname !== route) problems.push(`redirects to ${new URL(page.url()).pathname}`);
    if (!entry) problems.push('loads no remote');
    if (problems.length) return { problems };
    return { snapshot: { ...snapshot, entry } };
  } finally {
    await context.close();
  }
}

async function prerenderRoute(browser, baseUrl, route, apiStandIn) {
  const snapshots = [];
  const entries = new Set();
  for (const bucket of BUCKETS) {
    const captures = [];
    for (const width of SNAPSHOT_WIDTHS) {
      const capture = await captureRoute(browser, baseUrl, route, width, bucket, apiStandIn);
      if (capture.problems) {
        log(`${route}: not prerendered (${[...new Set(capture.problems)].join('; ')})`);
        return [];
      }
      captures.push(capture.snapshot);
    }
    const [wide, ...others] = captures;
    if (others.some((other) => comparable(other) !== comparable(wide))) {
      log(`${route}: not prerendered (its first screen differs between ${SNAPSHOT_WIDTHS.join(' and ')} px wide)`);
      return [];
    }
    if (entries.has(wide.entry)) continue;
    entries.add(wide.entry);
    const mfManifest = join(staticRoot, ...wide.entry.slice('/remotes/'.length).split('/'));
    if (READS_STORED_IDEA.has(route)) wide.readsStoredIdea = true;
    snapshots.push({ path: route, shell: textHash(readFileSync(shellIndex, 'utf8')), remoteManifest: canonicalJsonHash(JSON.parse(readFileSync(mfManifest, 'utf8'))), ...wide });
  }
  return snapshots;
}

async function main() {
  if (!existsSync(shellIndex) || !existsSync(gatewayMain)) throw new Error(`build first: ${existsSync(shellIndex) ? gatewayMain : shellIndex} is missing`);
  if (!existsSync(chromePath)) {
    log(`warning: no chromium at ${chromePath} (set CHROME_PATH): pages are served without prerendered first screens`);
    return;
  }
  const key = inputsKey();
  const keyFile = join(outDir, 'inputs-key');
  if (!process.argv.includes('--force') && existsSync(keyFile) && readFileSync(keyFile, 'utf8') === key) {
    log('up to date');
    return;
  }
  const started = Date.now();
  const apiStandIn = await startApiStandIn(AUTH_PATHS.me, Object.values(LOADING_LISTS).flat());
  const port = await freePort();
  const gateway = await startGateway(port, apiStandIn.url).catch((error) => {
    apiStandIn.close();
    throw error;
  });
  const { chromium } = require('playwright-core');
  const browser = await chromium.launch({
    executablePath: chromePath,
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  try {
    rmSync(outDir, { recursive: true, force: true });
    mkdirSync(outDir, { recursive: true });
    const baseUrl = `http://127.0.0.1:${port}`;
    let written = 0;
    for (const route of Object.keys(ROUTE_OWNERS)) {
      const snapshots = await prerenderRoute(browser, baseUrl, route, apiStandIn);
      if (!snapshots.length) continue;
      writeFileSync(join(outDir, snapshotFileName(route)), JSON.stringify(snapshots));
      written += 1;
    }
    writeFileSync(keyFile, key);
    log(`${written} of ${Object.keys(ROUTE_OWNERS).length} routes prerendered in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  } finally {
    await browser.close();
    gateway.kill('SIGTERM');
    apiStandIn.close();
  }
}

// The product works without snapshots: a failure here is a warning, not a failed build.
main().catch((error) => {
  process.stderr.write(`[prerender] warning: ${error.stack || error.message}\npages are served without the first screens not written\n`);
});
