import { spawn, type ChildProcess } from 'node:child_process';
import { copyFileSync, mkdirSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { randomBytes } from 'node:crypto';

const root = resolve(__dirname, '../..');

/** The launcher's own CommonJS helpers under tools/, loaded by path as `npm start` loads them. */
// eslint-disable-next-line @typescript-eslint/no-require-imports
const tool = <T>(path: string): T => require(join(root, 'tools', path)) as T;
const { startEmbeddedPostgres, ensureDatabase } = tool<{
  startEmbeddedPostgres(options: { dataDir: string; port: number; ownsShutdown?: boolean }): Promise<{ url: string; stop(): Promise<void> }>;
  ensureDatabase(url: string, database: string): Promise<string>;
}>('postgres/embedded-database');
const { freePort } = tool<{ freePort(): Promise<number> }>('net/free-port');
const { freshIdentityKeys } = tool<{ freshIdentityKeys(): { gateway: Record<string, string>; services: Record<string, string> } }>('identity/identity-keys');


export type ServiceName = 'auth' | 'ideas' | 'community';
export const SERVICE_NAMES: ServiceName[] = ['auth', 'ideas', 'community'];

/** One process of the cluster: a service instance or a gateway. */
export interface ClusterProcess {
  name: string;
  url: string;
  port: number;
  child: ChildProcess;
  output: () => string;
  /** kill -9, and wait for the exit. */
  kill(): Promise<void>;
}

export interface Cluster {
  databaseUrl: string;
  /** Two instances per service, each with its own data folder. */
  instances: Record<ServiceName, ClusterProcess[]>;
  gateways: ClusterProcess[];
  /** The runtime manifest both gateways read (backend canaries live here). */
  manifestPath: string;
  /** What every service process was started with (a test may start one more). */
  serviceEnv: Record<string, string>;
  /** The origin founders use (PUBLIC_ORIGIN): state-changing calls carry it, as a browser would. */
  publicOrigin: string;
  /** Starts one more instance of a service on a fresh data folder. */
  startInstance(service: ServiceName, env?: Record<string, string>): Promise<ClusterProcess>;
  /** Starts one more gateway that knows only these instances (to ask one instance of each service). */
  startGateway(instances: Record<ServiceName, ClusterProcess>): Promise<ClusterProcess>;
  stop(): Promise<void>;
}

export interface ClusterOptions {
  dir: string;
  /** Extra environment of every service process (storage, LLM, ...). */
  env?: Record<string, string>;
}

/** Runs a node script to its end; rejects with its output when it fails. */
function runToEnd(script: string, env: Record<string, string>): Promise<string> {
  return new Promise((done, fail) => {
    const child = spawn(process.execPath, [join(root, script)], { cwd: root, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout!.on('data', (chunk) => (output += chunk));
    child.stderr!.on('data', (chunk) => (output += chunk));
    child.once('exit', (code) => (code === 0 ? done(output) : fail(new Error(`${script} exited ${code}:\n${output}`))));
  });
}

async function waitForReady(url: string, child: ChildProcess, output: () => string, timeoutMs = 120_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) throw new Error(`${url} exited before it was ready:\n${output()}`);
    try {
      const response = await fetch(`${url}/health/ready`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`${url} was not ready within ${timeoutMs} ms:\n${output()}`);
    await new Promise((next) => setTimeout(next, 200));
  }
}

function startProcess(name: string, script: string, port: number, env: Record<string, string>): ClusterProcess {
  const child = spawn(process.execPath, ['--enable-source-maps', join(root, script)], {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk).slice(-20_000);
  };
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  return {
    name,
    url: `http://127.0.0.1:${port}`,
    port,
    child,
    output: () => output,
    kill: () =>
      new Promise((done) => {
        if (child.exitCode !== null || child.signalCode !== null) return done();
        child.once('exit', () => done());
        child.kill('SIGKILL');
      }),
  };
}

/**
 * The product as a cluster would run it, on one machine: one PostgreSQL (embedded), the migrations
 * run as their own step (several runners at once, as replicas would), two instances of each service
 * on separate data folders started with MIGRATIONS=off, and two gateways that each know every
 * instance. Uses the services and gateway the browser tests built (dist/).
 */
export async function startCluster({ dir, env = {} }: ClusterOptions): Promise<Cluster> {
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const postgres = await startEmbeddedPostgres({ dataDir: join(dir, 'postgres'), port: await freePort(), ownsShutdown: true });
  const processes: ClusterProcess[] = [];
  const cluster = { stopped: false };
  try {
    const databaseUrl = await ensureDatabase(postgres.url, 'founder_cluster');
    const keys = freshIdentityKeys();
    const common = { DATABASE_URL: databaseUrl, IDENTITY_SECRET: randomBytes(32).toString('base64url'), LOG_LEVEL: 'warn' };

    // Migrations: two runners per service at once, as two replicas' migration jobs would.
    await Promise.all(SERVICE_NAMES.flatMap((service) => [1, 2].map(() => runToEnd(`dist/services/${service}/migrate.js`, common))));

    const ports = {} as Record<ServiceName, number[]>;
    for (const service of SERVICE_NAMES) ports[service] = [await freePort(), await freePort()];
    const addresses = (service: ServiceName) => ports[service].map((port) => `http://127.0.0.1:${port}`).join(',');
    const gatewayPorts = [await freePort(), await freePort()];
    // Behind one balancer, both gateways answer on one public origin.
    const publicOrigin = `http://127.0.0.1:${gatewayPorts[0]}`;
    const serviceEnv: Record<string, string> = {
      ...common,
      ...keys.services,
      MIGRATIONS: 'off',
      AUTH_URL: addresses('auth'),
      PUBLIC_ORIGIN: publicOrigin,
      ...env,
    };
    let instanceCount = 0;
    const startInstance = async (service: ServiceName, extra: Record<string, string> = {}, port?: number): Promise<ClusterProcess> => {
      instanceCount += 1;
      const listenPort = port ?? (await freePort());
      const dataDir = join(dir, `${service}-${instanceCount}`);
      mkdirSync(dataDir, { recursive: true });
      const started = startProcess(`${service}-${instanceCount}`, `dist/services/${service}/main.js`, listenPort, {
        ...serviceEnv,
        DATA_DIR: dataDir,
        [`${service.toUpperCase()}_PORT`]: String(listenPort),
        ...extra,
      });
      processes.push(started);
      await waitForReady(started.url, started.child, started.output);
      return started;
    };
    const instances = Object.fromEntries(
      await Promise.all(SERVICE_NAMES.map(async (service) => [service, await Promise.all(ports[service].map((port) => startInstance(service, {}, port)))] as const)),
    ) as Record<ServiceName, ClusterProcess[]>;

    const manifestPath = join(dir, 'remotes.json');
    copyFileSync(join(root, 'deploy/remotes.json'), manifestPath);
    const gatewayEnv = {
      ...common,
      ...keys.gateway,
      AUTH_URL: addresses('auth'),
      IDEAS_URL: addresses('ideas'),
      COMMUNITY_URL: addresses('community'),
      REMOTES_MANIFEST: manifestPath,
      PUBLIC_ORIGIN: publicOrigin,
    };
    let gatewayCount = 0;
    const startGateway = async (port: number, upstreams: Record<string, string> = {}) => {
      gatewayCount += 1;
      const gateway = startProcess(`gateway-${gatewayCount}`, 'dist/services/gateway/main.js', port, { ...gatewayEnv, ...upstreams, GATEWAY_PORT: String(port) });
      processes.push(gateway);
      await waitForReady(gateway.url, gateway.child, gateway.output);
      return gateway;
    };
    const gateways = await Promise.all(gatewayPorts.map((port) => startGateway(port)));
    return {
      databaseUrl,
      instances,
      gateways,
      manifestPath,
      serviceEnv,
      publicOrigin,
      startInstance: (service, extra) => startInstance(service, extra),
      startGateway: async (pinned) =>
        startGateway(await freePort(), { AUTH_URL: pinned.auth.url, IDEAS_URL: pinned.ideas.url, COMMUNITY_URL: pinned.community.url }),
      async stop() {
        if (cluster.stopped) return;
        cluster.stopped = true;
        await Promise.all(processes.map((process) => process.kill()));
        await postgres.stop();
        rmSync(dir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    await Promise.all(processes.map((process) => process.kill()));
    await postgres.stop();
    throw error;
  }
}
