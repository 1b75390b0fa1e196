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
    '^.+\\.(t|j|mj)sx?$': [
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
  // jose ships ESM only; let SWC turn it into CommonJS for jest.
  transformIgnorePatterns: ['/node_modules/(?!(jose)/)'],
  modulePathIgnorePatterns: ['<rootDir>/dist/', '<rootDir>/.data'],
};
