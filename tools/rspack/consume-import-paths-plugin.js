// Drops the `import` field from Module Federation's consume data in the built scripts. Rspack writes
// each shared module's request there, which for the modules shared by file is the absolute path of
// the build machine's node_modules (module-federation.shared.js), but the federation runtime never
// reads it: it loads a fallback through `fallback` and matches by `shareKey`. ~230 B gzipped less
// in the shell's main and in each remoteEntry.js, and no build machine path in a served file.
// Runs on the minified scripts, before their content hashes are computed.

/** `import:"<request>"` of one consumed module, as the minifier writes it (followed by its version). */
const CONSUME_IMPORT = /,import:"[^"\\]*"(?=,requiredVersion:)/g;

function withoutConsumeImports(code) {
  return code.replace(CONSUME_IMPORT, '');
}

class ConsumeImportPathsPlugin {
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('ConsumeImportPathsPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'ConsumeImportPathsPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1 }, (assets) => {
        for (const name of Object.keys(assets).filter((file) => file.endsWith('.js'))) {
          const code = assets[name].source().toString();
          const updated = withoutConsumeImports(code);
          if (updated !== code) compilation.updateAsset(name, new sources.RawSource(updated));
        }
      });
    });
  }
}

module.exports = { ConsumeImportPathsPlugin, withoutConsumeImports };
