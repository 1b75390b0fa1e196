// Writes route-chunks.json beside a remote's mf-manifest.json: for every page path its route files
// declare, the JS and CSS files of the lazy chunks that page renders with (a layout's and the
// page's own). The gateway preloads them from the page's HTML, so the page's chunk is fetched with
// the remote's entry instead of after the remote's route tree has run (services/gateway/src/static/route-chunks.ts).
const { join, posix } = require('node:path');
const { createJiti } = require('jiti');
const { LAZY_SOURCE } = require('./route-chunks-lazy');
const { REMOTE_ROUTE_CHUNKS_FILE } = require('../../libs/contracts/src/remotes');

const PLUGIN = 'RouteChunksPlugin';
/** An area's routes file (README "Routes: how an area adds pages and nested routes"). */
const ROUTES_FILE = /\.routes\.tsx?$/;

const workspaceRoot = join(__dirname, '../..');

/** The module a lazy page loads: the first string literal of `() => import('../pages/x')`. */
function importedRequest(loadSource) {
  const match = /(['"`])([^'"`]+)\1/.exec(loadSource);
  return match ? match[2] : null;
}

/**
 * Every page of a route tree (a leaf: an index route or a path without children) with its full
 * path, in react-router's terms (absolute or relative to the parent's; pathless layouts add none),
 * and the requests of the lazy components rendered around and at it, outermost first. A layout
 * whose route says `handle: { preloadChildren: false }` decides at run time whether its children
 * render (a sign-in gate): only its own chunks are listed for the pages under it.
 */
function routePages(route, parentPath = '/', outerLoads = [], preloading = true) {
  const path = route.path === undefined ? parentPath : route.path.startsWith('/') ? route.path : posix.join(parentPath, route.path);
  const source = route.Component && route.Component[LAZY_SOURCE];
  const request = preloading && typeof source === 'string' ? importedRequest(source) : null;
  const loads = request ? [...outerLoads, request] : outerLoads;
  if (!Array.isArray(route.children) || route.children.length === 0) return loads.length > 0 ? [{ path, requests: loads }] : [];
  const childrenPreloaded = preloading && !(route.handle && route.handle.preloadChildren === false);
  return route.children.flatMap((child) => routePages(child, path, loads, childrenPreloaded));
}

/** The RouteObjects a routes file exports (an area exports one; any object with a `path` counts). */
function exportedRoutes(moduleExports) {
  return Object.values(moduleExports).filter((value) => typeof value === 'object' && value !== null && typeof value.path === 'string');
}

/** `@founder/*` as tsconfig.base.json maps them, so the routes files' constants resolve in Node. */
function workspaceAliases() {
  const { compilerOptions } = require(join(workspaceRoot, 'tsconfig.base.json'));
  return Object.fromEntries(Object.entries(compilerOptions.paths).map(([name, [target]]) => [name, join(workspaceRoot, target)]));
}

/**
 * The map itself, from each routes file's pages and, per (routes file, request), the files of the
 * chunk group that dynamic import creates. A page whose chunks are unknown is left out.
 */
function routeChunksMap(pagesByFile, filesByImport) {
  const routes = [];
  for (const [resource, pages] of pagesByFile) {
    for (const { path, requests } of pages) {
      const groups = requests.map((request) => filesByImport.get(`${resource}\0${request}`));
      if (groups.some((files) => !files)) continue;
      const files = [...new Set(groups.flat())];
      routes.push({ path, js: files.filter((file) => file.endsWith('.js')), css: files.filter((file) => file.endsWith('.css')) });
    }
  }
  return { routes };
}

class RouteChunksPlugin {
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap(PLUGIN, (compilation) => {
      // After the content hashes are final (file names change at OPTIMIZE_HASH), before PrecompressPlugin.
      compilation.hooks.processAssets.tapPromise({ name: PLUGIN, stage: Compilation.PROCESS_ASSETS_STAGE_REPORT }, async () => {
        const filesByImport = new Map();
        for (const group of compilation.chunkGroups) {
          for (const { module, request } of group.origins) {
            const resource = module && module.resource;
            if (!resource || !request || !ROUTES_FILE.test(resource)) continue;
            filesByImport.set(`${resource}\0${request}`, group.getFiles().filter((file) => /\.(js|css)$/.test(file)));
          }
        }
        // Route files are read in Node with 'react' standing in as a recorder of lazy() (route-chunks-lazy.js).
        const jiti = createJiti(__filename, { alias: { ...workspaceAliases(), react: require.resolve('./route-chunks-lazy') }, moduleCache: false, fsCache: false });
        const pagesByFile = new Map();
        for (const resource of new Set([...filesByImport.keys()].map((key) => key.split('\0')[0]))) {
          try {
            pagesByFile.set(resource, exportedRoutes(await jiti.import(resource)).flatMap((route) => routePages(route)));
          } catch (error) {
            // The area still works, its pages are only not preloaded.
            compilation.warnings.push(new compiler.webpack.WebpackError(`${PLUGIN}: ${resource} could not be read at build time: ${error.message}`));
          }
        }
        compilation.emitAsset(REMOTE_ROUTE_CHUNKS_FILE, new sources.RawSource(JSON.stringify(routeChunksMap(pagesByFile, filesByImport))));
      });
    });
  }
}

module.exports = { RouteChunksPlugin, routePages, routeChunksMap, importedRequest };
