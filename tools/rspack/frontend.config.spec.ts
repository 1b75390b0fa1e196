import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { REMOTE_NAMES, REMOTE_ROUTES_MODULE, federationName } from '@founder/contracts';

const workspaceRoot = join(__dirname, '../..');

/** A remote's version, set once in apps/<remote>/package.json. */
function remotePackageVersion(remote: string): string {
  return JSON.parse(readFileSync(join(workspaceRoot, 'apps', remote, 'package.json'), 'utf8')).version;
}

interface ConfigSummary {
  outputPath: string;
  publicPath: string;
  alias: Record<string, string>;
  federation: {
    name: string;
    remotes?: unknown;
    exposes?: Record<string, string>;
    shareStrategy?: string;
    shared: Record<string, { singleton: boolean; requiredVersion: string | false; shareKey?: string; import?: string }>;
  };
}

/**
 * Loads a config the way the Rspack CLI does, in a Node process of its own (@rspack/core is ESM,
 * which jest's module system cannot require), and returns what these tests look at.
 */
function loadConfig(call: string, env: Record<string, string> = {}): ConfigSummary {
  const script = `
    const { shellConfig, remoteConfig } = require(${JSON.stringify(join(__dirname, 'frontend.config.js'))});
    const config = ${call};
    const plugin = config.plugins.find((p) => p.name === 'RspackModuleFederationPlugin');
    process.stdout.write(JSON.stringify({ outputPath: config.output.path, publicPath: config.output.publicPath, alias: config.resolve.alias, federation: plugin._options }));
  `;
  const run = spawnSync(process.execPath, ['-e', script], { encoding: 'utf8', env: { ...process.env, ...env } });
  if (run.status !== 0) throw new Error(run.stderr.trim().split('\n').find((line) => line.startsWith('Error:')) ?? run.stderr);
  return JSON.parse(run.stdout);
}

describe('frontend configs', () => {
  it.each(REMOTE_NAMES)('%s builds a container named by federationName() into the folder of its package.json version', (remote) => {
    const config = loadConfig(`remoteConfig({ remote: '${remote}' })`, { REMOTE_VERSION: '' });
    expect(config.federation.name).toBe(federationName(remote));
    expect(config.federation.exposes).toEqual({ [REMOTE_ROUTES_MODULE]: './src/routes.tsx' });
    expect(config.outputPath).toBe(join(workspaceRoot, 'dist/apps', remote, remotePackageVersion(remote)));
    expect(config.publicPath).toBe('auto');
  });

  it.each(REMOTE_NAMES)("%s: deploy/remotes.json's stable entry is the build of its package.json version", (remote) => {
    const manifest = JSON.parse(readFileSync(join(workspaceRoot, 'deploy/remotes.json'), 'utf8'));
    expect(manifest.remotes[remote]?.stable).toBe(`/remotes/${remote}/${remotePackageVersion(remote)}/mf-manifest.json`);
  });

  it('lets REMOTE_VERSION choose the folder of a remote build', () => {
    const config = loadConfig(`remoteConfig({ remote: 'mfe-account' })`, { REMOTE_VERSION: '1.1.0-canary' });
    expect(config.outputPath).toMatch(/dist\/apps\/mfe-account\/1\.1\.0-canary$/);
  });

  it('refuses a REMOTE_VERSION that is not a plain folder name', () => {
    expect(() => loadConfig(`remoteConfig({ remote: 'mfe-account' })`, { REMOTE_VERSION: '../shell' })).toThrow(
      'Error: REMOTE_VERSION must look like 1.2.3 or 1.2.3-canary, got "../shell"',
    );
  });

  it('gives the shell no static remotes and a loaded-first share strategy', () => {
    const { federation, publicPath } = loadConfig('shellConfig()');
    expect(federation.remotes).toBeUndefined();
    expect(federation.shareStrategy).toBe('loaded-first');
    expect(publicPath).toBe('/');
  });

  it('shares exactly the singletons, each pinned to the version in package.json, which a remote requires and the shell, providing them first, does not check', () => {
    const { dependencies } = jest.requireActual('../../package.json');
    const { shared } = loadConfig('shellConfig()').federation;
    const byShareKey = Object.fromEntries(Object.entries(shared).map(([request, config]) => [config.shareKey ?? request, config]));
    expect(Object.keys(byShareKey).sort()).toEqual(
      [
        '@mantine/core/Box',
        '@mantine/core/factory',
        '@mantine/core/polymorphic-factory',
        '@mantine/core/use-props',
        '@mantine/core/use-styles',
        '@mantine/core/get-size',
        '@mantine/core/rem',
        '@mantine/core/parse-theme-color',
        '@mantine/core/to-rgba',
        '@mantine/core/InlineStyles',
        '@mantine/core/Loader',
        '@mantine/core/DirectionProvider',
        '@mantine/core/Mantine.context',
        '@mantine/core/MantineThemeProvider',
        '@mantine/notifications/store',
        '@tanstack/react-query',
        '@tanstack/react-query/QueryClientProvider',
        'react',
        'react-dom',
        'react-dom/client',
        'react-router-dom',
        'react/jsx-runtime',
      ].sort(),
    );
    const remote = loadConfig(`remoteConfig({ remote: 'mfe-demos' })`).federation.shared;
    const remoteByShareKey = Object.fromEntries(Object.entries(remote).map(([request, config]) => [config.shareKey ?? request, config]));
    expect(Object.keys(remoteByShareKey).sort()).toEqual(Object.keys(byShareKey).sort());
    for (const [shareKey, config] of Object.entries(byShareKey)) {
      const packageName = shareKey.startsWith('@') ? shareKey.split('/').slice(0, 2).join('/') : shareKey.split('/')[0];
      expect(config).toMatchObject({ singleton: true, version: dependencies[packageName], requiredVersion: false });
      expect(remoteByShareKey[shareKey]).toMatchObject({ singleton: true, version: dependencies[packageName], requiredVersion: dependencies[packageName] });
    }
  });

  it('provides the shell\'s shared copies eagerly (in main, no chain of chunks) but TanStack Query; remotes keep theirs as lazy fallbacks', () => {
    const shell = Object.entries(loadConfig('shellConfig()').federation.shared);
    const lazy = shell.filter(([, config]) => (config as { eager?: boolean }).eager !== true).map(([request]) => request);
    expect(lazy).toEqual(['@tanstack/react-query']);
    // Provided with the page's client, from the module the build writes (react-query-host.js).
    expect(shell.find(([request]) => request === '@tanstack/react-query')?.[1].import).toMatch(/node_modules\/\.cache\/founder-rspack\/react-query-host\.mjs$/);
    const remote = Object.values(loadConfig(`remoteConfig({ remote: 'mfe-demos' })`).federation.shared);
    expect(remote.some((config) => 'eager' in config)).toBe(false);
  });

  it('shares one Mantine component, the Loader: otherwise only its contexts, toast store and the base components are built on, matched by their file', () => {
    const { shared } = loadConfig('shellConfig()').federation;
    const mantine = Object.entries(shared).filter(([, config]) => config.shareKey?.startsWith('@mantine/'));
    expect(mantine.map(([request]) => request.replace(/^.*\/node_modules\//, '')).sort()).toEqual([
      '@mantine/core/esm/components/Loader/Loader.mjs',
      '@mantine/core/esm/core/Box/Box.mjs',
      '@mantine/core/esm/core/DirectionProvider/DirectionProvider.mjs',
      '@mantine/core/esm/core/InlineStyles/InlineStyles.mjs',
      '@mantine/core/esm/core/MantineProvider/Mantine.context.mjs',
      '@mantine/core/esm/core/MantineProvider/MantineThemeProvider/MantineThemeProvider.mjs',
      '@mantine/core/esm/core/MantineProvider/color-functions/parse-theme-color/parse-theme-color.mjs',
      '@mantine/core/esm/core/MantineProvider/color-functions/to-rgba/to-rgba.mjs',
      '@mantine/core/esm/core/MantineProvider/use-props/use-props.mjs',
      '@mantine/core/esm/core/factory/factory.mjs',
      '@mantine/core/esm/core/factory/polymorphic-factory.mjs',
      '@mantine/core/esm/core/styles-api/use-styles/use-styles.mjs',
      '@mantine/core/esm/core/utils/get-size/get-size.mjs',
      '@mantine/core/esm/core/utils/units-converters/rem.mjs',
      '@mantine/notifications/esm/notifications.store.mjs',
    ]);
    for (const [request, config] of mantine) expect(config.import).toBe(request);
    for (const name of ['@mantine/core', '@mantine/hooks', '@mantine/notifications']) expect(Object.keys(shared)).not.toContain(name);
  });

  it('bundles the ESM build of the federation runtime, which tree-shakes, instead of the CommonJS one', () => {
    const { alias } = loadConfig('shellConfig()');
    const runtime = Object.entries(alias).filter(([from]) => from.includes('@module-federation/'));
    expect(runtime.map(([from]) => from.replace(/^.*node_modules\//, '')).sort()).toEqual(
      ['runtime-core', 'runtime-tools', 'runtime', 'sdk', 'webpack-bundler-runtime'].map((name) => `@module-federation/${name}/dist/index.cjs$`).sort(),
    );
    for (const [from, to] of runtime) {
      expect(to).toBe(from.replace(/\.cjs\$$/, '.js'));
      expect(existsSync(to)).toBe(true);
    }
  });

  it('serves react-router and react-router/dom from the one shared react-router-dom', () => {
    const { shared } = loadConfig('shellConfig()').federation;
    for (const request of ['react-router', 'react-router/dom']) {
      expect(shared[request]).toMatchObject({ shareKey: 'react-router-dom', import: shared['react-router-dom'].import });
    }
  });
});
