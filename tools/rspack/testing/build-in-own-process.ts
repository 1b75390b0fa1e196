import { spawnSync } from 'node:child_process';
import { join } from 'node:path';

/**
 * Runs one Rspack build in a Node process of its own (@rspack/core is ESM, which jest's module
 * system cannot require). `config` is the JavaScript source of the config object, with `rspack` and
 * `Plugin` (the export `exportName` of `pluginFile`) in scope. Errors and warnings go to stderr.
 */
export function buildInOwnProcess(pluginFile: string, exportName: string, config: string): { stderr: string; status: number | null } {
  const script = `
    const { rspack } = require('@rspack/core');
    const { ${exportName}: Plugin } = require(${JSON.stringify(pluginFile)});
    rspack(${config}).run((error, stats) => {
      if (error || stats.hasErrors() || stats.hasWarnings()) { console.error(error || stats.toString()); process.exit(1); }
    });
  `;
  const { stderr, status } = spawnSync(process.execPath, ['-e', script], { cwd: join(__dirname, '../../..'), encoding: 'utf8' });
  return { stderr, status };
}
