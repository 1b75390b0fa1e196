import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

describe('EntryScriptPriorityPlugin', () => {
  let dir: string;

  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'entry-priority-'));
    writeFileSync(join(dir, 'main.js'), 'console.log("main");\n');
  });

  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("asks for the page's entry script at high priority", () => {
    // Built in a Node process of its own: @rspack/core is ESM, which jest's module system cannot require.
    const script = `
      const { rspack } = require('@rspack/core');
      const { EntryScriptPriorityPlugin } = require(${JSON.stringify(join(__dirname, 'entry-script-priority-plugin.js'))});
      const dir = ${JSON.stringify(dir)};
      rspack({
        mode: 'production',
        context: dir,
        entry: { main: './main.js' },
        output: { path: dir + '/dist', filename: '[name].js', publicPath: '/' },
        plugins: [new rspack.HtmlRspackPlugin({ scriptLoading: 'defer' }), new EntryScriptPriorityPlugin()],
      }).run((error, stats) => {
        if (error || stats.hasErrors()) { console.error(error || stats.toString()); process.exit(1); }
      });
    `;
    const run = spawnSync(process.execPath, ['-e', script], { cwd: join(__dirname, '../..'), encoding: 'utf8' });
    expect(run.stderr).toBe('');
    expect(readFileSync(join(dir, 'dist/index.html'), 'utf8')).toContain('<script defer fetchpriority="high" src="/main.js"></script>');
  });
});
