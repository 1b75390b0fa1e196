import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { createServer, type AddressInfo } from 'node:net';
import { createInterface } from 'node:readline';

const WORKSPACE = resolve(__dirname, '../../../..');

export interface ServiceProcess {
  url: string;
  stop(): Promise<void>;
}

/**
 * Another service (services/<name>/src/main.ts, run from source with SWC) in a child process on the
 * test database, with a data folder of its own. A process rather than an import: a service's tests
 * may not import another service's code.
 */
export async function startServiceProcess(name: 'ideas' | 'community', env: Record<string, string> = {}): Promise<ServiceProcess> {
  const dataDir = mkdtempSync(join(tmpdir(), `auth-${name}-test-`));
  const port = await freePort();
  const child = spawn(process.execPath, ['-r', '@swc-node/register', join(WORKSPACE, `services/${name}/src/main.ts`)], {
    cwd: WORKSPACE,
    env: { ...process.env, SWC_NODE_PROJECT: join(WORKSPACE, 'tsconfig.base.json'), SERVICE_HOST: '127.0.0.1', [`${name.toUpperCase()}_PORT`]: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((done, fail) => {
    const lines = createInterface({ input: child.stdout });
    lines.on('line', (line) => {
      if (line.includes(`${name} listening on http://`)) done();
    });
    child.once('exit', (code) => fail(new Error(`${name} exited with ${code}`)));
  });
  child.stdout.resume();
  return {
    url: `http://127.0.0.1:${port}`,
    stop: () =>
      new Promise<void>((done) => {
        child.once('exit', () => {
          rmSync(dataDir, { recursive: true, force: true });
          done();
        });
        child.kill('SIGTERM');
      }),
  };
}

/** A TCP port nobody listens on right now (the kernel picks it). */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      server.close(() => resolve(port));
    });
  });
}
