#!/usr/bin/env node
// Upload throughput of a data room file through the gateway (POST /api/documents: gateway buffers
// the body, the ideas service checks owner, size and type, writes the file durably, stores the row),
// beside a baseline in the same run: the same bytes to a bare Fastify + @fastify/multipart handler
// that only reads the file. Needs the product running (`npm start`; GATEWAY_PORT as started).
//   node tools/bench/data-room-upload.js [--size-mb 10] [--runs 7]
const Fastify = require('fastify');
const multipart = require('@fastify/multipart');
const { randomBytes } = require('node:crypto');

const argument = (name, fallback) => {
  const index = process.argv.indexOf(`--${name}`);
  return index === -1 ? fallback : Number(process.argv[index + 1]);
};
const sizeMb = argument('size-mb', 10);
const runs = argument('runs', 7);
const gateway = `http://127.0.0.1:${process.env.GATEWAY_PORT || 4200}`;

/** A PDF by its first bytes, then random bytes: nothing compresses it. */
const file = Buffer.concat([Buffer.from('%PDF-1.7\n'), randomBytes(sizeMb * 1024 * 1024 - 9)]);

function form(fields) {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, String(value));
  body.append('file', new Blob([file], { type: 'application/pdf' }), 'bench.pdf');
  return body;
}

/** Median seconds of `runs` uploads (after one warm-up), and MB/s from it. */
async function measure(label, upload) {
  await upload();
  const seconds = [];
  for (let index = 0; index < runs; index += 1) {
    const started = process.hrtime.bigint();
    await upload();
    seconds.push(Number(process.hrtime.bigint() - started) / 1e9);
  }
  seconds.sort((a, b) => a - b);
  const median = seconds[Math.floor(seconds.length / 2)];
  console.log(`${label.padEnd(34)} median ${(median * 1000).toFixed(0).padStart(5)} ms   ${(sizeMb / median).toFixed(1).padStart(6)} MB/s   (min ${(seconds[0] * 1000).toFixed(0)} ms, max ${(seconds.at(-1) * 1000).toFixed(0)} ms)`);
  return median;
}

async function ok(response, what) {
  if (!response.ok) throw new Error(`${what}: ${response.status} ${await response.text()}`);
  return response;
}

async function founderSession() {
  const email = `bench-${Date.now()}@example.com`;
  const signUp = await ok(await fetch(`${gateway}/api/auth/signup`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password: 'Bench12345', name: 'Bench Founder' }) }), 'sign-up');
  const cookie = signUp.headers.getSetCookie().map((line) => line.split(';')[0]).join('; ');
  const company = await ok(
    await fetch(`${gateway}/api/companies`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie },
      body: JSON.stringify({ companyName: 'Bench Co', description: 'A company that exists to measure uploads.', industry: 'SaaS', stage: 'Seed', location: 'Leeds, UK', teamSize: 'Solo Founder' }),
    }),
    'company',
  );
  return { cookie, companyId: (await company.json()).id };
}

async function bareMultipart() {
  const app = Fastify();
  await app.register(multipart, { limits: { fileSize: 26 * 1024 * 1024 } });
  app.post('/upload', async (request) => ({ bytes: (await (await request.file()).toBuffer()).length }));
  await app.listen({ port: 0, host: '127.0.0.1' });
  return app;
}

async function main() {
  console.log(`${sizeMb} MB file, ${runs} runs each after a warm-up, one at a time`);
  const bare = await bareMultipart();
  const bareUrl = `http://127.0.0.1:${bare.server.address().port}/upload`;
  const baseline = await measure('bare Fastify multipart (baseline)', async () => ok(await fetch(bareUrl, { method: 'POST', body: form({ companyId: 1 }) }), 'bare'));
  await bare.close();

  const { cookie, companyId } = await founderSession();
  const stored = [];
  const throughGateway = await measure('POST /api/documents via gateway', async () => {
    const response = await ok(await fetch(`${gateway}/api/documents`, { method: 'POST', headers: { cookie }, body: form({ companyId }) }), 'upload');
    stored.push((await response.json()).id);
  });
  // The bench's documents are deleted again (their files too).
  for (const id of stored) await fetch(`${gateway}/api/documents/${id}`, { method: 'DELETE', headers: { cookie } });
  console.log(`gateway upload / bare multipart time ratio: ${(throughGateway / baseline).toFixed(2)}`);
}

main().catch((error) => {
  console.error(error.message);
  process.exit(1);
});
