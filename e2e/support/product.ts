import { expect } from '@playwright/test';
import { spawn, type ChildProcess } from 'node:child_process';

/** Ports of a second copy of the product: gateway at `base`, services at base + 101..103, PostgreSQL at base + 50100. */
function productPorts(base: number) {
  return { gateway: base, auth: base + 101, ideas: base + 102, community: base + 103, postgres: base + 50100 };
}

/**
 * A copy of the product started the way `npm start` starts it (`--no-build`: the browser tests
 * built it), on its own ports and data, with extra environment; resolves once it is ready.
 */
export function startProduct(dataDir: string, base: number, env: Record<string, string> = {}): Promise<{ child: ChildProcess; output: () => string }> {
  const ports = productPorts(base);
  const child = spawn(process.execPath, ['tools/start.js', '--no-build'], {
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      GATEWAY_PORT: String(ports.gateway),
      AUTH_PORT: String(ports.auth),
      IDEAS_PORT: String(ports.ideas),
      COMMUNITY_PORT: String(ports.community),
      EMBEDDED_PG_PORT: String(ports.postgres),
      LOG_LEVEL: 'error',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return new Promise((resolve, reject) => {
    let output = '';
    const onData = (chunk: Buffer) => {
      output += chunk;
      if (output.includes('Founder platform is running at')) resolve({ child, output: () => output });
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.once('exit', (code) => reject(new Error(`the launcher exited (${code}) before it was ready:\n${output}`)));
  });
}

/** The pid the launcher printed for a process it started, the latest one. */
export function pidOf(output: string, name: string): number {
  const pids = [...output.matchAll(new RegExp(`\\[start\\] ${name} started \\(pid (\\d+)\\)`, 'g'))].map((match) => Number(match[1]));
  expect(pids.length, `no pid printed for ${name}`).toBeGreaterThan(0);
  return pids[pids.length - 1];
}
