#!/usr/bin/env node
// GET /api/events latency with the seed data: through the gateway, directly on community, and the
// gateway's /health as the floor, with autocannon. Needs the product running (`npm start`).
//   node tools/bench/events-latency.js [--duration 10] [--connections 10]
const autocannon = require('autocannon');

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const index = args.indexOf(`--${name}`);
  return index >= 0 ? Number(args[index + 1]) : fallback;
};
const duration = option('duration', 10);
const connections = option('connections', 10);
const gateway = `http://127.0.0.1:${process.env.GATEWAY_PORT || 4200}`;
const community = `http://127.0.0.1:${process.env.COMMUNITY_PORT || 4303}`;
// The events tab's first request: the first page, default size, no filter.
const path = '/api/events';

function run(url) {
  return new Promise((resolve, reject) => {
    autocannon({ url, duration, connections }, (error, result) => (error ? reject(error) : resolve(result)));
  });
}

function row(label, result) {
  return `${label.padEnd(22)} ${String(Math.round(result.requests.average)).padStart(7)} req/s   p50 ${String(result.latency.p50).padStart(4)} ms   p99 ${String(result.latency.p99).padStart(4)} ms   non-2xx ${result.non2xx}   errors ${result.errors}`;
}

async function main() {
  const page = await (await fetch(gateway + path)).json();
  console.log(`GET ${path}: ${page.items.length} of ${page.total} events per answer; ${connections} connections, ${duration} s each`);
  console.log(row('gateway /health', await run(`${gateway}/health`)));
  console.log(row(`community ${path}`, await run(community + path)));
  console.log(row(`gateway ${path}`, await run(gateway + path)));
}

main().catch((error) => {
  console.error(error.message);
  process.exit(1);
});
