// Compresses each frontend file once, at build time: <file>.br (brotli, top quality) and <file>.gz
// (gzip, level 9) beside it, which the gateway sends as they are (@fastify/static preCompressed)
// instead of compressing on every request.
const { promisify } = require('node:util');
const zlib = require('node:zlib');

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Text files worth compressing; smaller ones gain nothing over the headers. */
const COMPRESSIBLE = /\.(js|css|html|json|svg|txt|map)$/;
const MIN_BYTES = 1024;

/** The brotli (quality 11) and gzip (level 9) encodings of a file's content. */
async function precompressed(content) {
  const [br, gz] = await Promise.all([
    brotli(content, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: content.length } }),
    gzip(content, { level: zlib.constants.Z_BEST_COMPRESSION }),
  ]);
  return { br, gz };
}

class PrecompressPlugin {
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('PrecompressPlugin', (compilation) => {
      // After every other stage, so the files are final (hashes, minified, manifests written).
      compilation.hooks.processAssets.tapPromise({ name: 'PrecompressPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_REPORT + 1 }, async () => {
        const files = compilation.getAssets().filter(({ name, source }) => COMPRESSIBLE.test(name) && source.size() >= MIN_BYTES);
        await Promise.all(
          files.map(async ({ name, source }) => {
            const { br, gz } = await precompressed(Buffer.from(source.buffer()));
            compilation.emitAsset(`${name}.br`, new sources.RawSource(br));
            compilation.emitAsset(`${name}.gz`, new sources.RawSource(gz));
          }),
        );
      });
    });
  }
}

module.exports = { PrecompressPlugin, precompressed };
