// Ports and paths of the system the browser tests start; shared by the start script and the tests.
// E2E_PORT_BASE moves every port (and E2E_DIR the folder), so two runs can share a machine.
const { resolve } = require('node:path');

const root = resolve(__dirname, '../..');
const dir = resolve(root, process.env.E2E_DIR || 'tmp/e2e');
const base = Number(process.env.E2E_PORT_BASE || 4280);
const baseURL = `http://localhost:${base}`;
// Google is the local OAuth2 server of google-oauth-mock.mjs, started by start-e2e-system.js.
const googleMockURL = `http://127.0.0.1:${base + 104}`;
// Mail goes to the local SMTP server of smtp-mailbox.mjs; tests read it over its HTTP side.
const smtpPort = base + 105;
const mailboxURL = `http://127.0.0.1:${base + 106}`;

const E2E = {
  dir,
  manifest: resolve(dir, 'remotes.json'),
  baseURL,
  googleMockURL,
  smtpPort,
  mailboxURL,
  env: {
    DATA_DIR: resolve(dir, 'data'),
    REMOTES_MANIFEST: resolve(dir, 'remotes.json'),
    GATEWAY_PORT: String(base),
    AUTH_PORT: String(base + 101),
    IDEAS_PORT: String(base + 102),
    COMMUNITY_PORT: String(base + 103),
    EMBEDDED_PG_PORT: String(base + 50100),
    LOG_LEVEL: 'error',
    SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
    MAIL_FROM: 'Founder Platform <no-reply@founder.test>',
    MAIL_RETRY_DELAY_SECONDS: '1',
    GOOGLE_CLIENT_ID: 'founder-e2e-client',
    GOOGLE_CLIENT_SECRET: 'founder-e2e-secret',
    GOOGLE_CALLBACK_URL: `${baseURL}/api/auth/google/callback`,
    GOOGLE_AUTHORIZATION_URL: `${googleMockURL}/authorize`,
    GOOGLE_TOKEN_URL: `${googleMockURL}/token`,
    GOOGLE_USERINFO_URL: `${googleMockURL}/userinfo`,
    // Every browser test comes from one address: the per-IP sign-in limits would stop the suite.
    // The per-account limits stay as in production.
    AUTH_IP_RATE_LIMIT: '1000',
    IDEAS_CLIENT_RATE_LIMIT: '1000',
    IDEAS_IP_RATE_LIMIT: '1000',
    IDEAS_GENERATION_RATE_LIMIT: '1000',
    STREAMS_PER_CLIENT: '100',
  },
};

module.exports = { E2E };
