#!/usr/bin/env node
// `npm run migrate [auth ideas community]`: builds the services (Nx reuses its cache) and runs each
// one's migration entry, dist/services/<name>/migrate.js, on DATABASE_URL. Each takes its schema's
// PostgreSQL advisory lock, so any number of these (or of services starting with MIGRATIONS=run)
// may run at once. `--no-build` runs the entries already built (the images do the same).
const { spawn, spawnSync } = require('node:child_process');
const { join, resolve } = require('node:path');

const root = resolve(__dirname, '..');
const SERVICES = ['auth', 'ideas', 'community'];
const args = process.argv.slice(2);
const names = args.filter((arg) => !arg.startsWith('--'));
const unknown = names.filter((name) => !SERVICES.includes(name));

function fail(message) {
  process.stderr.write(`[migrate] ${message}\n`);
  process.exit(1);
}

if (unknown.length) fail(`unknown service ${unknown.join(', ')}: one of ${SERVICES.join(', ')}`);
if (!process.env.DATABASE_URL) fail('DATABASE_URL must be set (npm start migrates its embedded PostgreSQL itself)');
const chosen = names.length ? names : SERVICES;

if (!args.includes('--no-build')) {
  const built = spawnSync('npx', ['nx', 'run-many', '-t', 'build', '-p', chosen.join(','), '--output-style=static'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, NX_DAEMON: 'false', NX_TUI: 'false' },
  });
  if (built.status !== 0) fail('build failed');
}

// Schemas are independent: the services migrate side by side.
Promise.all(
  chosen.map(
    (name) =>
      new Promise((done) => {
        const child = spawn(process.execPath, ['--enable-source-maps', join(root, 'dist/services', name, 'migrate.js')], { cwd: root, stdio: 'inherit' });
        child.on('exit', (code) => done(code === 0));
      }),
  ),
).then((results) => {
  if (results.includes(false)) fail(`failed for ${chosen.filter((_, index) => !results[index]).join(', ')}`);
});
