import { expect, test } from '@playwright/test';
import { mkdtempSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { WAITLIST_PATHS } from '@founder/contracts';
import { pidOf, startProduct as startProductOn } from './support/product';

// A second copy of the product, started the way `npm start` starts it, on its own ports and data.
const PORT_BASE = Number(process.env.E2E_PORT_BASE || 4280) + 1000;
const gateway = `http://127.0.0.1:${PORT_BASE}`;
const startProduct = (dataDir: string) => startProductOn(dataDir, PORT_BASE);

type Product = Awaited<ReturnType<typeof startProduct>>;

/** Ctrl-C: the launcher stops the gateway, the services and PostgreSQL, then exits 0. */
async function interrupt({ child }: Product): Promise<void> {
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

test('a killed service is restarted while the others keep serving; the gateway answers JSON 502 for its prefix only', async () => {
  // Two copies of the product boot here; on a busy machine that takes minutes.
  test.setTimeout(420_000);
  const dataDir = mkdtempSync(join(tmpdir(), 'founder-supervise-'));
  try {
    const product = await startProduct(dataDir);
    try {
      const killedPid = pidOf(product.output(), 'ideas');
      const killedAt = Date.now();
      process.kill(killedPid, 'SIGKILL');
      await expect.poll(() => isListening(PORT_BASE + 102)).toBe(false);

      const ideas = await fetch(`${gateway}/api/startup-ideas/1`);
      expect(ideas.status).toBe(502);
      expect(await ideas.json()).toEqual({ statusCode: 502, message: 'The ideas service is unavailable' });
      expect(await (await fetch(`${gateway}/api/waitlist/count`)).json()).toEqual({ count: 0 });
      expect((await fetch(`${gateway}/api/events`)).status).not.toBe(502);
      expect((await fetch(`${gateway}/`)).status).toBe(200);

      await expect.poll(async () => (await fetch(`${gateway}/api/startup-ideas/1`)).status, { timeout: 60_000 }).toBe(404);
      // A figure for the report, not an assertion on time.
      console.log(`ideas answered again ${Date.now() - killedAt} ms after SIGKILL`);
      expect(product.output()).toContain('[start] ideas exited (SIGKILL); restarting in 1 s (restart 1 of 5)');
      expect(pidOf(product.output(), 'ideas')).not.toBe(killedPid);
      expect(product.child.exitCode).toBeNull();
    } finally {
      await interrupt(product);
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
});
