// The modules every frontend shares through Module Federation (ARCHITECTURE.md 4, docs/decisions.md
// "Shared UI without a shared list"). Each is a singleton pinned to the single version in the root
// package.json, so the page holds one React, one router, one query cache, one toast store and one
// set of Mantine contexts whatever remote is loaded. Nothing here names what a frontend imports: a
// remote that starts using one more Mantine component or React Router export deploys alone.
const { join } = require('node:path');
const { dependencies } = require('../../package.json');
const { reactRouterBrowserFacade } = require('./react-router-browser');
const { QUERY_CLIENT_CONTEXT_FILE } = require('./react-query-host');

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
};

/**
 * The only stateful modules of Mantine (share key -> file): the React contexts that the shell's
 * MantineProvider fills (provider settings, theme, direction) and the toast store that the shell's
 * <Notifications /> shows. Shared by their resolved file, so every Mantine file of every build,
 * whatever relative path it imports them by, reads the shell's provider and store. The rest of
 * Mantine is stateless: each build bundles, tree-shaken, the components it uses.
 * TanStack Query's context file (ours, in its place: react-query-host.js) is shared the same way,
 * on its own, so the page has one client while the library loads only with the first code that uses it.
 */
const STATE_FILES = {
  '@mantine/core/Mantine.context': '@mantine/core/esm/core/MantineProvider/Mantine.context.mjs',
  '@mantine/core/MantineThemeProvider': '@mantine/core/esm/core/MantineProvider/MantineThemeProvider/MantineThemeProvider.mjs',
  '@mantine/core/DirectionProvider': '@mantine/core/esm/core/DirectionProvider/DirectionProvider.mjs',
  '@mantine/notifications/store': '@mantine/notifications/esm/notifications.store.mjs',
};

/**
 * The base every Mantine component is built on (share key -> file): the box, the component
 * factories, the props and styles hooks, with what they import, the size and colour helpers the
 * components call directly, and the Loader (the shell's page loader, inside every Button).
 * Stateless, but each build would otherwise bundle its own copy (~6.5 KB gzipped): shared by file
 * like the state files, the page loads the shell's, and a remote deployed alone still brings its
 * own as a fallback. Each shared file costs ~80 B of federation metadata in every remote entry, so
 * only files bigger than that are listed.
 */
const MANTINE_BASE_FILES = {
  '@mantine/core/Box': '@mantine/core/esm/core/Box/Box.mjs',
  '@mantine/core/factory': '@mantine/core/esm/core/factory/factory.mjs',
  '@mantine/core/polymorphic-factory': '@mantine/core/esm/core/factory/polymorphic-factory.mjs',
  '@mantine/core/use-props': '@mantine/core/esm/core/MantineProvider/use-props/use-props.mjs',
  '@mantine/core/use-styles': '@mantine/core/esm/core/styles-api/use-styles/use-styles.mjs',
  '@mantine/core/get-size': '@mantine/core/esm/core/utils/get-size/get-size.mjs',
  '@mantine/core/rem': '@mantine/core/esm/core/utils/units-converters/rem.mjs',
  '@mantine/core/parse-theme-color': '@mantine/core/esm/core/MantineProvider/color-functions/parse-theme-color/parse-theme-color.mjs',
  '@mantine/core/to-rgba': '@mantine/core/esm/core/MantineProvider/color-functions/to-rgba/to-rgba.mjs',
  '@mantine/core/InlineStyles': '@mantine/core/esm/core/InlineStyles/InlineStyles.mjs',
  '@mantine/core/Loader': '@mantine/core/esm/components/Loader/Loader.mjs',
};

function pinnedVersion(packageName) {
  const version = dependencies[packageName];
  if (!/^\d+\.\d+\.\d+/.test(version ?? '')) {
    throw new Error(`${packageName} must be a pinned dependency in package.json to be shared (found ${version})`);
  }
  return version;
}

function pinnedSingleton(packageName, extra = {}) {
  const version = pinnedVersion(packageName);
  return { singleton: true, requiredVersion: version, version, ...extra };
}

/**
 * `eager` (the shell only): its copies go in its main script, which provides them, instead of
 * a dozen chunks fetched one by one after main has run. Remotes keep them lazy: they use the
 * shell's copies and fetch their own only as a fallback. `lazyImports` (request -> file): modules
 * the build provides from its own file and keeps lazy even when eager, for what '/' does not use.
 * The shell asks no version of its own copies: it provides them first ('loaded-first'), so the
 * check could never fail, and the federation runtime's semver parse of it cost ~15 ms per
 * start-up on a phone. A remote keeps its requirement, and warns when it runs on another version.
 */
function sharedModules({ eager = false, lazyImports = {} } = {}) {
  const singleton = (packageName, extra = {}) => ({ ...pinnedSingleton(packageName, extra), ...(eager ? { eager, requiredVersion: false } : {}) });
  const shared = Object.fromEntries(Object.entries(SINGLETONS).map(([request, packageName]) => [request, singleton(packageName)]));
  // Shared whole, React Router would add ~34 KB gzipped to '/': its server and framework-mode
  // half is left out, by a rule on its exports, not by a list of what the frontends use.
  const router = reactRouterBrowserFacade();
  shared['react-router-dom'].import = router;
  // The same module under React Router's own names, so importing those never bundles a second router.
  for (const request of ['react-router', 'react-router/dom']) {
    shared[request] = singleton('react-router-dom', { shareKey: 'react-router-dom', import: router });
  }
  for (const [request, file] of Object.entries(lazyImports)) {
    shared[request] = { ...pinnedSingleton(SINGLETONS[request]), ...(eager ? { requiredVersion: false } : {}), import: file };
  }
  for (const [shareKey, file] of Object.entries({ ...STATE_FILES, ...MANTINE_BASE_FILES })) {
    const path = join(workspaceRoot, 'node_modules', file);
    shared[path] = singleton(file.split('/').slice(0, 2).join('/'), { shareKey, import: path });
  }
  shared[QUERY_CLIENT_CONTEXT_FILE] = singleton('@tanstack/react-query', { shareKey: '@tanstack/react-query/QueryClientProvider', import: QUERY_CLIENT_CONTEXT_FILE });
  return shared;
}

module.exports = { sharedModules };
