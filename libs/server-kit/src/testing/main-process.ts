import { spawn } from 'node:child_process';
import { createServer, type AddressInfo } from 'node:net';
import { resolve } from 'node:path';
import { createInterface } from 'node:readline';

const WORKSPACE = resolve(__dirname, '../../../..');

/** A port nobody listens on now, for a process that takes its port from the environment. */
export function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const probe = createServer().once('error', fail);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => done(port));
    });
  });
}

export interface NodeProcess {
  /** The capture groups of the ready line. */
  ready: RegExpExecArray;
  stop(): Promise<void>;
}

/**
 * A service's or the gateway's main.ts run from source (SWC) in its own process, as production runs
 * it: tracing must start before the modules it patches load, which only a fresh process shows.
 * Resolves once a stdout line matches `readyLine`.
 */
export async function startMainProcess(main: string, env: Record<string, string>, readyLine: RegExp): Promise<NodeProcess> {
  const child = spawn(process.execPath, ['-r', '@swc-node/register', resolve(WORKSPACE, main)], {
    cwd: WORKSPACE,
    env: { ...process.env, SWC_NODE_PROJECT: resolve(WORKSPACE, 'tsconfig.base.json'), ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const ready = await new Promise<RegExpExecArray>((done, fail) => {
    createInterface({ input: child.stdout }).on('line', (line) => {
      const match = readyLine.exec(line);
      if (match) done(match);
    });
    child.once('exit', (code) => fail(new Error(`${main} exited with ${code}`)));
  });
  return {
    ready,
    stop: () =>
      new Promise<void>((done) => {
        child.once('exit', () => done());
        child.kill('SIGTERM');
      }),
  };
}
