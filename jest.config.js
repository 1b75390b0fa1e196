// Unit tests: *.spec.ts(x) beside the code they test. API tests live in jest.api.config.js.
const base = require('./tools/jest/base.config');

module.exports = {
  ...base,
  rootDir: '.',
  displayName: 'unit',
  testMatch: ['<rootDir>/{apps,services,libs,tools}/**/*.spec.{ts,tsx}'],
};
