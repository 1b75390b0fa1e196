// Shared surfaces: a shared module cannot be tree-shaken (any remote may use any of its exports),
// so the two large shared libraries are shared through a facade that re-exports only the names the
// frontends use. That keeps '/' lean (gzipped, @mantine/core ~30 KB instead of ~170 KB, React
// Router ~32 KB instead of ~61 KB) while every frontend still gets the one singleton copy. The
// price is a rule, checked by every frontend build (SharedSurfacePlugin): frontends import these
// packages by name, and only names their facade exports.
const { readdirSync, readFileSync } = require('node:fs');
const { join, relative, resolve } = require('node:path');
const { parseSync } = require('@swc/core');

const workspaceRoot = resolve(__dirname, '../..');

/** Shared package -> the facade module provided under its name. */
const SHARED_SURFACES = {
  '@mantine/core': join(__dirname, 'shared-surface/mantine-core.mjs'),
  'react-router-dom': join(__dirname, 'shared-surface/react-router-dom.mjs'),
};

/** Imports that would bypass a shared singleton. */
const FORBIDDEN_IMPORTS = {
  'react-router': "import routing from 'react-router-dom', the shared router",
  'react-router/dom': "import routing from 'react-router-dom', the shared router",
};

/** Code bundled with the frontends that imports a surfaced package: shared packages built on Mantine. */
const SHARED_PACKAGE_SOURCES = ['node_modules/@mantine/notifications/esm'];

function filesUnder(dir, pattern) {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && pattern.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name));
}

/** Value imports and re-exports of a module: [{ source, names, whole }] (whole: namespace, default or export *). */
function importsOf(file) {
  const ast = parseSync(readFileSync(file, 'utf8'), { syntax: 'typescript', tsx: file.endsWith('x'), decorators: true });
  const found = [];
  for (const item of ast.body) {
    if (!item.source || item.typeOnly) continue;
    if (item.type === 'ImportDeclaration') {
      const specifiers = item.specifiers.filter((s) => !s.isTypeOnly);
      // `import 'pkg'` and `import { type X } from 'pkg'` use no value.
      if (item.specifiers.length > 0 && specifiers.length === 0) continue;
      found.push({
        source: item.source.value,
        names: specifiers.filter((s) => s.type === 'ImportSpecifier').map((s) => (s.imported ?? s.local).value),
        whole: specifiers.some((s) => s.type !== 'ImportSpecifier'),
      });
    } else if (item.type === 'ExportNamedDeclaration') {
      const specifiers = item.specifiers.filter((s) => !s.isTypeOnly);
      found.push({ source: item.source.value, names: specifiers.map((s) => s.orig.value), whole: false });
    } else if (item.type === 'ExportAllDeclaration') {
      found.push({ source: item.source.value, names: [], whole: true });
    }
  }
  return found;
}

/** The names a facade exports. */
function surfaceNames(facadeFile) {
  const ast = parseSync(readFileSync(facadeFile, 'utf8'), { syntax: 'ecmascript' });
  return new Set(
    ast.body
      .filter((item) => item.type === 'ExportNamedDeclaration')
      .flatMap((item) => item.specifiers.map((s) => (s.exported ?? s.orig).value)),
  );
}

function isFrontendProject(root) {
  try {
    return JSON.parse(readFileSync(join(root, 'project.json'), 'utf8')).tags.includes('scope:frontend');
  } catch {
    return false;
  }
}

/** The sources of every frontend app and lib (tag scope:frontend); specs are not bundled. */
function frontendSourceFiles() {
  return ['apps', 'libs']
    .flatMap((group) => readdirSync(join(workspaceRoot, group), { withFileTypes: true }).filter((entry) => entry.isDirectory()).map((entry) => join(workspaceRoot, group, entry.name)))
    .filter(isFrontendProject)
    .flatMap((root) => filesUnder(join(root, 'src'), /^(?!.*\.spec\.).*\.tsx?$/));
}

/** Every import that the shared surfaces do not cover, as readable messages. */
function sharedSurfaceViolations(files = [...frontendSourceFiles(), ...SHARED_PACKAGE_SOURCES.flatMap((dir) => filesUnder(join(workspaceRoot, dir), /\.mjs$/))]) {
  const surfaces = Object.fromEntries(Object.entries(SHARED_SURFACES).map(([pkg, facade]) => [pkg, surfaceNames(facade)]));
  const violations = [];
  for (const file of files) {
    const where = relative(workspaceRoot, file);
    for (const { source, names, whole } of importsOf(file)) {
      if (FORBIDDEN_IMPORTS[source]) violations.push(`${where}: imports '${source}'; ${FORBIDDEN_IMPORTS[source]}`);
      const surface = surfaces[source];
      if (!surface) continue;
      if (whole) violations.push(`${where}: use named imports from '${source}' (no default, namespace or export *)`);
      for (const name of names.filter((n) => !surface.has(n))) {
        violations.push(`${where}: '${name}' from '${source}' is not in ${relative(workspaceRoot, SHARED_SURFACES[source])}`);
      }
    }
  }
  return violations;
}

/** The failure report of a check, or null when every import is covered. */
function sharedSurfaceReport() {
  const violations = sharedSurfaceViolations();
  if (violations.length === 0) return null;
  return (
    `Shared surface check failed (tools/rspack/shared-surface.js):\n  ${violations.join('\n  ')}\n` +
    'Add the names to the facade; release the shell before a remote that needs them.'
  );
}

/**
 * Fails a frontend build (and every rebuild in watch mode) whose imports a shared facade does not
 * cover: such an import would be undefined at run time.
 */
class SharedSurfacePlugin {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('SharedSurfacePlugin', (compilation) => {
      const report = sharedSurfaceReport();
      if (report) compilation.errors.push(new compiler.webpack.WebpackError(report));
    });
  }
}

module.exports = { SHARED_SURFACES, SharedSurfacePlugin, sharedSurfaceViolations, surfaceNames };
