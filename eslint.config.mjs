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
            // A service's tests use test-support libs (the LLM stub); its product code may not (below).
            { sourceTag: 'type:service', onlyDependOnLibsWithTags: ['type:server', 'type:util', 'type:contracts', 'type:test-support'] },
            { sourceTag: 'type:server', onlyDependOnLibsWithTags: ['type:server', 'type:util', 'type:contracts'] },
            { sourceTag: 'type:ui', onlyDependOnLibsWithTags: ['type:ui', 'type:data-access', 'type:util', 'type:contracts'] },
            { sourceTag: 'type:data-access', onlyDependOnLibsWithTags: ['type:util', 'type:contracts'] },
            { sourceTag: 'type:util', onlyDependOnLibsWithTags: ['type:util', 'type:contracts'] },
            { sourceTag: 'type:contracts', onlyDependOnLibsWithTags: ['type:contracts'] },
            { sourceTag: 'type:test-support', onlyDependOnLibsWithTags: ['type:util', 'type:contracts'] },
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
    // Typed API paths (issue 8): frontends and browser tests take every API path from libs/contracts (e.g. AUTH_PATHS).
    files: ['apps/**/src/**/*.ts', 'apps/**/src/**/*.tsx', 'e2e/**/*.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        { selector: 'Literal[value=/^\\/api\\//]', message: "No '/api/...' literal in a frontend: use the path constants of @founder/contracts." },
        { selector: 'TemplateLiteral[quasis.0.value.raw=/^\\/api\\//]', message: "No '/api/...' literal in a frontend: use the path constants of @founder/contracts." },
      ],
    },
  },
  {
    // Test-support libs are for tests, benches and browser tests, never product code.
    files: ['apps/**/src/**/*.ts', 'apps/**/src/**/*.tsx', 'services/**/src/**/*.ts', 'libs/**/src/**/*.ts', 'libs/**/src/**/*.tsx'],
    ignores: ['**/*.spec.ts', '**/*.spec.tsx', 'libs/llm-stub/**'],
    rules: { 'no-restricted-imports': ['error', { paths: [{ name: '@founder/llm-stub', message: 'A test stub: for tests only, not product code.' }] }] },
  },
  {
    files: ['**/*.spec.ts', '**/*.spec.tsx', '**/test/**/*.ts', 'e2e/**/*.ts'],
    rules: { '@typescript-eslint/no-non-null-assertion': 'off' },
  },
];
