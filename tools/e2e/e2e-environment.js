// Ports and paths of the system the browser tests start; shared by the start script and the tests.
// E2E_PORT_BASE moves every port (and E2E_DIR the folder), so two runs can share a machine.
const { resolve } = require('node:path');

const root = resolve(__dirname, '../..');
const dir = resolve(root, process.env.E2E_DIR || 'tmp/e2e');
const base = Number(process.env.E2E_PORT_BASE || 4280);

const E2E = {
  dir,
  manifest: resolve(dir, 'remotes.json'),
  baseURL: `http://localhost:${base}`,
  env: {
    DATA_DIR: resolve(dir, 'data'),
    REMOTES_MANIFEST: resolve(dir, 'remotes.json'),
    GATEWAY_PORT: String(base),
    AUTH_PORT: String(base + 101),
    IDEAS_PORT: String(base + 102),
    COMMUNITY_PORT: String(base + 103),
    EMBEDDED_PG_PORT: String(base + 50100),
    LOG_LEVEL: 'error',
  },
};

module.exports = { E2E };
