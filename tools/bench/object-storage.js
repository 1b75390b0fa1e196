#!/usr/bin/env node
// The data room's DocumentStorage (issue 30): write and read throughput of one file and the process's
// memory while it moves, for the filesystem (the baseline) beside S3, in the same run. S3 is a local
// s3rver (startS3TestServer) in this process; each storage runs in a child process of its own, so its
// peak RSS (sampled every 20 ms) is the storage's alone. The file is generated as it streams (64 KB
// chunks), never held whole, so the RSS shows what the storage keeps in memory.
//   node tools/bench/object-storage.js [--mb 20] [--rounds 3]
const { fork } = require('node:child_process');
const { mkdtempSync, rmSync } = require('node:fs');
const { tmpdir } = require('node:os');
const { join, resolve } = require('node:path');

const root = resolve(__dirname, '../..');
process.env.SWC_NODE_PROJECT = join(root, 'tsconfig.base.json');
require('@swc-node/register');
const { startS3TestServer } = require('../../libs/server-kit/src/testing/s3-test-server');

const argument = (name, fallback) => {
  const index = process.argv.indexOf(`--${name}`);
  return index === -1 ? fallback : Number(process.argv[index + 1]);
};
const megabytes = argument('mb', 20);
const rounds = argument('rounds', 3);

/** One storage in a child: its figures for every round. */
function measure(kind, environment) {
  return new Promise((done, fail) => {
    const child = fork(join(__dirname, 'object-storage-worker.js'), [kind, String(megabytes), String(rounds)], {
      execArgv: ['-r', '@swc-node/register'],
      cwd: root,
      env: { ...process.env, ...environment, AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true' },
    });
    child.on('message', (message) => (message.error ? fail(new Error(`${kind}: ${message.error}`)) : done(message)));
    child.on('exit', (code) => code && fail(new Error(`${kind} exited with ${code}`)));
  });
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const mbps = (ms) => ((megabytes / ms) * 1000).toFixed(0).padStart(5);

async function main() {
  const folder = mkdtempSync(join(tmpdir(), 'object-storage-bench-'));
  const server = await startS3TestServer('bench');
  try {
    const results = [
      ['filesystem (baseline)', await measure('filesystem', { BENCH_DIR: folder })],
      ['s3 (s3rver, local)', await measure('s3', { ...server.environment, S3_ENDPOINT: server.endpoint })],
    ];
    console.log(`One ${megabytes} MB file, median of ${rounds} rounds; RSS of the process that writes and reads it.`);
    console.log('storage                 write MB/s  read MB/s  RSS idle  RSS peak writing  RSS peak reading');
    for (const [label, result] of results) {
      const write = median(result.writes.map((round) => round.ms));
      const read = median(result.reads.map((round) => round.ms));
      const peak = (rounds) => Math.max(...rounds.map((round) => round.peakRssMb));
      console.log(
        `${label.padEnd(22)}  ${mbps(write)}       ${mbps(read)}      ${String(result.idleRssMb).padStart(4)} MB  ${String(peak(result.writes)).padStart(10)} MB  ${String(peak(result.reads)).padStart(12)} MB`,
      );
    }
  } finally {
    await server.close();
    rmSync(folder, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
