// Modules the frontend configs write at build time (a shared module made of a package's files, by
// absolute path), under node_modules/.cache so no linter or type checker reads them.
const { mkdirSync, readFileSync, renameSync, writeFileSync } = require('node:fs');
const { dirname, join } = require('node:path');

const GENERATED_DIR = join(__dirname, '../../node_modules/.cache/founder-rspack');

/** Writes `name` with `source` (only when it changes, so watchers stay quiet) and returns its path. */
function writeGeneratedModule(name, source) {
  const file = join(GENERATED_DIR, name);
  let current = null;
  try {
    current = readFileSync(file, 'utf8');
  } catch {
    // not generated yet
  }
  if (current !== source) {
    mkdirSync(dirname(file), { recursive: true });
    // Renamed into place: builds running side by side never read a half-written file.
    const temporary = `${file}.${process.pid}`;
    writeFileSync(temporary, source);
    renameSync(temporary, file);
  }
  return file;
}

module.exports = { writeGeneratedModule };
