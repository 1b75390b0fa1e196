// One DocumentStorage of tools/bench/object-storage.js, in its own process: writes and reads one
// generated file `rounds` times and answers each one's duration and this process's peak RSS.
const { Readable, Writable } = require('node:stream');
const { pipeline } = require('node:stream/promises');
const { FilesystemDocumentStorage } = require('../../services/ideas/src/data-room/filesystem-document-storage');
const { S3DocumentStorage } = require('../../services/ideas/src/data-room/s3-document-storage');

const [kind, megabytes, rounds] = [process.argv[2], Number(process.argv[3]), Number(process.argv[4])];
const CHUNK = Buffer.alloc(64 * 1024, 7);
const rssMb = () => Math.round(process.memoryUsage.rss() / (1024 * 1024));

/** megabytes of bytes in 64 KB chunks, made as they are read. */
function generated() {
  let left = (megabytes * 1024 * 1024) / CHUNK.length;
  return new Readable({
    read() {
      this.push(left-- > 0 ? Buffer.from(CHUNK) : null);
    },
  });
}

/** The duration of work and the peak RSS while it ran. */
async function timed(work) {
  let peak = rssMb();
  const sampler = setInterval(() => (peak = Math.max(peak, rssMb())), 20);
  const started = performance.now();
  await work();
  const ms = performance.now() - started;
  clearInterval(sampler);
  return { ms, peakRssMb: Math.max(peak, rssMb()) };
}

async function main() {
  const storage =
    kind === 's3'
      ? new S3DocumentStorage({ bucket: process.env.S3_BUCKET, prefix: 'bench/', region: 'us-east-1', endpoint: process.env.S3_ENDPOINT, forcePathStyle: true })
      : new FilesystemDocumentStorage(process.env.BENCH_DIR);
  // A first small round trip, so the client's set-up is not in the first figure.
  await storage.write('warm-up', Readable.from([Buffer.from('warm')]));
  await storage.delete('warm-up');
  global.gc?.();
  const idleRssMb = rssMb();
  const writes = [];
  const reads = [];
  for (let round = 0; round < rounds; round += 1) {
    writes.push(await timed(() => storage.write(`file-${round}`, generated())));
    reads.push(
      await timed(async () => {
        const file = await storage.read(`file-${round}`);
        await pipeline(file.stream, new Writable({ write: (_chunk, _encoding, callback) => callback() }));
      }),
    );
    await storage.delete(`file-${round}`);
  }
  storage.onModuleDestroy?.();
  process.send({ idleRssMb, writes, reads });
}

main().catch((error) => process.send({ error: error.stack ?? String(error) }));
