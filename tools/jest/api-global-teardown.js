// Drops the run's database and stops the embedded PostgreSQL that api-global-setup.js started.
const { rmSync } = require('node:fs');
const { dropDatabase } = require('../postgres/embedded-database');

module.exports = async function apiGlobalTeardown() {
  const state = globalThis.__FOUNDER_API_DATABASE__;
  if (!state) return;
  try {
    await dropDatabase(state.serverUrl, state.database);
  } finally {
    if (state.stop) await state.stop();
    if (state.dataDir) rmSync(state.dataDir, { recursive: true, force: true });
  }
};
