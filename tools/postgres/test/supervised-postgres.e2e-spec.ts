/* eslint-disable @nx/enforce-module-boundaries -- the supervision is seen from a service's side: this test starts one built on server-kit */
import { Controller, Get, Module, type INestApplication } from '@nestjs/common';
import { PortVariable, ServiceCoreModule, ServiceEnvironment } from '@founder/server-kit';
import { createTestApp, request } from '@founder/server-kit/testing';
import { spawn } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { once } from 'node:events';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { DataSource } from 'typeorm';
import { PostgresProcess } from './support/postgres-process';
/* eslint-disable @typescript-eslint/no-require-imports -- the launcher's tools are CommonJS */
const { ensureDatabase } = require('../embedded-database');
const { freePort } = require('../../net/free-port');
/* eslint-enable @typescript-eslint/no-require-imports */

class SupervisedEnvironment extends ServiceEnvironment {
  @PortVariable()
  SUPERVISED_PORT = 4397;

  get port(): number {
    return this.SUPERVISED_PORT;
  }
}

@Controller('supervised')
class QueryController {
  constructor(private readonly dataSource: DataSource) {}

  @Get('query')
  async query(): Promise<{ one: number }> {
    const [row] = await this.dataSource.query('SELECT 1 AS one');
    return { one: row.one };
  }
}

/** A service as every one of ours is built (server-kit's core: database, 503 when it is down). */
@Module({
  imports: [ServiceCoreModule.forService({ name: 'supervised', environment: SupervisedEnvironment, database: { schema: 'supervised', entities: [], migrations: [] } })],
  controllers: [QueryController],
})
class SupervisedServiceModule {}

const DATABASE_UNAVAILABLE = { statusCode: 503, message: 'The database is unavailable. Please try again in a moment.' };

/** A port some other program holds (on the address the server listens on). */
async function takenPort(): Promise<{ port: number; server: Server }> {
  const server = createServer();
  const port: number = await freePort();
  await new Promise<void>((done) => server.listen(port, '127.0.0.1', done));
  return { port, server };
}

// The launcher's PostgreSQL (tools/postgres) in a folder of its own, on free ports.
describe("the launcher's embedded PostgreSQL", () => {
  let dataDir: string;

  beforeAll(() => {
    dataDir = mkdtempSync(join(tmpdir(), 'founder-supervised-pg-'));
    chmodSync(dataDir, 0o755);
  });

  afterAll(() => {
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('is started again when its postmaster dies, and the services answer again (503 meanwhile)', async () => {
    const { process: postgres, first } = await PostgresProcess.start('supervise', dataDir, await freePort());
    expect(first).toMatchObject({ ready: true });
    const savedUrl = process.env['DATABASE_URL'];
    let app: INestApplication | undefined;
    try {
      process.env['DATABASE_URL'] = await ensureDatabase(first.url!, 'supervised');
      try {
        app = await createTestApp(SupervisedServiceModule, 'fastify', 'supervised');
      } finally {
        process.env['DATABASE_URL'] = savedUrl;
      }
      await request(app).get('/supervised/query').expect(200, { one: 1 });

      const exited = postgres.next((message) => message.exit !== undefined);
      process.kill(first.pid!, 'SIGKILL');
      expect(await exited).toEqual({ exit: 'SIGKILL' });
      // The supervisor holds its restart until the test has seen the product without a database.
      const down = await request(app).get('/supervised/query');
      expect(down.status).toBe(503);
      expect(down.body).toEqual(DATABASE_UNAVAILABLE);

      const restarted = postgres.next((message) => message.restarted !== undefined);
      postgres.releaseRestart();
      const { restarted: newPid } = await restarted;
      expect(newPid).not.toBe(first.pid);
      await request(app).get('/supervised/query').expect(200, { one: 1 });
      expect(postgres.logLines).toEqual(['PostgreSQL exited (SIGKILL); restarting in 1 s (restart 1 of 5)', `PostgreSQL is running again (pid ${newPid})`]);
    } finally {
      await app?.close();
      await postgres.stop();
    }
  }, 90_000);

  it('says the port is taken, not "start-up failed (undefined)"', async () => {
    const { port, server } = await takenPort();
    try {
      const { first } = await PostgresProcess.start('start', dataDir, port);
      expect(first).toEqual({ failed: true, message: `PostgreSQL could not start: port ${port} is taken by another program. Stop it, or set EMBEDDED_PG_PORT to a free port.` });
    } finally {
      server.close();
    }
  });

  it('says the data folder is in use by another PostgreSQL', async () => {
    const { process: running, first: ready } = await PostgresProcess.start('start', dataDir, await freePort());
    try {
      const { first } = await PostgresProcess.start('start', dataDir, await freePort());
      expect(first).toEqual({
        failed: true,
        message: `PostgreSQL could not start: its data folder ${join(dataDir, 'postgres')} is in use by another PostgreSQL (pid ${ready.pid}), perhaps another \`npm start\`. Stop it, or set DATA_DIR to another folder.`,
      });
    } finally {
      await running.stop();
    }
  });

  it('`npm start` prints that sentence and exits 1 when the port is taken', async () => {
    const { port, server } = await takenPort();
    try {
      const launcherEnv: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, EMBEDDED_PG_PORT: String(port) };
      delete launcherEnv['DATABASE_URL'];
      const launcher = spawn(process.execPath, [resolve(__dirname, '../../start.js'), '--no-build'], { env: launcherEnv, stdio: ['ignore', 'pipe', 'pipe'] });
      let stderr = '';
      launcher.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
      const [code] = await once(launcher, 'exit');
      expect(code).toBe(1);
      expect(stderr).toBe(`[start] PostgreSQL could not start: port ${port} is taken by another program. Stop it, or set EMBEDDED_PG_PORT to a free port.\n`);
    } finally {
      server.close();
    }
  }, 60_000);
});
