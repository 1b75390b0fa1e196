#!/usr/bin/env node
// Issue 28 item 2: what open event streams do to everyone else's calls through the gateway. A
// stand-in ideas service holds every job event stream open (a heartbeat a second) and answers
// GET /api/ideas/demo at once; the real gateway (buildGateway, in this process) sits in front.
// Clients from 100 addresses open 3 streams each (300 in all), then 10 ordinary calls are timed (40
// before any stream is open: the baseline), for:
//   before: long-lived calls on the one pool of 128 connections, no caps (the gateway before issue 28),
//   after:  long-lived calls on their own pool, STREAMS_PER_CLIENT 8 / STREAMS_TOTAL 256 (the defaults),
//   node tools/bench/stream-cap.js
process.env.SWC_NODE_PROJECT ??= require('node:path').join(__dirname, '../../tsconfig.base.json');
require('@swc-node/register');
const { createServer, request } = require('node:http');
const { mkdtempSync, mkdirSync, writeFileSync } = require('node:fs');
const { tmpdir } = require('node:os');
const { join } = require('node:path');
const { buildGateway } = require('../../services/gateway/src/build-gateway');
const { loadGatewayConfig } = require('../../services/gateway/src/gateway-config');
const { UpstreamPools } = require('../../services/gateway/src/proxy/upstream-pools');
const { freshIdentityKeys } = require('../identity/identity-keys');

const ADDRESSES = 100;
const STREAMS_PER_ADDRESS = 3;
const QUIET_CALLS = 40;
/** Few: before the fix each waits out the 8 s deadline. */
const BUSY_CALLS = 10;
const UPSTREAM_TIMEOUT_MS = 8000;

async function standIn() {
  const open = new Set();
  const server = createServer((req, res) => {
    if (req.url.endsWith('/events')) {
      res.writeHead(200, { 'content-type': 'text/event-stream' });
      res.write(': open\n\n');
      const beat = setInterval(() => res.write(': keep-alive\n\n'), 1000);
      open.add(res);
      res.once('close', () => {
        clearInterval(beat);
        open.delete(res);
      });
      return;
    }
    res.writeHead(200, { 'content-type': 'application/json' }).end('{"id":"demo"}');
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${server.address().port}`, open, close: () => (server.closeAllConnections(), new Promise((resolve) => server.close(resolve))) };
}

async function gatewayFor(ideasUrl, env) {
  const workspace = mkdtempSync(join(tmpdir(), 'stream-cap-'));
  mkdirSync(join(workspace, 'deploy'));
  writeFileSync(join(workspace, 'deploy/remotes.json'), '{"remotes":{}}');
  const config = loadGatewayConfig({ IDENTITY_SECRET: 'x'.repeat(32), ...freshIdentityKeys().gateway, LOG_LEVEL: 'silent', TRUST_PROXY: 'true', IDEAS_URL: ideasUrl, UPSTREAM_TIMEOUT_MS: String(UPSTREAM_TIMEOUT_MS), ...env }, workspace);
  const app = await buildGateway(config);
  await app.listen({ host: '127.0.0.1', port: 0 });
  return { app, url: `http://127.0.0.1:${app.server.address().port}` };
}

/**
 * Asks for a stream as `address`: `sent` resolves once the request is written to the gateway,
 * `status` once the answer starts (0 when the call fails).
 */
function openStream(url, address, jobId, streams) {
  let sent;
  const status = new Promise((resolve) => {
    const call = request(`${url}/api/startup-ideas/1/jobs/${jobId}/events`, { agent: false, headers: { 'x-forwarded-for': address } }, (response) => {
      streams.push(call);
      response.resume();
      resolve(response.statusCode);
    });
    call.on('error', () => resolve(0));
    sent = new Promise((done) => call.once('finish', done));
    call.end();
  });
  return { sent, status };
}

/** Resolves once `predicate` holds, looking again every 10 ms. */
function when(predicate) {
  return new Promise((resolve) => {
    const look = () => (predicate() ? resolve() : setTimeout(look, 10));
    look();
  });
}

async function ordinaryCalls(url, count) {
  const times = [];
  const statuses = {};
  for (let i = 0; i < count; i += 1) {
    const started = performance.now();
    const response = await fetch(`${url}/api/ideas/demo`, { headers: { 'x-forwarded-for': '192.0.2.200' } });
    await response.arrayBuffer();
    times.push(performance.now() - started);
    statuses[response.status] = (statuses[response.status] ?? 0) + 1;
  }
  times.sort((a, b) => a - b);
  return { statuses, median: times[Math.floor(times.length / 2)], worst: times.at(-1) };
}

async function measure(label, ideas, env, admitted) {
  const gateway = await gatewayFor(ideas.url, env);
  const streams = [];
  const quiet = await ordinaryCalls(gateway.url, QUIET_CALLS);
  const attempts = [];
  for (let address = 0; address < ADDRESSES; address += 1) {
    for (let stream = 0; stream < STREAMS_PER_ADDRESS; stream += 1) attempts.push(openStream(gateway.url, `198.51.${Math.floor(address / 250)}.${address % 250}`, address + 1, streams));
  }
  // Every request sent and every admitted stream open at the service before the ordinary calls start:
  // those queued behind a full pool (before) wait there for the deadline.
  await Promise.all(attempts.map((attempt) => attempt.sent));
  await when(() => ideas.open.size === admitted);
  const opening = Promise.all(attempts.map((attempt) => attempt.status));
  const busy = await ordinaryCalls(gateway.url, BUSY_CALLS);
  const statuses = (await opening).reduce((counts, status) => ({ ...counts, [status]: (counts[status] ?? 0) + 1 }), {});
  const held = ideas.open.size;
  for (const stream of streams) stream.destroy();
  await gateway.app.close();
  const show = ({ statuses: answered, median, worst }) => `${JSON.stringify(answered)} median ${median.toFixed(1)} ms, worst ${worst.toFixed(0)} ms`;
  console.log(`${label}`);
  console.log(`  ${QUIET_CALLS} ordinary calls, no stream open (baseline): ${show(quiet)}`);
  console.log(`  ${ADDRESSES * STREAMS_PER_ADDRESS} streams asked for: answers ${JSON.stringify(statuses)}, ${held} held open at the service`);
  console.log(`  ${BUSY_CALLS} ordinary calls meanwhile: ${show(busy)}`);
}

async function main() {
  const ideas = await standIn();
  const ownPool = UpstreamPools.prototype.of;
  // Before: every call on the ordinary pool, and limits too high to matter.
  UpstreamPools.prototype.of = function sharedPool(service) {
    return ownPool.call(this, service, false);
  };
  await measure('before: one shared pool of 128 connections, no stream limits', ideas, { STREAMS_PER_CLIENT: '1000', STREAMS_TOTAL: '10000' }, 128);
  UpstreamPools.prototype.of = ownPool;
  await measure('after: long-lived calls on their own pool, 8 per address, 256 in all', ideas, {}, 256);
  await ideas.close();
}

main().then(
  () => process.exit(0),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
