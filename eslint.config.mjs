import nx from '@nx/eslint-plugin';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';

export default [
  { ignores: ['**/dist/**', '**/node_modules/**', '**/.data*/**', '**/tmp/**', '**/test-results/**', '**/playwright-report/**', '.nx/**'] },
  ...tseslint.configs.recommended,
  {
    files: ['**/*.ts', '**/*.tsx'],
    plugins: { '@nx': nx },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@nx/enforce-module-boundaries': [
        'error',
        {
          enforceBuildableLibDependency: false,
          allow: [],
          depConstraints: [
            // Scope: front end and back end meet only through shared contracts.
            { sourceTag: 'scope:frontend', onlyDependOnLibsWithTags: ['scope:frontend', 'scope:shared'] },
            { sourceTag: 'scope:backend', onlyDependOnLibsWithTags: ['scope:backend', 'scope:shared'] },
            { sourceTag: 'scope:shared', onlyDependOnLibsWithTags: ['scope:shared'] },
            // Type: apps, remotes and services are leaves; nothing imports them.
            { sourceTag: 'type:app', onlyDependOnLibsWithTags: ['type:ui', 'type:data-access', 'type:util', 'type:contracts'] },
            { sourceTag: 'type:remote', onlyDependOnLibsWithTags: ['type:ui', 'type:data-access', 'type:util', 'type:contracts'] },
            { sourceTag: 'type:service', onlyDependOnLibsWithTags: ['type:server', 'type:util', 'type:contracts'] },
            { sourceTag: 'type:server', onlyDependOnLibsWithTags: ['type:server', 'type:util', 'type:contracts'] },
            { sourceTag: 'type:ui', onlyDependOnLibsWithTags: ['type:ui', 'type:data-access', 'type:util', 'type:contracts'] },
            { sourceTag: 'type:data-access', onlyDependOnLibsWithTags: ['type:util', 'type:contracts'] },
            { sourceTag: 'type:util', onlyDependOnLibsWithTags: ['type:util', 'type:contracts'] },
            { sourceTag: 'type:contracts', onlyDependOnLibsWithTags: ['type:contracts'] },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
  {
    // Build and launch scripts are plain CommonJS so Node and the Rspack CLI load them without a TS loader.
    files: ['**/*.js'],
    languageOptions: { sourceType: 'commonjs', globals: { require: 'readonly', module: 'writable', process: 'readonly', __dirname: 'readonly', console: 'readonly', URL: 'readonly', fetch: 'readonly', AbortSignal: 'readonly', setTimeout: 'readonly', clearTimeout: 'readonly' } },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    // Typed API paths (issue 8): frontends take every API path from libs/contracts (e.g. AUTH_PATHS).
    files: ['apps/**/src/**/*.ts', 'apps/**/src/**/*.tsx'],
    rules: {
      'no-restricted-syntax': [
        'error',
        { selector: 'Literal[value=/^\\/api\\//]', message: "No '/api/...' literal in a frontend: use the path constants of @founder/contracts." },
        { selector: 'TemplateLiteral[quasis.0.value.raw=/^\\/api\\//]', message: "No '/api/...' literal in a frontend: use the path constants of @founder/contracts." },
      ],
    },
  },
  {
    // TODO(p8-docs): mfe-ideas moves its paths to libs/contracts on branch p8-docs; remove this override at merge.
    files: ['apps/mfe-ideas/src/**/*.ts', 'apps/mfe-ideas/src/**/*.tsx'],
    rules: { 'no-restricted-syntax': 'off' },
  },
  {
    files: ['**/*.spec.ts', '**/*.spec.tsx', '**/test/**/*.ts', 'e2e/**/*.ts'],
    rules: { '@typescript-eslint/no-non-null-assertion': 'off' },
  },
];
