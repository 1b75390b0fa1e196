#!/usr/bin/env node
// A published founder website, /sites/{slug}: its size and time to first byte through the gateway,
// beside the gateway's /health (the floor), the ideas service's /health (one database query) and
// the same page straight from the ideas service.
// Needs the product running (`npm start`) and a published site.
//   node tools/bench/site-page.js <slug> [--duration 10] [--connections 10]
const { get } = require('node:http');
const { gzipSync } = require('node:zlib');
const { benchOptions, run, row } = require('./autocannon-run');

const options = benchOptions();
const slug = process.argv[2];
const gateway = `http://127.0.0.1:${process.env.GATEWAY_PORT || 4200}`;
const ideas = `http://127.0.0.1:${process.env.IDEAS_PORT || 4302}`;
const SAMPLES = 50;

/** Milliseconds from sending the request to its first byte of answer, one request at a time. */
function timeToFirstByte(url) {
  return new Promise((resolve, reject) => {
    const started = process.hrtime.bigint();
    get(url, { agent: false }, (response) => {
      response.once('data', () => resolve(Number(process.hrtime.bigint() - started) / 1e6));
      response.on('end', () => undefined);
      response.resume();
    }).on('error', reject);
  });
}

async function medianTtfb(url) {
  const times = [];
  for (let sample = 0; sample < SAMPLES; sample += 1) times.push(await timeToFirstByte(url));
  times.sort((a, b) => a - b);
  return times[Math.floor(times.length / 2)].toFixed(2);
}

async function main() {
  if (!slug || slug.startsWith('--')) throw new Error('Usage: node tools/bench/site-page.js <slug of a published site>');
  const page = await fetch(`${gateway}/sites/${slug}`);
  if (page.status !== 200) throw new Error(`/sites/${slug} answered ${page.status}: publish the site first`);
  const html = Buffer.from(await page.arrayBuffer());
  console.log(`/sites/${slug}: ${html.length} bytes of HTML (${gzipSync(html).length} gzipped), scripts: ${/<script/i.test(html.toString()) ? 'yes' : 'none'}`);
  console.log(`time to first byte, median of ${SAMPLES} sequential requests (new connection each):`);
  console.log(`  gateway /health          ${await medianTtfb(`${gateway}/health`)} ms`);
  console.log(`  ideas /sites/${slug}   ${await medianTtfb(`${ideas}/sites/${slug}`)} ms`);
  console.log(`  gateway /sites/${slug}   ${await medianTtfb(`${gateway}/sites/${slug}`)} ms`);
  console.log(`throughput, ${options.connections} connections, ${options.duration} s each:`);
  console.log(row('gateway /health', await run(`${gateway}/health`, options), 22));
  console.log(row('ideas /health', await run(`${ideas}/health`, options), 22));
  console.log(row('ideas /sites/...', await run(`${ideas}/sites/${slug}`, options), 22));
  console.log(row('gateway /sites/...', await run(`${gateway}/sites/${slug}`, options), 22));
}

main().catch((error) => {
  console.error(error.message);
  process.exit(1);
});
