// API tests: the real Nest apps (supertest) on a real PostgreSQL, a fresh database per run.
// `npx jest -c jest.api.config.js`; set DATABASE_URL to use your own server instead of an embedded one.
const base = require('./tools/jest/base.config');

module.exports = {
  ...base,
  rootDir: '.',
  displayName: 'api',
  testMatch: ['<rootDir>/{services,libs}/*/test/**/*.e2e-spec.ts', '<rootDir>/tools/*/test/**/*.e2e-spec.ts'],
  globalSetup: '<rootDir>/tools/jest/api-global-setup.js',
  globalTeardown: '<rootDir>/tools/jest/api-global-teardown.js',
  // Suites share one database; one at a time keeps them from seeing each other's rows.
  maxWorkers: 1,
  // In a worker, not in band: a worker that holds more than this after a suite is replaced, so what
  // 110 suites of Nest apps leave behind never adds up (one process ran out of its 4 GB heap).
  workerIdleMemoryLimit: '1536MB',
  testTimeout: 30000,
};
