// Ports and paths of the system the browser tests start; shared by the start script and the tests.
const { resolve } = require('node:path');

const root = resolve(__dirname, '../..');
const dir = resolve(root, 'tmp/e2e');
const gatewayPort = 4280;

const E2E = {
  dir,
  manifest: resolve(dir, 'remotes.json'),
  baseURL: `http://localhost:${gatewayPort}`,
  env: {
    DATA_DIR: resolve(dir, 'data'),
    REMOTES_MANIFEST: resolve(dir, 'remotes.json'),
    GATEWAY_PORT: String(gatewayPort),
    AUTH_PORT: '4381',
    IDEAS_PORT: '4382',
    COMMUNITY_PORT: '4383',
    EMBEDDED_PG_PORT: '54380',
    LOG_LEVEL: 'warn',
  },
};

module.exports = { E2E };
