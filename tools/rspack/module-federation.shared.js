// The one list of modules every frontend shares through Module Federation (ARCHITECTURE.md 4).
// Each is a singleton pinned to the single version in the root package.json, so the page holds
// one React, one router, one query cache and one Mantine whatever remote is loaded. Never spread
// all dependencies here: anything else stays private to the build that imports it.
const { dependencies } = require('../../package.json');
const { SHARED_SURFACES } = require('./shared-surface');

/** Import request -> the package whose pinned version it carries. */
const SINGLETONS = {
  react: 'react',
  'react-dom': 'react-dom',
  // React 19 reports two copies unless its entry points are shared as well.
  'react-dom/client': 'react-dom',
  'react/jsx-runtime': 'react',
  'react-router-dom': 'react-router-dom',
  '@tanstack/react-query': '@tanstack/react-query',
  '@mantine/core': '@mantine/core',
  '@mantine/hooks': '@mantine/hooks',
  '@mantine/notifications': '@mantine/notifications',
};

function pinnedVersion(packageName) {
  const version = dependencies[packageName];
  if (!/^\d+\.\d+\.\d+/.test(version ?? '')) {
    throw new Error(`${packageName} must be a pinned dependency in package.json to be shared (found ${version})`);
  }
  return version;
}

const sharedSingletons = Object.fromEntries(
  Object.entries(SINGLETONS).map(([request, packageName]) => [
    request,
    {
      singleton: true,
      requiredVersion: pinnedVersion(packageName),
      version: pinnedVersion(packageName),
      // The large libraries are provided through a facade of the names the frontends use.
      ...(SHARED_SURFACES[request] ? { import: SHARED_SURFACES[request] } : {}),
    },
  ]),
);

module.exports = { sharedSingletons };
