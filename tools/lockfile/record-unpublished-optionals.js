#!/usr/bin/env node
// The registry this project installs from lacks many platform builds of native packages (Rspack,
// SWC, Nx for macOS, Windows, ...). `npm install` then leaves them out of package-lock.json and
// `npm ci` refuses the lockfile ("Missing: ... from lock file"). This records each missing
// optional platform package with its os/cpu/libc, so `npm ci` knows to skip it on this platform.
// Run after `npm install` changes the lockfile:  node tools/lockfile/record-unpublished-optionals.js
const { readFileSync, writeFileSync } = require('node:fs');
const { resolve } = require('node:path');

const OS = ['darwin', 'linux', 'win32', 'android', 'freebsd', 'openbsd', 'netbsd', 'sunos', 'aix', 'openharmony'];
const CPU = ['x64', 'arm64', 'arm', 'ia32', 'ppc64', 'riscv64', 's390x', 'loong64', 'wasm32', 'mips64el'];

function platformOf(name) {
  const tokens = name.split('/').pop().split('-');
  const os = tokens.find((token) => OS.includes(token));
  const cpu = tokens.find((token) => CPU.includes(token)) ?? (tokens.includes('x86_64') ? 'x64' : undefined);
  if (!os && cpu !== 'wasm32') return null;
  const platform = {};
  if (os) platform.os = [os];
  if (cpu) platform.cpu = [cpu];
  if (tokens.includes('musl')) platform.libc = ['musl'];
  else if (tokens.includes('gnu') || tokens.includes('gnueabihf')) platform.libc = ['glibc'];
  return platform;
}

const file = resolve(__dirname, '../../package-lock.json');
const lock = JSON.parse(readFileSync(file, 'utf8'));
const added = [];
for (const [path, entry] of Object.entries(lock.packages)) {
  for (const [name, range] of Object.entries(entry.optionalDependencies ?? {})) {
    const version = range.replace(/^[\^~=]/, '');
    const nested = `${path}/node_modules/${name}`;
    const hoisted = `node_modules/${name}`;
    if (lock.packages[nested] || lock.packages[hoisted]?.version === version) continue;
    const platform = platformOf(name);
    if (!platform) continue;
    // Beside its dependant when the hoisted copy is another version (e.g. a second Nx).
    const target = lock.packages[hoisted] ? nested : hoisted;
    lock.packages[target] = { version, optional: true, ...platform };
    added.push(`${name}@${range}`);
  }
}
lock.packages = Object.fromEntries(Object.entries(lock.packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a.localeCompare(b))));
writeFileSync(file, `${JSON.stringify(lock, null, 2)}\n`);
console.log(added.length ? `recorded ${added.length} platform packages:\n  ${added.join('\n  ')}` : 'nothing missing');
