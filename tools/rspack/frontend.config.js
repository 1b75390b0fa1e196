// Rspack configs of the five frontends: the shell (host) and the four remotes.
// The shell knows no remote at build time: it registers them at run time from /remotes.json.
// Each remote builds into its own versioned folder, dist/apps/<remote>/<version>/, so several
// versions can be deployed side by side and the manifest picks one (stable or canary).
const { join, resolve } = require('node:path');
const { rspack } = require('@rspack/core');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/rspack');
const { sharedModules } = require('./module-federation.shared');
const { PrecompressPlugin } = require('./precompress-plugin');
const { ConsumeImportPathsPlugin } = require('./consume-import-paths-plugin');
const { queryClientContextReplacement, reactQueryHostModule } = require('./react-query-host');
const { RouteChunksPlugin } = require('./route-chunks-plugin');
const { EntryScriptPriorityPlugin } = require('./entry-script-priority-plugin');
const { ShellChunksPlugin } = require('./shell-chunks-plugin');
const { MANTINE_THEME_CSS_REQUEST, mantineThemeStylesheet } = require('./mantine-theme-css');
// The one source of remote and container names, shared with the TypeScript code.
const { APP_HEADER_CHUNKS, REMOTE_NAMES, REMOTE_ROUTES_MODULE, federationName } = require('../../libs/contracts/src/remotes');

const workspaceRoot = resolve(__dirname, '../..');

/**
 * The browsers we build for: current evergreen ones. Without targets, Lightning CSS lowers
 * Mantine's :dir(rtl) rules into long :lang() lists and doubles the stylesheet.
 */
const BROWSER_TARGETS = ['chrome >= 120', 'edge >= 120', 'firefox >= 128', 'safari >= 16.4'];

/** The Module Federation runtime packages the plugin injects into every build. */
const FEDERATION_RUNTIME_PACKAGES = ['webpack-bundler-runtime', 'runtime', 'runtime-tools', 'runtime-core', 'sdk'];

/**
 * The plugin injects the federation runtime by the path Node's require() resolves, the CommonJS
 * build, which cannot be tree-shaken. Its ESM build can (Node-only loading code goes, for one):
 * ~5 KB gzipped less in the shell's main and in each remoteEntry.js.
 */
function federationRuntimeAsEsm() {
  return Object.fromEntries(
    FEDERATION_RUNTIME_PACKAGES.map((name) => {
      const commonJs = require.resolve(`@module-federation/${name}`);
      return [`${commonJs}$`, commonJs.replace(/\.cjs$/, '.js')];
    }),
  );
}

function isProduction() {
  return process.env.NODE_ENV !== 'development';
}

/** Settings common to every frontend build. */
function baseConfig({ appRoot, outputPath, publicPath, uniqueName }) {
  const production = isProduction();
  return {
    mode: production ? 'production' : 'development',
    target: ['web', 'es2022'],
    context: join(workspaceRoot, appRoot),
    devtool: production ? false : 'cheap-module-source-map',
    output: {
      path: outputPath,
      publicPath,
      // Distinct per build, or two builds on one page would share one chunk-loading global.
      uniqueName,
      filename: production ? '[name].[contenthash:8].js' : '[name].js',
      chunkFilename: production ? '[name].[contenthash:8].js' : '[name].js',
      cssFilename: production ? '[name].[contenthash:8].css' : '[name].css',
      cssChunkFilename: production ? '[name].[contenthash:8].css' : '[name].css',
      clean: true,
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.mjs', '.js', '.json'],
      tsConfig: join(workspaceRoot, 'tsconfig.base.json'),
      alias: federationRuntimeAsEsm(),
    },
    module: {
      rules: [
        {
          test: /\.tsx?$/,
          exclude: /node_modules/,
          loader: 'builtin:swc-loader',
          options: {
            jsc: {
              parser: { syntax: 'typescript', tsx: true },
              transform: { react: { runtime: 'automatic', development: !production } },
              target: 'es2022',
            },
          },
        },
        // Our libs run nothing when imported: a build keeps only the modules behind the names it
        // uses, not every module a lib's index re-exports (and the Mantine parts they draw with).
        { test: /[\\/]libs[\\/][^\\/]+[\\/]src[\\/]/, sideEffects: false },
        // Each Mantine component brings its own stylesheet (mantine-styles-loader.js).
        { test: /[\\/]@mantine[\\/](core|notifications)[\\/]esm[\\/].*\.mjs$/, loader: require.resolve('./mantine-styles-loader') },
        // What the shared router leaves out can then be dropped (react-router-pure-loader.js).
        { test: /[\\/]react-router[\\/]dist[\\/]production[\\/][^\\/]+\.mjs$/, loader: require.resolve('./react-router-pure-loader') },
        // Rspack 2 handles CSS natively once a rule gives it a CSS module type.
        { test: /\.css$/, type: 'css/auto' },
      ],
    },
    optimization: {
      minimize: production,
      minimizer: [
        new rspack.SwcJsMinimizerRspackPlugin(),
        new rspack.LightningCssMinimizerRspackPlugin({ minimizerOptions: { targets: BROWSER_TARGETS } }),
      ],
      moduleIds: 'deterministic',
      chunkIds: 'deterministic',
      // Module Federation needs the runtime inside the entry (the shell's main, a remote's remoteEntry.js).
      runtimeChunk: false,
    },
    performance: { hints: false },
    plugins: [
      queryClientContextReplacement(rspack),
      // Production files ship without the consume data's unused paths and with their .br and .gz
      // beside them; watch builds stay fast.
      ...(production ? [new ConsumeImportPathsPlugin(), new PrecompressPlugin()] : []),
    ],
  };
}

/**
 * Announces in index.html the files of a named async chunk group (the shell's bootstrap: its app
 * code and the Mantine parts it draws with), so the browser fetches them with main instead of
 * after main has run.
 */
class PreloadChunkGroupPlugin {
  constructor(groupName) {
    this.groupName = groupName;
  }

  apply(compiler) {
    const { HtmlRspackPlugin } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('PreloadChunkGroupPlugin', (compilation) => {
      HtmlRspackPlugin.getCompilationHooks(compilation).alterAssetTags.tapPromise('PreloadChunkGroupPlugin', async (data) => {
        const group = compilation.namedChunkGroups.get(this.groupName);
        if (!group) throw new Error(`PreloadChunkGroupPlugin: no chunk group named "${this.groupName}"`);
        const files = group.chunks.flatMap((chunk) => [...chunk.files]).filter((file) => /\.(js|css)$/.test(file));
        const links = files.map((file) =>
          HtmlRspackPlugin.createHtmlTagObject('link', { rel: 'preload', href: `${data.publicPath}${file}`, as: file.endsWith('.css') ? 'style' : 'script' }),
        );
        data.assetTags.meta.push(...links);
        return data;
      });
    });
  }
}

function federation({ eagerShared = false, lazySharedImports, ...options }) {
  return new ModuleFederationPlugin({
    shared: sharedModules({ eager: eagerShared, lazyImports: lazySharedImports }),
    // A remote is fetched only when one of its routes is visited: nothing at start-up may fetch
    // another build's entry to negotiate versions ('version-first' would).
    shareStrategy: 'loaded-first',
    dts: false,
    dev: false,
    ...options,
  });
}

/**
 * The shell's start-up code in a few scripts instead of one: each deferred script is compiled
 * and run in its own task, and one 390 KB main was a single 150-200 ms task on a phone after the
 * prerendered first paint (issue 16, Total Blocking Time). The packages main provides eagerly
 * (React DOM apart, the rest together) become scripts of their own that index.html loads with it.
 */
const SHELL_INITIAL_CHUNKS = {
  cacheGroups: {
    default: false,
    defaultVendors: false,
    reactDom: { test: /[\\/]node_modules[\\/](react-dom|scheduler)[\\/]/, name: 'react-dom', chunks: 'initial', enforce: true },
    packages: { test: /[\\/]node_modules[\\/]/, name: 'packages', chunks: 'initial', enforce: true, priority: -10 },
  },
};

/** The host: router, layout, session, remote loader. Served at / by the gateway. */
function shellConfig({ appRoot = 'apps/shell' } = {}) {
  const config = baseConfig({
    appRoot,
    outputPath: join(workspaceRoot, 'dist', appRoot),
    // Absolute, because the shell's index.html is also the fallback of every deep path.
    publicPath: '/',
    uniqueName: 'shell',
  });
  config.entry = { main: './src/main.ts' };
  config.optimization.splitChunks = SHELL_INITIAL_CHUNKS;
  config.resolve.alias[`${MANTINE_THEME_CSS_REQUEST}$`] = mantineThemeStylesheet({
    file: join(workspaceRoot, 'libs/ui/src/stylesheet-theme.ts'),
    theme: 'founderStylesheetTheme',
    resolver: 'founderCssVariables',
  });
  const queryClient = reactQueryHostModule({
    config: { file: join(workspaceRoot, 'libs/api-client/src/query-client.ts'), name: 'queryClientConfig' },
    provide: { file: join(workspaceRoot, appRoot, 'src/queries/query-client-store.ts'), name: 'provideQueryClient' },
  });
  config.plugins.push(
    new rspack.HtmlRspackPlugin({ template: './src/index.html', scriptLoading: 'defer' }),
    new PreloadChunkGroupPlugin('bootstrap'),
    new EntryScriptPriorityPlugin(),
    federation({
      name: 'shell',
      eagerShared: true,
      // TanStack Query comes with the first code that uses it, with the page's client (not on '/').
      lazySharedImports: { '@tanstack/react-query': queryClient },
      // No `remotes`: they come only from the runtime manifest (/remotes.json).
      manifest: false,
      // The shell hands its federation runtime to the remotes, so no remote ships its own copy;
      // 'web' drops the runtime's Node.js loading code.
      experiments: { provideExternalRuntime: true, optimization: { target: 'web' } },
    }),
    // shell-chunks.json: the app header's files and the query library it uses, which the gateway
    // preloads on the pages that show the header (production only, like route-chunks.json).
    ...(isProduction() ? [new ShellChunksPlugin({ [APP_HEADER_CHUNKS]: { chunkGroup: APP_HEADER_CHUNKS, shared: ['@tanstack/react-query'] } })] : []),
  );
  return config;
}

/** A remote's release version: the `version` of its own package.json, the one place it is set. */
function remoteVersion(remote) {
  return require(join(workspaceRoot, 'apps', remote, 'package.json')).version;
}

/** The folder a remote build is published in: a version, never a path. */
function publishedVersion(version) {
  if (!/^\d+\.\d+\.\d+(-[0-9A-Za-z.-]+)?$/.test(version)) {
    throw new Error(`REMOTE_VERSION must look like 1.2.3 or 1.2.3-canary, got "${version}"`);
  }
  return version;
}

/**
 * A remote: exposes './routes' (its route tree) and emits mf-manifest.json, into
 * dist/apps/<remote>/<version>/, the version being its package.json's unless REMOTE_VERSION
 * overrides it (e.g. to build a canary).
 */
function remoteConfig({ remote }) {
  if (!REMOTE_NAMES.includes(remote)) throw new Error(`Unknown remote "${remote}" (known: ${REMOTE_NAMES.join(', ')})`);
  const containerName = federationName(remote);
  const buildVersion = publishedVersion(process.env.REMOTE_VERSION || remoteVersion(remote));
  const appRoot = `apps/${remote}`;
  const config = baseConfig({
    appRoot,
    outputPath: join(workspaceRoot, 'dist', appRoot, buildVersion),
    // Resolved from remoteEntry.js's own URL, so one build folder can be served from any path.
    publicPath: 'auto',
    uniqueName: containerName,
  });
  // The container entry is the only entry a remote has.
  config.entry = {};
  config.plugins.push(
    new rspack.DefinePlugin({ __REMOTE_VERSION__: JSON.stringify(buildVersion) }),
    federation({
      name: containerName,
      filename: 'remoteEntry.js',
      exposes: { [REMOTE_ROUTES_MODULE]: './src/routes.tsx' },
      manifest: true,
      // Use the shell's federation runtime instead of bundling another copy (~18 KB gzipped less
      // per remote); 'web' drops the bundler runtime's Node.js loading code (~2 KB more).
      experiments: { externalRuntime: true, optimization: { target: 'web' } },
    }),
    // route-chunks.json: each page's lazy chunks, which the gateway preloads with the page's HTML (production only, like precompression).
    ...(isProduction() ? [new RouteChunksPlugin()] : []),
  );
  return config;
}

module.exports = { shellConfig, remoteConfig, remoteVersion };
