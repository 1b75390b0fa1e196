// Plain CommonJS so the Rspack configs (tools/rspack, loaded by Node without a TS loader) read the
// same remote names and container names as the TypeScript code, which imports them through routes.ts.

/** The four federated frontends (ARCHITECTURE.md section 2). */
const REMOTE_NAMES = Object.freeze(['mfe-demos', 'mfe-ideas', 'mfe-workspace', 'mfe-account']);

/** Module Federation container names must be JS identifiers: 'mfe-demos' -> 'mfe_demos'. */
function federationName(remote) {
  return remote.replace(/-/g, '_');
}

/** Every remote exposes this module: its route tree (react-router route objects) as default export. */
const REMOTE_ROUTES_MODULE = './routes';

/**
 * Every remote's build writes this file beside its mf-manifest.json: each page path with the files
 * of its lazy chunks, which the gateway preloads with the page's HTML (tools/rspack/route-chunks-plugin.js).
 */
const REMOTE_ROUTE_CHUNKS_FILE = 'route-chunks.json';

/**
 * The shell's build writes this file beside its index.html: the files of the lazy chunks its own
 * layout draws with (the app header, and the shared library it uses), which the gateway preloads on
 * the pages that show them (tools/rspack/shell-chunks-plugin.js).
 */
const SHELL_CHUNKS_FILE = 'shell-chunks.json';

/** The shell's chunk group of the app header, as router.tsx names it and shell-chunks.json keys it. */
const APP_HEADER_CHUNKS = 'app-header';

module.exports = { REMOTE_NAMES, federationName, REMOTE_ROUTES_MODULE, REMOTE_ROUTE_CHUNKS_FILE, SHELL_CHUNKS_FILE, APP_HEADER_CHUNKS };
