// Starts the product exactly as `npm start` does, but on its own ports, with a fresh data folder
// and its own copy of the remote manifest (the canary test edits it), so a developer's running
// instance and data are never touched. Google (a local OAuth2 server) and the mail server (a local
// SMTP server) run in this process, which ends with them.
const { cpSync, mkdirSync, rmSync } = require('node:fs');
const { resolve } = require('node:path');
const { E2E } = require('./e2e-environment');

const root = resolve(__dirname, '../..');
rmSync(E2E.dir, { recursive: true, force: true });
mkdirSync(E2E.dir, { recursive: true });
cpSync(resolve(root, 'deploy/remotes.json'), E2E.manifest);
Object.assign(process.env, E2E.env);
import('./google-oauth-mock.mjs')
  .then(({ startGoogleOAuthMock }) => startGoogleOAuthMock({ port: Number(new URL(E2E.googleMockURL).port) }))
  .then(() => import('./smtp-mailbox.mjs'))
  .then(({ startSmtpMailbox }) => startSmtpMailbox({ smtpPort: E2E.smtpPort, httpPort: Number(new URL(E2E.mailboxURL).port) }))
  .then(() => require('../start'))
  .catch((error) => {
    process.stderr.write(`[e2e] ${error.stack || error.message}\n`);
    process.exit(1);
  });
