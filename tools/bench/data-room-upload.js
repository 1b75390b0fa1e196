#!/usr/bin/env node
// The data room's files through the gateway (issue 28), each figure beside a baseline of the same run:
// 1. upload time of one file (POST /api/documents: the gateway streams the body to ideas, which checks
//    owner, quota, size and type as it streams the file into storage): baseline, the same bytes to a
//    bare Fastify + @fastify/multipart handler that only reads the file;
// 2. memory of parallel uploads: the peak RSS of the gateway and the ideas service while `--parallel`
//    founders upload a file at once, beside each process's RSS before;
// 3. memory of slow readers: the peak RSS while `--readers` clients download one `--read-size-mb` file
//    at `--reader-mbps` each, and after; baseline, a bare Node server streaming the same file from
//    disk (a child process) to as many readers at the same pace.
// RSS is sampled every 50 ms from /proc (the process listening on each port: GATEWAY_PORT, IDEAS_PORT).
// Needs the product running (`npm start`).
//   node tools/bench/data-room-upload.js [--sections 1,2,3] [--size-mb 10] [--runs 7] [--parallel 10] [--parallel-size-mb 25] [--readers 100] [--read-size-mb 20] [--reader-mbps 4]
const Fastify = require('fastify');
const multipart = require('@fastify/multipart');
const { execFileSync, spawn } = require('node:child_process');
const { randomBytes } = require('node:crypto');
const { mkdtempSync, readFileSync, rmSync, writeFileSync } = require('node:fs');
const { Agent, get } = require('node:http');
const { tmpdir } = require('node:os');
const { join } = require('node:path');
const { createInterface } = require('node:readline');

const argument = (name, fallback) => {
  const index = process.argv.indexOf(`--${name}`);
  return index === -1 ? fallback : Number(process.argv[index + 1]);
};
const MB = 1024 * 1024;
const sectionsIndex = process.argv.indexOf('--sections');
const sections = sectionsIndex === -1 ? ['1', '2', '3'] : process.argv[sectionsIndex + 1].split(',');
const sizeMb = argument('size-mb', 10);
const runs = argument('runs', 7);
const parallel = argument('parallel', 10);
const parallelSizeMb = argument('parallel-size-mb', 25);
const readers = argument('readers', 100);
const readSizeMb = argument('read-size-mb', 20);
const readerMbps = argument('reader-mbps', 4);
const ports = { gateway: Number(process.env.GATEWAY_PORT || 4200), ideas: Number(process.env.IDEAS_PORT || 4302) };
const gateway = `http://127.0.0.1:${ports.gateway}`;

/** A PDF by its first bytes, then random bytes: nothing compresses it. */
const pdfOf = (megabytes) => Buffer.concat([Buffer.from('%PDF-1.7\n'), randomBytes(megabytes * MB - 9)]);
const file = pdfOf(sizeMb);

function form(fields, bytes = file) {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, String(value));
  body.append('file', new Blob([bytes], { type: 'application/pdf' }), 'bench.pdf');
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

/** A new founder (session cookie) with a company: each has a data room of its own, so quotas never mix. */
async function founderSession(tag) {
  const email = `bench-${tag}-${Date.now()}-${randomBytes(3).toString('hex')}@example.com`;
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

async function uploadAs({ cookie, companyId }, bytes = file) {
  const response = await ok(await fetch(`${gateway}/api/documents`, { method: 'POST', headers: { cookie }, body: form({ companyId }, bytes) }), 'upload');
  return (await response.json()).id;
}

async function bareMultipart() {
  const app = Fastify();
  await app.register(multipart, { limits: { fileSize: 26 * MB } });
  app.post('/upload', async (request) => ({ bytes: (await (await request.file()).toBuffer()).length }));
  await app.listen({ port: 0, host: '127.0.0.1' });
  return app;
}

/** The pid listening on a local port (ss). */
function pidOnPort(port) {
  const line = execFileSync('ss', ['-ltnpH', `sport = :${port}`], { encoding: 'utf8' });
  const pid = Number(/pid=(\d+)/.exec(line)?.[1]);
  if (!pid) throw new Error(`no process listens on port ${port}`);
  return pid;
}

const rssMb = (pid) => Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))[1]) / 1024;

/** Samples the RSS of each named pid every 50 ms while work runs; each one's RSS before, peak and after. */
async function peakRss(pids, work) {
  const figures = Object.fromEntries(Object.entries(pids).map(([name, pid]) => [name, { before: rssMb(pid), peak: 0, after: 0 }]));
  const sample = () => {
    for (const [name, pid] of Object.entries(pids)) figures[name].peak = Math.max(figures[name].peak, rssMb(pid));
  };
  const timer = setInterval(sample, 50);
  try {
    await work();
  } finally {
    clearInterval(timer);
  }
  sample();
  for (const [name, pid] of Object.entries(pids)) figures[name].after = rssMb(pid);
  return figures;
}

const mb = (value) => `${value.toFixed(0).padStart(5)} MB`;
function printRss(label, figures) {
  for (const [name, { before, peak, after }] of Object.entries(figures)) {
    console.log(`${`${label}: ${name}`.padEnd(46)} before ${mb(before)}   peak ${mb(peak)}   after ${mb(after)}   (peak - before ${mb(peak - before)})`);
  }
}

/**
 * `count` clients each reading url whole at `mbps` at most (pausing between 50 ms slices); resolves,
 * when all are done, to the answers that were not a whole 200 (status, or the error's code).
 */
async function slowReaders(url, count, mbps, headers = {}) {
  const agent = new Agent({ keepAlive: false, maxSockets: Infinity });
  const perSlice = (mbps * MB) / 20;
  const readOne = () =>
    new Promise((resolve) => {
      get(url, { agent, headers }, (response) => {
        if (response.statusCode !== 200) {
          response.resume();
          return resolve(String(response.statusCode));
        }
        let allowed = perSlice;
        let received = 0;
        const pace = setInterval(() => {
          allowed += perSlice;
          if (response.isPaused()) response.resume();
        }, 50);
        response.on('data', (chunk) => {
          received += chunk.length;
          if (received >= allowed) response.pause();
        });
        response.on('close', () => {
          clearInterval(pace);
          resolve(response.complete ? null : 'cut short');
        });
      }).on('error', (error) => resolve(error.code ?? error.message));
    });
  try {
    return (await Promise.all(Array.from({ length: count }, readOne))).filter((failure) => failure !== null);
  } finally {
    agent.destroy();
  }
}

/** Reads as slowReaders does, then says how many did not get the whole file. */
async function readAll(label, url, headers) {
  const started = Date.now();
  const failures = await slowReaders(url, readers, readerMbps, headers);
  const counts = new Map();
  for (const failure of failures) counts.set(failure, (counts.get(failure) ?? 0) + 1);
  const tally = [...counts].map(([what, count]) => `${count} x ${what}`);
  console.log(`(${label}: ${readers - failures.length} of ${readers} read the whole file in ${((Date.now() - started) / 1000).toFixed(1)} s${tally.length ? `; failed: ${tally.join(', ')}` : ''})`);
}

/** A bare Node server streaming one file from disk to every GET (the floor of any file server), as a child process. */
function startBareFileServer(path) {
  const source = `
    const { createServer } = require('node:http');
    const { createReadStream, statSync } = require('node:fs');
    const size = statSync(${JSON.stringify(path)}).size;
    const server = createServer((request, response) => {
      response.writeHead(200, { 'content-type': 'application/pdf', 'content-length': size });
      createReadStream(${JSON.stringify(path)}).pipe(response);
    });
    server.listen(0, '127.0.0.1', () => console.log(server.address().port));`;
  const child = spawn(process.execPath, ['-e', source], { stdio: ['ignore', 'pipe', 'inherit'] });
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`bare file server exited (${code})`)));
    createInterface({ input: child.stdout }).once('line', (line) => resolve({ port: Number(line), pid: child.pid, stop: () => child.kill() }));
  });
}

async function uploadTime() {
  console.log(`\n1. Upload time: one ${sizeMb} MB file, ${runs} runs each after a warm-up, one at a time`);
  const bare = await bareMultipart();
  const bareUrl = `http://127.0.0.1:${bare.server.address().port}/upload`;
  const baseline = await measure('bare Fastify multipart (baseline)', async () => ok(await fetch(bareUrl, { method: 'POST', body: form({ companyId: 1 }) }), 'bare'));
  await bare.close();
  const founder = await founderSession('time');
  const stored = [];
  const throughGateway = await measure('POST /api/documents via gateway', async () => stored.push(await uploadAs(founder)));
  await deleteAll(founder, stored);
  console.log(`gateway upload / bare multipart time ratio: ${(throughGateway / baseline).toFixed(2)}`);
}

async function uploadMemory(pids) {
  console.log(`\n2. Upload memory: ${parallel} founders upload a ${parallelSizeMb} MB file at once`);
  const founders = await Promise.all(Array.from({ length: parallel }, (_, index) => founderSession(`parallel-${index}`)));
  const bytes = pdfOf(parallelSizeMb);
  const stored = [];
  printRss('parallel uploads', await peakRss(pids, async () => stored.push(...(await Promise.all(founders.map((founder) => uploadAs(founder, bytes)))))));
  await Promise.all(founders.map((founder, index) => deleteAll(founder, [stored[index]])));
}

async function downloadMemory(pids) {
  console.log(`\n3. Download memory: ${readers} readers of one ${readSizeMb} MB file at ${readerMbps} MB/s each`);
  const bytes = pdfOf(readSizeMb);
  const folder = mkdtempSync(join(tmpdir(), 'bench-data-room-'));
  writeFileSync(join(folder, 'file.pdf'), bytes);
  const bare = await startBareFileServer(join(folder, 'file.pdf'));
  try {
    const floor = await peakRss({ 'bare file server (baseline)': bare.pid }, () => readAll('bare file server', `http://127.0.0.1:${bare.port}/`));
    printRss('slow readers', floor);
    const founder = await founderSession('readers');
    const id = await uploadAs(founder, bytes);
    const served = await peakRss(pids, () => readAll('via gateway', `${gateway}/api/documents/${id}/download`, { cookie: founder.cookie }));
    printRss('slow readers', served);
    const [name, { peak, before }] = Object.entries(served).find(([label]) => label.startsWith('ideas'));
    const floorPeak = Object.values(floor)[0];
    console.log(`${name} peak - before / bare file server peak - before: ${((peak - before) / Math.max(1, floorPeak.peak - floorPeak.before)).toFixed(1)}`);
    await deleteAll(founder, [id]);
  } finally {
    bare.stop();
    rmSync(folder, { recursive: true, force: true });
  }
}

/** The bench's documents are deleted again (their files too). */
async function deleteAll({ cookie }, ids) {
  for (const id of ids) await fetch(`${gateway}/api/documents/${id}`, { method: 'DELETE', headers: { cookie } });
}

async function main() {
  const pids = { 'gateway': pidOnPort(ports.gateway), 'ideas service': pidOnPort(ports.ideas) };
  if (sections.includes('1')) await uploadTime();
  if (sections.includes('2')) await uploadMemory(pids);
  if (sections.includes('3')) await downloadMemory(pids);
}

main().catch((error) => {
  console.error(error.message);
  process.exit(1);
});
