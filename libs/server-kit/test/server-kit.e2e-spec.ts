import { Body, Controller, Get, Module, Param, Patch, Post, Query, type INestApplication } from '@nestjs/common';
import { Type } from 'class-transformer';
import { IsObject, IsOptional, IsString, ValidateNested } from 'class-validator';
import { IDENTITY_HEADER, signIdentity, type Identity, signingKeyFromEnvironment } from '@founder/identity';
import { CurrentIdentity, Omittable, PortVariable, RequireIdentity, ServiceCoreModule, ServiceEnvironment, type HttpAdapterName } from '../src';
import { createTestApp, request } from '../src/testing';
import { IsEmail } from 'class-validator';

// The kit on both adapters, with routes no service has: one that throws, one that needs a session.
class KitEnvironment extends ServiceEnvironment {
  @PortVariable()
  KIT_PORT = 4399;

  get port(): number {
    return this.KIT_PORT;
  }
}

class EmailDto {
  @IsEmail()
  email!: string;
}

class PlaceDto {
  @IsString()
  city!: string;
}

class NoteDto {
  @IsString()
  text!: string;

  @IsOptional()
  @ValidateNested()
  @Type(() => PlaceDto)
  place?: PlaceDto;

  @IsOptional()
  @IsObject()
  metadata?: Record<string, unknown>;
}

class RenameDto {
  @Omittable()
  @IsString()
  name?: string;
}

@Controller('kit')
class KitController {
  @Get('boom')
  boom(): never {
    throw new Error('connection string postgres://user:hunter2@db');
  }

  @Get('whoami')
  @RequireIdentity()
  whoami(@CurrentIdentity() identity: Identity): Identity {
    return identity;
  }

  @Post('email')
  email(@Body() body: EmailDto): EmailDto {
    return body;
  }

  @Post('notes/:slug')
  note(@Param('slug') slug: string, @Query('q') q: string | undefined, @Body() body: NoteDto): object {
    return { slug, q, body };
  }

  @Patch('rename')
  rename(@Body() body: RenameDto): RenameDto {
    return body;
  }
}

@Module({
  imports: [ServiceCoreModule.forService({ name: 'kit', environment: KitEnvironment, database: { schema: 'kit', entities: [], migrations: [] } })],
  controllers: [KitController],
})
class KitModule {}

interface LogLine {
  level: number;
  msg: string;
  context?: string;
  req?: { id: string; url: string };
  err?: { message: string; stack: string };
}

describe.each<HttpAdapterName>(['express', 'fastify'])('server kit on %s', (adapter) => {
  let app: INestApplication;
  const lines: LogLine[] = [];
  const writeToStdout = process.stdout.write;
  const logLevel = process.env['LOG_LEVEL'];

  beforeAll(async () => {
    process.env['LOG_LEVEL'] = 'info';
    // Capture the JSON log lines the app writes to stdout.
    process.stdout.write = ((chunk: string | Uint8Array) => {
      String(chunk)
        .split('\n')
        .filter((line) => line.startsWith('{'))
        .forEach((line) => lines.push(JSON.parse(line)));
      return true;
    }) as typeof process.stdout.write;
    app = await createTestApp(KitModule, adapter, 'kit');
  });

  afterAll(async () => {
    await app.close();
    process.stdout.write = writeToStdout;
    process.env['LOG_LEVEL'] = logLevel;
  });

  it('answers an unexpected error with a bare 500 and logs it with its stack under the request id', async () => {
    const response = await request(app).get('/kit/boom').set('x-request-id', `boom-${adapter}`);
    expect(response.status).toBe(500);
    expect(response.body).toEqual({ statusCode: 500, message: 'Internal server error' });
    expect(response.text).not.toContain('hunter2');

    const logged = lines.find((line) => line.context === 'Exceptions');
    expect(logged).toMatchObject({ level: 50, msg: 'Unexpected error on GET /kit/boom', req: { id: `boom-${adapter}` } });
    expect(logged?.err?.stack).toContain('connection string');
    const accessLog = lines.find((line) => line.msg === 'request errored');
    expect(accessLog).toMatchObject({ level: 50, req: { id: `boom-${adapter}`, url: '/kit/boom' } });
  });

  it('requires a valid identity assertion', async () => {
    const unauthenticated = await request(app).get('/kit/whoami');
    expect(unauthenticated.status).toBe(401);
    expect(unauthenticated.body).toEqual({ statusCode: 401, message: 'Not authenticated' });

    const identity = { userId: 7, sessionId: '0b3f6a52-4c55-4d1e-9d55-0c9b3f0f7a10', email: 'ada@example.com' };
    const assertion = await signIdentity(identity, signingKeyFromEnvironment());
    const authenticated = await request(app).get('/kit/whoami').set(IDENTITY_HEADER, assertion);
    expect(authenticated.status).toBe(200);
    expect(authenticated.body).toEqual(identity);
  });

  it('validates bodies with one message naming the field', async () => {
    const response = await request(app).post('/kit/email').send({ email: 'nope', extra: 1 });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ statusCode: 400, message: 'property extra should not exist; email must be an email' });
    await request(app).post('/kit/email').send({ email: 'ada@example.com' }).expect(201, { email: 'ada@example.com' });
  });

  describe('text PostgreSQL cannot store: 400 naming the field', () => {
    it.each([
      ['a top-level field', '/kit/notes/a', { text: 'a\u0000b' }, 'text contains a character that cannot be stored (NUL or an unpaired surrogate)'],
      ['a nested field', '/kit/notes/a', { text: 'ok', place: { city: 'x\u0000' } }, 'place.city contains a character that cannot be stored (NUL or an unpaired surrogate)'],
      ['free-form JSON', '/kit/notes/a', { text: 'ok', metadata: { list: ['fine', 'bad\u0000'] } }, 'metadata.list.1 contains a character that cannot be stored (NUL or an unpaired surrogate)'],
      ['a key of free-form JSON', '/kit/notes/a', { text: 'ok', metadata: { 'k\u0000': 1 } }, 'metadata contains a key that cannot be stored (NUL or an unpaired surrogate)'],
      ['an unpaired surrogate', '/kit/notes/a', { text: 'a\ud800b' }, 'text contains a character that cannot be stored (NUL or an unpaired surrogate)'],
      ['a query parameter', '/kit/notes/a?q=%00', { text: 'ok' }, 'q contains a character that cannot be stored (NUL or an unpaired surrogate)'],
      ['a path parameter', '/kit/notes/a%00b', { text: 'ok' }, 'slug contains a character that cannot be stored (NUL or an unpaired surrogate)'],
    ])('in %s', async (_case, path, body, message) => {
      const response = await request(app).post(path).set('content-type', 'application/json').send(JSON.stringify(body));
      expect(response.body).toEqual({ statusCode: 400, message });
      expect(response.status).toBe(400);
    });

    it('keeps emoji and other paired surrogates', async () => {
      const response = await request(app).post('/kit/notes/a').send({ text: 'rocket 🚀' });
      expect(response.status).toBe(201);
      expect(response.body.body.text).toBe('rocket 🚀');
    });

    it('refuses JSON nested deeper than 32 levels instead of overflowing the stack', async () => {
      const deep = '{"text":"ok","metadata":' + '{"a":'.repeat(5_000) + '1' + '}'.repeat(5_000) + '}';
      const response = await request(app).post('/kit/notes/a').set('content-type', 'application/json').send(deep);
      expect(response.body).toEqual({ statusCode: 400, message: 'metadata is nested more than 32 levels deep' });
    });
  });

  describe('@Omittable(): a field may be left out, never null', () => {
    it('refuses null with 400 naming the field', async () => {
      const response = await request(app).patch('/kit/rename').send({ name: null });
      expect(response.body).toEqual({ statusCode: 400, message: 'name should not be null' });
    });

    it('still checks the other rules and accepts an omitted field', async () => {
      expect((await request(app).patch('/kit/rename').send({ name: 5 })).body).toEqual({ statusCode: 400, message: 'name must be a string' });
      await request(app).patch('/kit/rename').send({}).expect(200, {});
      await request(app).patch('/kit/rename').send({ name: 'Ada' }).expect(200, { name: 'Ada' });
    });
  });

  describe('a body of bounded shape (issue 28 item 1): 400 naming the bound before it is parsed', () => {
    const keys = (count: number) => Object.fromEntries(Array.from({ length: count }, (_, index) => [index.toString(36), 0]));
    it.each([
      ['100,000 keys', { text: 'ok', ...keys(100_000) }, 'body has more than 200 keys'],
      ['201 keys in a nested object', { text: 'ok', metadata: { plan: keys(201) } }, 'metadata.plan has more than 200 keys'],
      ['an array of 1,001 items', { text: 'ok', metadata: { list: new Array(1001).fill(1) } }, 'metadata.list has more than 1000 items'],
      ['10,001 values', { text: 'ok', metadata: Object.fromEntries(Array.from({ length: 10 }, (_, index) => [`l${index}`, new Array(999).fill(0)])) }, 'body has more than 10000 values'],
      ['arrays nested 500,000 deep', '['.repeat(500_000) + ']'.repeat(500_000), 'body has more than 10000 values'],
    ])('%s', async (_case, body, message) => {
      const response = await request(app)
        .post('/kit/notes/a')
        .set('content-type', 'application/json')
        .send(typeof body === 'string' ? body : JSON.stringify(body));
      expect(response.body).toEqual({ statusCode: 400, message });
    });

    it('accepts a body at the bounds', async () => {
      const metadata = { ...keys(199), list: new Array(1000).fill(1) };
      const response = await request(app).post('/kit/notes/a').send({ text: 'ok', metadata });
      expect(response.status).toBe(201);
      expect(response.body.body.metadata.list).toHaveLength(1000);
    });

    it('names three problems and counts the rest', async () => {
      const response = await request(app).post('/kit/email').send({ email: 'ada@example.com', ...keys(150) });
      expect(response.body).toEqual({ statusCode: 400, message: 'property 0 should not exist; property 1 should not exist; property 2 should not exist; and 147 more problems' });
    });
  });

  describe('a body that is not a JSON object: 400, never taken as {}', () => {
    it.each(['null', '42', '"text"', 'true', '[]', '[{"email":"ada@example.com"}]'])('%s', async (body) => {
      const response = await request(app).post('/kit/email').set('content-type', 'application/json').send(body);
      expect(response.body).toEqual({ statusCode: 400, message: 'The request body must be a JSON object' });
    });
  });
});
