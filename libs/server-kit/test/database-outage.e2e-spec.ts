import { Controller, Get, Module, type INestApplication } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { PortVariable, ServiceCoreModule, ServiceEnvironment, type HttpAdapterName } from '../src';
import { createTestApp, request } from '../src/testing';
import { TcpSwitch } from './support/tcp-switch';

class OutageEnvironment extends ServiceEnvironment {
  @PortVariable()
  OUTAGE_PORT = 4398;

  get port(): number {
    return this.OUTAGE_PORT;
  }
}

@Controller('outage')
class OutageController {
  constructor(private readonly dataSource: DataSource) {}

  @Get('query')
  async query(): Promise<{ one: number }> {
    const [row] = await this.dataSource.query('SELECT 1 AS one');
    return { one: row.one };
  }
}

@Module({
  imports: [ServiceCoreModule.forService({ name: 'outage', environment: OutageEnvironment, database: { schema: 'outage', entities: [], migrations: [] } })],
  controllers: [OutageController],
})
class OutageModule {}

const DATABASE_UNAVAILABLE = { statusCode: 503, message: 'The database is unavailable. Please try again in a moment.' };

// The app reaches PostgreSQL through a relay the test cuts: a database outage, then its return.
describe.each<HttpAdapterName>(['express', 'fastify'])('a database outage on %s', (adapter) => {
  let app: INestApplication;
  let relay: TcpSwitch;
  const databaseUrl = process.env['DATABASE_URL']!;

  beforeAll(async () => {
    const target = new URL(databaseUrl);
    relay = new TcpSwitch(target.hostname, Number(target.port));
    await relay.open();
    const relayed = new URL(databaseUrl);
    relayed.hostname = '127.0.0.1';
    relayed.port = String(relay.port);
    process.env['DATABASE_URL'] = relayed.toString();
    try {
      app = await createTestApp(OutageModule, adapter, 'outage');
    } finally {
      process.env['DATABASE_URL'] = databaseUrl;
    }
  });

  afterAll(async () => {
    await relay.open();
    await app.close();
    await relay.cut();
  });

  it('answers 503 with a clear message while PostgreSQL is down, and 200 once it is back', async () => {
    await request(app).get('/outage/query').expect(200, { one: 1 });
    await relay.cut();
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const response = await request(app).get('/outage/query');
      expect(response.body).toEqual(DATABASE_UNAVAILABLE);
      expect(response.status).toBe(503);
    }
    await relay.open();
    const reopened = Date.now();
    await request(app).get('/outage/query').expect(200, { one: 1 });
    // A figure for the report, not an assertion on time.
    console.log(`${adapter}: first query after PostgreSQL came back answered in ${Date.now() - reopened} ms`);
  });
});
