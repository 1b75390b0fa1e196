// The modules every frontend shares through Module Federation (ARCHITECTURE.md 4, docs/decisions.md
// "Shared UI without a shared list"). Each is a singleton pinned to the single version in the root
// package.json, so the page holds one React, one router, one query cache, one notifications store
// and one Mantine context whatever remote is loaded. Nothing here names what a frontend imports: a
// remote that starts using one more Mantine component or React Router export deploys alone.
const { join } = require('node:path');
const { dependencies } = require('../../package.json');
const { reactRouterBrowserFacade } = require('./react-router-browser');

const workspaceRoot = join(__dirname, '../..');

/** Import request -> the package whose pinned version it carries. */
const SINGLETONS = {
  react: 'react',
  'react-dom': 'react-dom',
  // React 19 reports two copies unless its entry points are shared as well.
  'react-dom/client': 'react-dom',
  'react/jsx-runtime': 'react',
  'react-router-dom': 'react-router-dom',
  '@tanstack/react-query': '@tanstack/react-query',
  // Holds the toast store: a toast shown from a remote appears in the shell's <Notifications />.
  '@mantine/notifications': '@mantine/notifications',
};

/**
 * The only stateful modules of @mantine/core: the React contexts that MantineProvider fills (theme,
 * provider settings, direction). Shared by their resolved file, so every component file of every
 * build, whatever relative path it imports them by, reads the shell's MantineProvider. The rest of
 * Mantine is stateless and is bundled, tree-shaken, into each build that uses it.
 */
const MANTINE_CONTEXT_FILES = {
  'Mantine.context': 'core/MantineProvider/Mantine.context.mjs',
  MantineThemeProvider: 'core/MantineProvider/MantineThemeProvider/MantineThemeProvider.mjs',
  DirectionProvider: 'core/DirectionProvider/DirectionProvider.mjs',
};

function pinnedVersion(packageName) {
  const version = dependencies[packageName];
  if (!/^\d+\.\d+\.\d+/.test(version ?? '')) {
    throw new Error(`${packageName} must be a pinned dependency in package.json to be shared (found ${version})`);
  }
  return version;
}

function singleton(packageName, extra = {}) {
  const version = pinnedVersion(packageName);
  return { singleton: true, requiredVersion: version, version, ...extra };
}

function sharedModules() {
  const shared = Object.fromEntries(Object.entries(SINGLETONS).map(([request, packageName]) => [request, singleton(packageName)]));
  // Shared whole, React Router would add ~34 KB gzipped to '/': its server and framework-mode
  // half is left out, by a rule on its exports, not by a list of what the frontends use.
  const router = reactRouterBrowserFacade();
  shared['react-router-dom'].import = router;
  // The same module under React Router's own names, so importing those never bundles a second router.
  for (const request of ['react-router', 'react-router/dom']) {
    shared[request] = singleton('react-router-dom', { shareKey: 'react-router-dom', import: router });
  }
  for (const [name, file] of Object.entries(MANTINE_CONTEXT_FILES)) {
    const path = join(workspaceRoot, 'node_modules/@mantine/core/esm', file);
    shared[path] = singleton('@mantine/core', { shareKey: `@mantine/core/${name}`, import: path });
  }
  return shared;
}

module.exports = { sharedModules, MANTINE_CONTEXT_FILES };
