#!/usr/bin/env node
// Prints the JavaScript a browser downloads for '/', gzipped, by loading it in headless chromium;
// with --routes, the total for each of those routes too (a fresh browser context each: no cache).
// Needs the product running (`npm start`).
//   node tools/bench/landing-bundle-size.js [origin] [--routes /,/submit-idea,/app]
const { gzipSync } = require('node:zlib');
const { chromium } = require('@playwright/test');

const args = process.argv.slice(2);
const routesFlag = args.indexOf('--routes');
const routes = routesFlag >= 0 ? args.splice(routesFlag, 2)[1].split(',') : [];
const origin = new URL(args[0] || `http://localhost:${process.env.GATEWAY_PORT || 4200}/`).origin;
/** '/' before issue 16 and at the start of its third and fourth rounds (docs/decisions.md, "Speed of the first screen", "'/' under 150 KiB"). */
const BASELINES = { 'before issue 16': 211_073, 'before the third round': 177_822, 'before the fourth round': 162_091 };

/** Every script the route downloads until the network is idle, gzipped, and when its first heading showed. */
async function scriptsOf(browser, route) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const pending = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    pending.push(response.body().then((body) => ({ path: new URL(response.url()).pathname, raw: body.length, gzip: gzipSync(body).length })));
  });
  const started = Date.now();
  await page.goto(origin + route);
  await page.locator('h1, h2').first().waitFor();
  const firstHeading = Date.now() - started;
  await page.waitForLoadState('networkidle');
  const scripts = await Promise.all(pending);
  await context.close();
  return { scripts, firstHeading, total: scripts.reduce((sum, script) => sum + script.gzip, 0) };
}

const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;

async function main() {
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
  const landing = await scriptsOf(browser, '/');
  for (const script of landing.scripts.sort((a, b) => b.gzip - a.gzip)) {
    console.log(`${String(script.gzip).padStart(8)} B gz  ${String(script.raw).padStart(8)} B raw  ${script.path}`);
  }
  console.log(`total: ${landing.scripts.length} scripts, ${landing.total} B gzipped (${kib(landing.total)}); first heading after ${landing.firstHeading} ms`);
  for (const [name, bytes] of Object.entries(BASELINES)) console.log(`baseline ${name}: ${bytes} B gzipped (${kib(bytes)})`);
  for (const route of routes) {
    const { scripts, total } = await scriptsOf(browser, route);
    console.log(`${route.padEnd(24)} ${String(scripts.length).padStart(3)} scripts ${String(total).padStart(8)} B gzipped (${kib(total)})`);
  }
  await browser.close();
}

main().catch((error) => {
  console.error(error.message);
  process.exit(1);
});
