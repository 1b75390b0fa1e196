#!/usr/bin/env node
// GET /api/events latency with the seed data: through the gateway, directly on community, and the
// gateway's /health as the floor, with autocannon. Needs the product running (`npm start`).
//   node tools/bench/events-latency.js [--duration 10] [--connections 10]
const { benchOptions, run, row } = require('./autocannon-run');

const options = benchOptions();
const gateway = `http://127.0.0.1:${process.env.GATEWAY_PORT || 4200}`;
const community = `http://127.0.0.1:${process.env.COMMUNITY_PORT || 4303}`;
// The events tab's first request: the first page, default size, no filter.
const path = '/api/events';

async function main() {
  const page = await (await fetch(gateway + path)).json();
  console.log(`GET ${path}: ${page.items.length} events per answer${page.nextCursor ? " (more behind the cursor)" : ""}; ${options.connections} connections, ${options.duration} s each`);
  console.log(row('gateway /health', await run(`${gateway}/health`, options), 22));
  console.log(row(`community ${path}`, await run(community + path, options), 22));
  console.log(row(`gateway ${path}`, await run(gateway + path, options), 22));
}

main().catch((error) => {
  console.error(error.message);
  process.exit(1);
});
