#!/usr/bin/env node
// Measures the gateway's overhead: the same endpoint through the gateway and called directly on
// its service, with autocannon. Needs the product running (`npm start`).
//   node tools/bench/gateway-overhead.js [--duration 10] [--connections 10]
const autocannon = require('autocannon');

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const index = args.indexOf(`--${name}`);
  return index >= 0 ? Number(args[index + 1]) : fallback;
};
const duration = option('duration', 10);
const connections = option('connections', 10);
const gateway = `http://127.0.0.1:${process.env.GATEWAY_PORT || 4200}`;
const auth = `http://127.0.0.1:${process.env.AUTH_PORT || 4301}`;
const path = '/api/waitlist/count';

function run(url) {
  return new Promise((resolve, reject) => {
    autocannon({ url, duration, connections }, (error, result) => (error ? reject(error) : resolve(result)));
  });
}

function row(label, result) {
  return `${label.padEnd(10)} ${String(Math.round(result.requests.average)).padStart(8)} req/s   p50 ${String(result.latency.p50).padStart(4)} ms   p99 ${String(result.latency.p99).padStart(4)} ms   non-2xx ${result.non2xx}   errors ${result.errors}`;
}

async function main() {
  console.log(`GET ${path}, ${connections} connections, ${duration} s each`);
  const direct = await run(auth + path);
  console.log(row('direct', direct));
  const proxied = await run(gateway + path);
  console.log(row('gateway', proxied));
  console.log(`gateway/direct throughput ratio: ${(proxied.requests.average / direct.requests.average).toFixed(2)}`);
  console.log(`gateway/direct p50 latency ratio: ${(proxied.latency.p50 / Math.max(direct.latency.p50, 0.01)).toFixed(2)}`);
}

main().catch((error) => {
  console.error(error.message);
  process.exit(1);
});
