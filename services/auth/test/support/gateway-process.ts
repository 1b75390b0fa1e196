import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { createInterface } from 'node:readline';

const WORKSPACE = resolve(__dirname, '../../../..');

export interface GatewayProcess {
  url: string;
  stop(): Promise<void>;
}

/**
 * The real gateway (services/gateway/src/main.ts, run from source with SWC) in a child process,
 * configured by its environment like in production. A process rather than an import: a service's
 * tests may not import another service's code.
 */
export async function startGatewayProcess(env: Record<string, string>): Promise<GatewayProcess> {
  const workspace = mkdtempSync(join(tmpdir(), 'auth-gateway-test-'));
  writeFileSync(join(workspace, 'remotes.json'), '{"remotes":{}}');
  const child = spawn(process.execPath, ['-r', '@swc-node/register', join(WORKSPACE, 'services/gateway/src/main.ts')], {
    cwd: WORKSPACE,
    env: {
      ...process.env,
      SWC_NODE_PROJECT: join(WORKSPACE, 'tsconfig.base.json'),
      GATEWAY_HOST: '127.0.0.1',
      GATEWAY_PORT: '0',
      STATIC_ROOT: workspace,
      REMOTES_MANIFEST: join(workspace, 'remotes.json'),
      LOG_LEVEL: 'error',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const port = await new Promise<string>((done, fail) => {
    const lines = createInterface({ input: child.stdout });
    lines.on('line', (line) => {
      const ready = /ready at http:\/\/localhost:(\d+)/.exec(line);
      if (ready) done(ready[1]);
    });
    child.once('exit', (code) => fail(new Error(`the gateway exited with ${code}`)));
  });
  return {
    url: `http://127.0.0.1:${port}`,
    stop: () =>
      new Promise<void>((done) => {
        child.once('exit', () => {
          rmSync(workspace, { recursive: true, force: true });
          done();
        });
        child.kill('SIGTERM');
      }),
  };
}
