// Infers each project's lint, typecheck, test and build targets from the files it has, so project.json
// files stay a few lines long (STYLE.md: avoid 150-line project.json files).
const { existsSync, readdirSync } = require('node:fs');
const { dirname, join } = require('node:path');

/** True when the folder holds a unit test (*.spec.ts or *.spec.tsx), node_modules aside. */
function hasUnitTests(dir) {
  return readdirSync(dir, { withFileTypes: true }).some((entry) =>
    entry.isDirectory() ? entry.name !== 'node_modules' && hasUnitTests(join(dir, entry.name)) : /\.spec\.tsx?$/.test(entry.name),
  );
}

function targetsFor(root, workspaceRoot) {
  const has = (file) => existsSync(join(workspaceRoot, root, file));
  const targets = {
    lint: {
      executor: 'nx:run-commands',
      cache: true,
      options: { command: `eslint ${root} --max-warnings 0`, cwd: '{workspaceRoot}' },
    },
  };
  if (has('tsconfig.json')) {
    targets.typecheck = {
      executor: 'nx:run-commands',
      cache: true,
      options: { command: `tsc -p ${root}/tsconfig.json --noEmit`, cwd: '{workspaceRoot}' },
    };
  }
  if (hasUnitTests(join(workspaceRoot, root))) {
    // The root jest config, limited to this project's folder: `nx affected -t test` runs the unit
    // tests of what a change touches (and of what depends on it), and root `npm test` still runs all.
    targets.test = {
      executor: 'nx:run-commands',
      cache: true,
      inputs: ['default', '^default', '{workspaceRoot}/jest.config.js', '{workspaceRoot}/tools/jest/**/*'],
      options: { command: `jest -c jest.config.js --roots ${root}`, cwd: '{workspaceRoot}' },
    };
  }
  if (has('rspack.config.js')) {
    targets.build = {
      executor: 'nx:run-commands',
      cache: true,
      dependsOn: ['^build'],
      // A remote's build folder is named after REMOTE_VERSION, so the version is part of the cache key.
      inputs: ['production', '^production', { env: 'REMOTE_VERSION' }, { env: 'NODE_ENV' }],
      outputs: [`{workspaceRoot}/dist/${root}`],
      options: { command: `rspack build -c ${root}/rspack.config.js`, cwd: '{workspaceRoot}', env: { NODE_ENV: 'production' } },
    };
  }
  return targets;
}

module.exports = {
  name: 'founder-inferred-targets',
  createNodesV2: [
    '{apps/*,services/*,libs/*,tools,e2e}/project.json',
    (files, _options, context) =>
      files.map((file) => {
        const root = dirname(file);
        return [file, { projects: { [root]: { root, targets: targetsFor(root, context.workspaceRoot) } } }];
      }),
  ],
};
