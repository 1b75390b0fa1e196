import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { providedShareKey } from './shell-chunks-plugin';
import { buildInOwnProcess } from './testing/build-in-own-process';

describe('providedShareKey', () => {
  it("reads the share key of a provide-shared module's identifier, scoped names included", () => {
    expect(providedShareKey('provide shared module (default) @tanstack/react-query@5.108.0 = /x/react-query-host.mjs')).toBe('@tanstack/react-query');
    expect(providedShareKey('provide shared module (default) lib@1.0.0 = /x/lib.js')).toBe('lib');
    expect(providedShareKey('consume shared module (default) lib@1.0.0 (strict) (fallback: /x/lib.js)')).toBeNull();
    expect(providedShareKey('/x/src/router.tsx')).toBeNull();
  });
});

describe('ShellChunksPlugin', () => {
  let dir: string;

  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'shell-chunks-'));
    mkdirSync(join(dir, 'src'), { recursive: true });
    writeFileSync(join(dir, 'src/main.ts'), "import('./bootstrap');\n");
    writeFileSync(join(dir, 'src/bootstrap.ts'), "export const header = () => import(/* webpackChunkName: \"app-header\" */ './header');\n");
    writeFileSync(join(dir, 'src/header.ts'), "import './header.css';\nimport { query } from 'lib';\nexport const Header = () => query();\n");
    writeFileSync(join(dir, 'src/header.css'), '.header { height: 64px; }\n');
    writeFileSync(join(dir, 'src/lib.ts'), "export const query = () => 'query';\n");
  });

  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("writes shell-chunks.json: a part's own chunk group and the chunk that provides the shared library it uses", () => {
    const build = buildInOwnProcess(
      join(__dirname, 'shell-chunks-plugin.js'),
      'ShellChunksPlugin',
      `{
        mode: 'production',
        context: ${JSON.stringify(dir)},
        entry: { main: './src/main.ts' },
        output: { path: ${JSON.stringify(join(dir, 'dist'))}, filename: '[name].[contenthash:8].js', chunkFilename: '[name].[contenthash:8].js', cssChunkFilename: '[name].[contenthash:8].css' },
        resolve: { extensions: ['.ts', '.js'], alias: { lib$: ${JSON.stringify(join(dir, 'src/lib.ts'))} } },
        module: { rules: [
          { test: /\\.ts$/, loader: 'builtin:swc-loader', options: { jsc: { parser: { syntax: 'typescript' } } } },
          { test: /\\.css$/, type: 'css/auto' },
        ] },
        optimization: { chunkIds: 'named' },
        plugins: [
          new rspack.sharing.SharePlugin({ shared: { lib: { import: ${JSON.stringify(join(dir, 'src/lib.ts'))}, version: '1.0.0', requiredVersion: '^1.0.0' } } }),
          new Plugin({ 'app-header': { chunkGroup: 'app-header', shared: ['lib'] }, missing: { chunkGroup: 'none' } }),
        ],
      }`,
    );
    // The part with no chunk group is left out, with a warning (the build helper fails on warnings).
    expect(build.status).toBe(1);
    expect(build.stderr).toContain('ShellChunksPlugin: no chunk group for "missing" (none)');
    const map = JSON.parse(readFileSync(join(dir, 'dist/shell-chunks.json'), 'utf8'));
    expect(Object.keys(map)).toEqual(['app-header']);
    expect(map['app-header']).toEqual({
      js: [expect.stringMatching(/^app-header\.[0-9a-f]{8}\.js$/), expect.stringMatching(/^src_lib_ts\.[0-9a-f]{8}\.js$/)],
      css: [expect.stringMatching(/^app-header\.[0-9a-f]{8}\.css$/)],
    });
    for (const file of [...map['app-header'].js, ...map['app-header'].css]) expect(readFileSync(join(dir, 'dist', file)).length).toBeGreaterThan(0);
  });
});
