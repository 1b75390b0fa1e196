import { mkdtempSync, readFileSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { lazy } from './route-chunks-lazy';
import { importedRequest, routePages } from './route-chunks-plugin';
import { buildInOwnProcess } from './testing/build-in-own-process';

describe('importedRequest', () => {
  it("reads the module a lazy page's loader imports, as written or as a transpiler rewrites it", () => {
    expect(importedRequest("() => import('../pages/business-plan-page')")).toBe('../pages/business-plan-page');
    expect(importedRequest('() => Promise.resolve().then(() => _interop(require("./waitlist-page")))')).toBe('./waitlist-page');
    expect(importedRequest('() => load()')).toBeNull();
  });
});

describe('routePages', () => {
  // Stands in for import(): only the loader's source is read.
  const load = (request: string) => request;

  it('gives every leaf its full path and the lazy components around it, outermost first', () => {
    const layout = lazy(() => load('./layout'));
    const area = {
      path: '/platform',
      children: [
        {
          Component: layout,
          children: [
            { index: true, Component: lazy(() => load('./onboarding')) },
            { path: 'modules/:moduleId', Component: lazy(() => load('./module')) },
            { path: 'plain', Component: () => null },
          ],
        },
      ],
    };
    expect(routePages(area)).toEqual([
      { path: '/platform', requests: ['./layout', './onboarding'] },
      { path: '/platform/modules/:moduleId', requests: ['./layout', './module'] },
      { path: '/platform/plain', requests: ['./layout'] },
    ]);
  });

  it("lists only a gating layout's own chunks for the pages under it (handle.preloadChildren false)", () => {
    const area = {
      path: '/platform',
      children: [
        {
          Component: lazy(() => load('./layout')),
          handle: { preloadChildren: false },
          children: [
            { index: true, Component: lazy(() => load('./onboarding')) },
            { path: 'modules', Component: lazy(() => load('./modules')) },
          ],
        },
      ],
    };
    expect(routePages(area)).toEqual([
      { path: '/platform', requests: ['./layout'] },
      { path: '/platform/modules', requests: ['./layout'] },
    ]);
  });

  it('leaves out a page rendered with no lazy component', () => {
    expect(routePages({ path: '/x', children: [{ index: true, Component: () => null }] })).toEqual([]);
  });
});

describe('RouteChunksPlugin', () => {
  let dir: string;

  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'route-chunks-'));
    mkdirSync(join(dir, 'src/area'), { recursive: true });
    // A routes file whose paths come from a constant of another module, as COMMUNITY_ROUTES does.
    writeFileSync(join(dir, 'src/area/paths.ts'), "export const ROOT = '/events';\n");
    writeFileSync(
      join(dir, 'src/area/area.routes.tsx'),
      [
        "import { lazy } from 'react';",
        "import { ROOT } from './paths';",
        'export const areaRoutes = {',
        '  path: ROOT,',
        '  children: [',
        "    { index: true, Component: lazy(() => import('./list-page')) },",
        "    { path: 'events/:id', Component: lazy(() => import('./detail-page')) },",
        '  ],',
        '};',
      ].join('\n'),
    );
    writeFileSync(join(dir, 'src/area/list-page.ts'), "import './list.css';\nexport default function ListPage() { return 'list'; }\n");
    writeFileSync(join(dir, 'src/area/list.css'), '.list { color: red; }\n');
    writeFileSync(join(dir, 'src/area/detail-page.ts'), "export default function DetailPage() { return 'detail'; }\n");
    // The build's own stand-in for react: the plugin reads the routes file with its recorder instead.
    writeFileSync(join(dir, 'src/react.ts'), 'export const lazy = (load: () => unknown) => load;\n');
    writeFileSync(join(dir, 'src/main.ts'), "export { areaRoutes } from './area/area.routes';\n");
  });

  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('writes route-chunks.json: each page path with the JS and CSS files of its own lazy chunk', () => {
    const build = buildInOwnProcess(
      join(__dirname, 'route-chunks-plugin.js'),
      'RouteChunksPlugin',
      `{
        mode: 'production',
        context: ${JSON.stringify(dir)},
        entry: { main: './src/main.ts' },
        output: { path: ${JSON.stringify(join(dir, 'dist'))}, filename: '[name].[contenthash:8].js', chunkFilename: '[name].[contenthash:8].js', cssChunkFilename: '[name].[contenthash:8].css' },
        resolve: { extensions: ['.tsx', '.ts', '.js'], alias: { react$: ${JSON.stringify(join(dir, 'src/react.ts'))} } },
        module: { rules: [
          { test: /\\.tsx?$/, loader: 'builtin:swc-loader', options: { jsc: { parser: { syntax: 'typescript', tsx: true } } } },
          { test: /\\.css$/, type: 'css/auto' },
        ] },
        optimization: { chunkIds: 'named' },
        plugins: [new Plugin()],
      }`,
    );
    expect(build).toEqual({ stderr: '', status: 0 });
    const { routes } = JSON.parse(readFileSync(join(dir, 'dist/route-chunks.json'), 'utf8'));
    expect(routes).toEqual([
      { path: '/events', js: [expect.stringMatching(/^src_area_list-page_ts\.[0-9a-f]{8}\.js$/)], css: [expect.stringMatching(/^src_area_list-page_ts\.[0-9a-f]{8}\.css$/)] },
      { path: '/events/events/:id', js: [expect.stringMatching(/^src_area_detail-page_ts\.[0-9a-f]{8}\.js$/)], css: [] },
    ]);
    for (const file of [...routes[0].js, ...routes[0].css, ...routes[1].js]) expect(readFileSync(join(dir, 'dist', file)).length).toBeGreaterThan(0);
  });
});
