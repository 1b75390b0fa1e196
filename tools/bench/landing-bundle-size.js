#!/usr/bin/env node
// Prints the JavaScript a browser downloads for '/', gzipped, by loading it in headless chromium.
// Needs the product running (`npm start`).   node tools/bench/landing-bundle-size.js [url]
const { gzipSync } = require('node:zlib');
const { chromium } = require('@playwright/test');

const url = process.argv[2] || `http://localhost:${process.env.GATEWAY_PORT || 4200}/`;
/** '/' before issue 16 (docs/decisions.md, "Speed of the first screen"), printed beside the figure. */
const BASELINE_BYTES = 211_073;

async function main() {
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
  const page = await browser.newPage();
  const scripts = [];
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script') return;
    const body = await response.body();
    scripts.push({ path: new URL(response.url()).pathname, raw: body.length, gzip: gzipSync(body).length });
  });
  const started = Date.now();
  await page.goto(url);
  await page.locator('h1').first().waitFor();
  const firstHeading = Date.now() - started;
  await page.waitForLoadState('networkidle');
  await browser.close();
  for (const script of scripts.sort((a, b) => b.gzip - a.gzip)) {
    console.log(`${String(script.gzip).padStart(8)} B gz  ${String(script.raw).padStart(8)} B raw  ${script.path}`);
  }
  const total = scripts.reduce((sum, script) => sum + script.gzip, 0);
  console.log(`total: ${scripts.length} scripts, ${total} B gzipped (${(total / 1024).toFixed(1)} KiB); first <h1> after ${firstHeading} ms`);
  console.log(`baseline before issue 16: ${BASELINE_BYTES} B gzipped (${(BASELINE_BYTES / 1024).toFixed(1)} KiB)`);
}

main().catch((error) => {
  console.error(error.message);
  process.exit(1);
});
