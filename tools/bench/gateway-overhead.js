#!/usr/bin/env node
// Measures the gateway's overhead: the same endpoint through the gateway and called directly on
// its service, with autocannon. Needs the product running (`npm start`).
//   node tools/bench/gateway-overhead.js [--duration 10] [--connections 10]
const { benchOptions, run, row } = require('./autocannon-run');

const options = benchOptions();
const gateway = `http://127.0.0.1:${process.env.GATEWAY_PORT || 4200}`;
const auth = `http://127.0.0.1:${process.env.AUTH_PORT || 4301}`;
const path = '/api/waitlist/count';

async function main() {
  console.log(`GET ${path}, ${options.connections} connections, ${options.duration} s each`);
  const direct = await run(auth + path, options);
  console.log(row('direct', direct));
  const proxied = await run(gateway + path, options);
  console.log(row('gateway', proxied));
  console.log(`gateway/direct throughput ratio: ${(proxied.requests.average / direct.requests.average).toFixed(2)}`);
  console.log(`gateway/direct p50 latency ratio: ${(proxied.latency.p50 / Math.max(direct.latency.p50, 0.01)).toFixed(2)}`);
}

main().catch((error) => {
  console.error(error.message);
  process.exit(1);
});
