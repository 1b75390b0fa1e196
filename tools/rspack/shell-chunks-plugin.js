// Writes shell-chunks.json beside the shell's index.html: for each named part of the shell's layout
// that loads lazily (the app header), the JS and CSS files it draws with, including the lazily
// shared libraries it uses (TanStack Query, which the shell provides from a chunk of its own). The
// gateway preloads them on the pages that show that part (services/gateway/src/static/first-screen.ts),
// so they are fetched with main.js instead of after it has run.
const { SHELL_CHUNKS_FILE } = require('../../libs/contracts/src/remotes');

const PLUGIN = 'ShellChunksPlugin';

/** The share key of a chunk group made by a provide-shared module ('provide shared module (default) name@1.0.0 = ...'), or null. */
function providedShareKey(identifier) {
  const match = /^provide shared module \([^)]*\) (.+?)@[^@\s]* = /.exec(identifier);
  return match ? match[1] : null;
}

/** JS and CSS files of a set of chunk groups, each once, in build order. */
function groupFiles(groups) {
  const files = [...new Set(groups.flatMap((group) => group.getFiles()).filter((file) => /\.(js|css)$/.test(file)))];
  return { js: files.filter((file) => file.endsWith('.js')), css: files.filter((file) => file.endsWith('.css')) };
}

class ShellChunksPlugin {
  /** @param {Record<string, { chunkGroup: string; shared?: string[] }>} parts each part's chunk group name (a webpackChunkName) and the lazily shared libraries it uses */
  constructor(parts) {
    this.parts = parts;
  }

  apply(compiler) {
    const { Compilation, sources, WebpackError } = compiler.webpack;
    compiler.hooks.thisCompilation.tap(PLUGIN, (compilation) => {
      // After the content hashes are final, before PrecompressPlugin.
      compilation.hooks.processAssets.tap({ name: PLUGIN, stage: Compilation.PROCESS_ASSETS_STAGE_REPORT }, () => {
        const providers = new Map();
        for (const group of compilation.chunkGroups) {
          for (const { module } of group.origins) {
            const key = module && typeof module.identifier === 'function' ? providedShareKey(module.identifier()) : null;
            if (key) providers.set(key, group);
          }
        }
        const map = {};
        for (const [name, { chunkGroup, shared = [] }] of Object.entries(this.parts)) {
          const groups = [compilation.namedChunkGroups.get(chunkGroup), ...shared.map((key) => providers.get(key))];
          if (groups.some((group) => !group)) {
            // The page still works; that part is only not preloaded.
            compilation.warnings.push(new WebpackError(`${PLUGIN}: no chunk group for "${name}" (${[chunkGroup, ...shared].join(', ')})`));
            continue;
          }
          map[name] = groupFiles(groups);
        }
        compilation.emitAsset(SHELL_CHUNKS_FILE, new sources.RawSource(JSON.stringify(map)));
      });
    });
  }
}

module.exports = { ShellChunksPlugin, providedShareKey };
