// Import rules of apps/, libs/ and services/, checked by `npm run lint:imports` (dependency-cruiser),
// the first step of `npm test`. Between projects, ESLint's @nx/enforce-module-boundaries rules apply
// (eslint.config.mjs); these add what it cannot see: cycles and folders inside one project.
// Each rule's comment is printed under its violation.

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-import-cycles',
      severity: 'error',
      comment:
        'No import cycles, type-only imports included: move what both sides need (a type, a constant) into a ' +
        'module that each of them imports, so the imports go one way.',
      // services/ideas is left out while its src is restructured; its rules come with that restructuring.
      from: { path: '^(apps|libs|services)/', pathNot: '^services/ideas/' },
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(node_modules|dist)/' },
    // Type-only imports count: a cycle of types is the same tangle of files as a cycle of values.
    tsPreCompilationDeps: true,
    // The @founder/* aliases resolve by the workspace's paths.
    tsConfig: { fileName: 'tsconfig.base.json' },
  },
};
