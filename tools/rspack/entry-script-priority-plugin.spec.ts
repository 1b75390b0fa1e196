import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildInOwnProcess } from './testing/build-in-own-process';

describe('EntryScriptPriorityPlugin', () => {
  let dir: string;

  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'entry-priority-'));
    writeFileSync(join(dir, 'main.js'), 'console.log("main");\n');
  });

  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("asks for the page's entry script at high priority", () => {
    const build = buildInOwnProcess(
      join(__dirname, 'entry-script-priority-plugin.js'),
      'EntryScriptPriorityPlugin',
      `{
        mode: 'production',
        context: ${JSON.stringify(dir)},
        entry: { main: './main.js' },
        output: { path: ${JSON.stringify(join(dir, 'dist'))}, filename: '[name].js', publicPath: '/' },
        plugins: [new rspack.HtmlRspackPlugin({ scriptLoading: 'defer' }), new Plugin()],
      }`,
    );
    expect(build).toEqual({ stderr: '', status: 0 });
    expect(readFileSync(join(dir, 'dist/index.html'), 'utf8')).toContain('<script defer fetchpriority="high" src="/main.js"></script>');
  });
});
