// One Rspack config for every Node service: bundles our TypeScript and libs into
// dist/services/<name>/main.js (and migrate.js, the migration entry, where the service has one),
// leaves node_modules as runtime requires.
const { existsSync } = require('node:fs');
const { join, resolve } = require('node:path');

const workspaceRoot = resolve(__dirname, '../..');

function serviceConfig(name) {
  const migrate = `./services/${name}/src/migrate.ts`;
  return {
    mode: process.env.NODE_ENV === 'development' ? 'development' : 'production',
    target: 'node20',
    context: workspaceRoot,
    entry: { main: `./services/${name}/src/main.ts`, ...(existsSync(join(workspaceRoot, migrate)) ? { migrate } : {}) },
    output: { path: join(workspaceRoot, 'dist/services', name), filename: '[name].js', clean: true, library: { type: 'commonjs2' } },
    devtool: 'source-map',
    resolve: {
      extensions: ['.ts', '.js', '.json'],
      tsConfig: join(workspaceRoot, 'tsconfig.base.json'),
    },
    externalsPresets: { node: true },
    // Anything that is not our own source or a @founder lib is a runtime dependency.
    externals: [
      ({ request }, callback) => {
        if (/^[a-z@][^:]*$/i.test(request) && !request.startsWith('@founder/')) {
          // jose is ESM-only; bundling it keeps the service a plain CommonJS file.
          if (request === 'jose' || request.startsWith('jose/')) return callback();
          return callback(null, `commonjs ${request}`);
        }
        callback();
      },
    ],
    module: {
      rules: [
        {
          test: /\.ts$/,
          exclude: /node_modules/,
          loader: 'builtin:swc-loader',
          options: {
            jsc: {
              parser: { syntax: 'typescript', decorators: true },
              transform: { legacyDecorator: true, decoratorMetadata: true },
              target: 'es2022',
            },
          },
        },
      ],
    },
    optimization: { minimize: false },
    ignoreWarnings: [/Critical dependency/],
  };
}

module.exports = { serviceConfig };
