import { expect, test } from '@playwright/test';
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { WAITLIST_PATHS } from '@founder/contracts';

// A second copy of the product, started the way `npm start` starts it, on its own ports and data.
const PORT_BASE = Number(process.env.E2E_PORT_BASE || 4280) + 1000;
const gateway = `http://127.0.0.1:${PORT_BASE}`;

function startProduct(dataDir: string): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['tools/start.js', '--no-build'], {
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      GATEWAY_PORT: String(PORT_BASE),
      AUTH_PORT: String(PORT_BASE + 101),
      IDEAS_PORT: String(PORT_BASE + 102),
      COMMUNITY_PORT: String(PORT_BASE + 103),
      EMBEDDED_PG_PORT: String(PORT_BASE + 50100),
      LOG_LEVEL: 'error',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return new Promise((resolve, reject) => {
    let output = '';
    const onData = (chunk: Buffer) => {
      output += chunk;
      if (output.includes('Founder platform is running at')) resolve(child);
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.once('exit', (code) => reject(new Error(`the launcher exited (${code}) before it was ready:\n${output}`)));
  });
}

/** Ctrl-C: the launcher stops the gateway, the services and PostgreSQL, then exits 0. */
async function interrupt(child: ChildProcess): Promise<void> {
  const code = await new Promise<number | null>((resolve) => {
    child.once('exit', resolve);
    child.kill('SIGINT');
  });
  expect(code).toBe(0);
  for (const port of [PORT_BASE, PORT_BASE + 101, PORT_BASE + 102, PORT_BASE + 103, PORT_BASE + 50100]) {
    expect(await isListening(port), `port ${port} is still open`).toBe(false);
  }
}

function isListening(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

test('the waitlist survives a restart, and Ctrl-C stops every process the launcher started', async () => {
  test.setTimeout(180_000);
  const dataDir = mkdtempSync(join(tmpdir(), 'founder-restart-'));
  try {
    const first = await startProduct(dataDir);
    const signup = await fetch(`${gateway}${WAITLIST_PATHS.join}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Kept Founder', email: 'kept@example.com' }),
    });
    expect(signup.status).toBe(201);
    await interrupt(first);

    const second = await startProduct(dataDir);
    try {
      expect(await (await fetch(`${gateway}${WAITLIST_PATHS.count}`)).json()).toEqual({ count: 1 });
      const again = await fetch(`${gateway}${WAITLIST_PATHS.join}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ name: 'Kept Founder', email: 'KEPT@example.com' }),
      });
      expect(again.status).toBe(409);
    } finally {
      await interrupt(second);
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
});
