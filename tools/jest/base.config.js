// Shared jest settings: SWC with decorator metadata (NestJS DI needs it) and the tsconfig path aliases.
const { compilerOptions } = require('../../tsconfig.base.json');

const moduleNameMapper = Object.fromEntries(
  Object.entries(compilerOptions.paths).map(([alias, [target]]) => [`^${alias}$`, `<rootDir>/${target.replace(/^\.\//, "")}`]),
);

module.exports = {
  rootDir: '../..',
  testEnvironment: 'node',
  moduleNameMapper,
  transform: {
    '^.+\\.(t|j|mj|cj)sx?$': [
      '@swc/jest',
      {
        jsc: {
          parser: { syntax: 'typescript', tsx: true, decorators: true },
          transform: { legacyDecorator: true, decoratorMetadata: true, react: { runtime: 'automatic' } },
          target: 'es2022',
        },
        module: { type: 'commonjs' },
      },
    ],
  },
  // jose, NestJS 12 and content-disposition (used by @fastify/static) ship ESM only; let SWC turn
  // them into CommonJS for jest (Node 20 jest cannot require ESM). pptxgenjs's and @react-email/render's CommonJS build loads
  // node:fs with import(), which jest refuses without --experimental-vm-modules; SWC makes it a require.
  transformIgnorePatterns: ['/node_modules/(?!(jose|@nestjs|content-disposition|pptxgenjs|@react-email)/)'],
  modulePathIgnorePatterns: ['<rootDir>/dist/', '<rootDir>/.data'],
};
