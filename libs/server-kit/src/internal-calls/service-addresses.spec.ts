import { validateSync } from 'class-validator';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { IsServiceAddresses, ServiceAddresses } from './service-addresses';

class Settings {
  @IsServiceAddresses()
  AUTH_URL = '';
}

const problemsOf = (value: string) => validateSync(Object.assign(new Settings(), { AUTH_URL: value })).flatMap((error) => Object.values(error.constraints ?? {}));

describe('IsServiceAddresses', () => {
  it.each(['http://127.0.0.1:4301', 'http://auth:4301/', 'https://a.example,https://b.example', 'http://10.0.0.1:1, http://10.0.0.2:1'])('takes %p', (value) => {
    expect(problemsOf(value)).toEqual([]);
  });

  it.each(['', 'auth:4301', 'http://a.example/path', 'http://a.example,', 'ftp://a.example', 'http://a.example,,http://b.example'])('refuses %p, naming the variable', (value) => {
    expect(problemsOf(value)).toEqual(['AUTH_URL must be an http(s) URL, or several separated by commas']);
  });
});

describe('ServiceAddresses', () => {
  const servers: Server[] = [];
  const serve = async (name: string) => {
    const server = createServer((request, response) => response.end(`${name} ${request.method} ${request.url}`));
    servers.push(server);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  };
  /** An address nobody listens on: a server's port, closed again. */
  const deadAddress = async () => {
    const server = createServer();
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    await new Promise((resolve) => server.close(resolve));
    return `http://127.0.0.1:${port}`;
  };
  const bodies = async (addresses: ServiceAddresses, calls: number) => {
    const seen: string[] = [];
    for (let call = 0; call < calls; call += 1) seen.push(await (await addresses.fetch('/internal/users?ids=1')).text());
    return seen;
  };

  afterAll(async () => {
    await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
  });

  it('calls the addresses in turn', async () => {
    const addresses = new ServiceAddresses(`${await serve('a')}, ${await serve('b')}/`);
    expect(await bodies(addresses, 3)).toEqual(['a GET /internal/users?ids=1', 'b GET /internal/users?ids=1', 'a GET /internal/users?ids=1']);
  });

  it('moves on from an address that refuses the connection, and the call is made once', async () => {
    const addresses = new ServiceAddresses(`${await deadAddress()},${await serve('alive')}`);
    expect(await bodies(addresses, 2)).toEqual(['alive GET /internal/users?ids=1', 'alive GET /internal/users?ids=1']);
    const posted = await addresses.fetch('/internal/notifications', { method: 'POST', body: '{}' });
    expect(await posted.text()).toBe('alive POST /internal/notifications');
  });

  it('fails like fetch when no address takes the call', async () => {
    const addresses = new ServiceAddresses(`${await deadAddress()},${await deadAddress()}`);
    await expect(addresses.fetch('/internal/users')).rejects.toMatchObject({ cause: { code: 'ECONNREFUSED' } });
  });
});
