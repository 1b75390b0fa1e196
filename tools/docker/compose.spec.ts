import { REMOTE_NAMES, SERVICE_NAMES } from '@founder/contracts';
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parse } from 'yaml';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const { GATEWAY_YOUNG_GENERATION_FLAG, HEAP_LIMIT_FLAG } = require('../launcher/node-flags');

// docker-compose.yml and the Dockerfile cannot run here (no Docker); this keeps them consistent
// with each other and with the code: contexts, targets, ports, URLs, and who publishes what.

const root = resolve(__dirname, '../..');

interface ComposeService {
  image?: string;
  build?: string | { context?: string; dockerfile?: string; target?: string };
  environment?: Record<string, string | number | boolean | null> | string[];
  ports?: unknown[];
  depends_on?: string[] | Record<string, { condition?: string }>;
  healthcheck?: { test?: string | string[] };
  volumes?: string[];
}

const compose = parse(readFileSync(join(root, 'docker-compose.yml'), 'utf8'), { merge: true }) as {
  services: Record<string, ComposeService>;
  volumes?: Record<string, unknown>;
};
const services = compose.services;

function environmentOf(name: string): Record<string, string> {
  const environment = services[name].environment ?? {};
  if (Array.isArray(environment)) {
    return Object.fromEntries(environment.map((entry) => [entry.slice(0, entry.indexOf('=')), entry.slice(entry.indexOf('=') + 1)]));
  }
  return Object.fromEntries(Object.entries(environment).map(([key, value]) => [key, String(value ?? '')]));
}

function buildOf(name: string): { context: string; dockerfile: string; target?: string } | null {
  const build = services[name].build;
  if (build === undefined) return null;
  if (typeof build === 'string') return { context: resolve(root, build), dockerfile: resolve(root, build, 'Dockerfile') };
  const context = resolve(root, build.context ?? '.');
  return { context, dockerfile: resolve(context, build.dockerfile ?? 'Dockerfile'), target: build.target };
}

/** Stage name -> the stage's lines, from `FROM ... AS <name>`. */
function dockerfileStages(path: string): Map<string, string[]> {
  const stages = new Map<string, string[]>();
  let current: string[] | null = null;
  for (const line of readFileSync(path, 'utf8').split('\n')) {
    const from = /^\s*FROM\s+\S+(?:\s+AS\s+(\S+))?/i.exec(line);
    if (from) {
      current = [];
      if (from[1]) stages.set(from[1].toLowerCase(), current);
    }
    current?.push(line);
  }
  return stages;
}

const builtServices = Object.keys(services).filter((name) => buildOf(name) !== null);
const FRONTENDS = ['shell', ...REMOTE_NAMES];
const SERVERS = ['gateway', ...SERVICE_NAMES];

function stageOf(name: string): string {
  const build = buildOf(name)!;
  return dockerfileStages(build.dockerfile).get(build.target!.toLowerCase())!.join('\n');
}

describe('docker-compose.yml', () => {
  it('defines postgres, the gateway and every service of SERVICE_NAMES', () => {
    for (const name of ['postgres', 'gateway', ...SERVICE_NAMES]) expect(services).toHaveProperty(name);
    expect(services.postgres.image).toBe('postgres:17');
  });

  it('builds each service and each frontend from an existing context and Dockerfile, with a target the Dockerfile has', () => {
    const migrationJobs = SERVICE_NAMES.map((name) => `${name}-migrate`);
    expect(builtServices.sort()).toEqual([...SERVERS, ...migrationJobs, ...FRONTENDS.map((name) => `frontend-${name}`)].sort());
    for (const name of builtServices) {
      const build = buildOf(name)!;
      expect(existsSync(build.context)).toBe(true);
      expect(existsSync(build.dockerfile)).toBe(true);
      expect(build.target).toBeDefined();
      expect([...dockerfileStages(build.dockerfile).keys()]).toContain(build.target!.toLowerCase());
    }
  });

  it('builds each project in a stage of its own, so one area ships without the others', () => {
    const stages = dockerfileStages(join(root, 'Dockerfile'));
    for (const name of [...SERVERS, ...FRONTENDS]) {
      expect(stages.get(`build-${name}`)?.join('\n')).toContain(`RUN npx nx build ${name} `);
    }
  });

  it('runs node dist/services/<name>/main.js in each service target, built by its own stage', () => {
    for (const name of SERVERS) {
      const stage = stageOf(name);
      expect(stage).toMatch(new RegExp(`CMD \\[.*"node".*"dist/services/${name}/main\\.js"\\]`));
      expect(stage).toContain(`COPY --from=build-${name} /app/dist/services/${name} dist/services/${name}`);
      expect(stage).not.toMatch(/COPY --from=build-(shell|mfe-)/);
    }
  });

  it("runs every process with the launcher's Node flags: the heap limit everywhere, the small young generation in the gateway only", () => {
    expect(dockerfileStages(join(root, 'Dockerfile')).get('runtime')!.join('\n')).toContain(`ENV NODE_ENV=production NODE_OPTIONS=${HEAP_LIMIT_FLAG}`);
    for (const name of SERVERS) {
      const command = stageOf(name).split('\n').find((line) => line.startsWith('CMD '))!;
      if (name === 'gateway') expect(command).toContain(`"${GATEWAY_YOUNG_GENERATION_FLAG}"`);
      else expect(command).not.toContain('--max-semi-space-size');
    }
  });

  it('publishes each frontend from its own target into the volume the gateway serves, with the runtime manifest in the gateway image', () => {
    for (const name of FRONTENDS) {
      expect(stageOf(`frontend-${name}`)).toContain(`COPY --from=build-${name} /app/dist/apps/${name} ${name}`);
      expect(services[`frontend-${name}`].volumes).toEqual(['frontends:/srv/apps']);
    }
    expect(dockerfileStages(join(root, 'Dockerfile')).get('frontend-base')!.join('\n')).toContain('CMD ["cp", "-R", "/frontend/.", "/srv/apps/"]');
    expect(services.gateway.volumes).toEqual(['frontends:/app/dist/apps:ro']);
    expect(stageOf('gateway')).toContain('STATIC_ROOT=/app/dist/apps');
    expect(compose.volumes).toHaveProperty('frontends');
    expect(stageOf('gateway')).toContain('COPY deploy/remotes.json deploy/remotes.json');
    expect(existsSync(join(root, 'deploy/remotes.json'))).toBe(true);
  });

  it('points each of the gateway upstream URLs at a compose service listening on that port', () => {
    const gateway = environmentOf('gateway');
    const urlVariables = Object.keys(gateway).filter((key) => /^[A-Z]+_URL$/.test(key));
    expect(urlVariables.sort()).toEqual(SERVICE_NAMES.map((name) => `${name.toUpperCase()}_URL`).sort());
    for (const variable of urlVariables) {
      const url = new URL(gateway[variable]);
      const service = url.hostname;
      expect(variable).toBe(`${service.toUpperCase()}_URL`);
      expect(services).toHaveProperty(service);
      expect(environmentOf(service)[`${service.toUpperCase()}_PORT`]).toBe(url.port);
      expect(JSON.stringify(services[service].healthcheck?.test)).toContain(`:${url.port}/health`);
    }
  });

  it('makes services listen on the compose network and reach the postgres service', () => {
    for (const name of SERVICE_NAMES) {
      const environment = environmentOf(name);
      expect(environment.SERVICE_HOST).toBe('0.0.0.0');
      expect(new URL(environment.DATABASE_URL.replace(/\$\{[^}]*\}/g, 'x')).host).toBe('postgres:5432');
    }
    expect(environmentOf('gateway').GATEWAY_HOST).toBe('0.0.0.0');
  });

  it('requires IDENTITY_SECRET with a clear message, in the gateway and every service', () => {
    for (const name of ['gateway', ...SERVICE_NAMES]) {
      expect(environmentOf(name).IDENTITY_SECRET).toBe('${IDENTITY_SECRET:?set IDENTITY_SECRET}');
    }
  });

  it('gives the signing key to the gateway alone and the public keys to every service', () => {
    expect(environmentOf('gateway').IDENTITY_SIGNING_KEY).toBe('${IDENTITY_SIGNING_KEY:?set IDENTITY_SIGNING_KEY (node tools/identity/identity-keys.js)}');
    expect(environmentOf('gateway').IDENTITY_SIGNING_KEY_ID).toBe('${IDENTITY_SIGNING_KEY_ID:?set IDENTITY_SIGNING_KEY_ID}');
    for (const name of SERVICE_NAMES) {
      expect(environmentOf(name).IDENTITY_PUBLIC_KEYS).toBe('${IDENTITY_PUBLIC_KEYS:?set IDENTITY_PUBLIC_KEYS (node tools/identity/identity-keys.js)}');
      expect(environmentOf(name)).not.toHaveProperty('IDENTITY_SIGNING_KEY');
    }
  });

  it('publishes a port only for the gateway: 4200', () => {
    for (const [name, service] of Object.entries(services)) {
      if (name !== 'gateway') expect({ name, ports: service.ports }).toEqual({ name, ports: undefined });
    }
    expect(services.gateway.ports).toEqual(['4200:4200']);
    expect(environmentOf('gateway').GATEWAY_PORT).toBe('4200');
  });

  it('migrates each schema once with a one-off job of the service’s own image before its replicas start with MIGRATIONS=off', () => {
    for (const name of SERVICE_NAMES) {
      const job = services[`${name}-migrate`] as ComposeService & { command?: string[]; restart?: string };
      expect(buildOf(`${name}-migrate`)?.target).toBe(name);
      expect(job.command).toEqual(['node', '--enable-source-maps', `dist/services/${name}/migrate.js`]);
      expect(job.restart).toBe('no');
      expect(job.depends_on).toEqual({ postgres: { condition: 'service_healthy' } });
      expect((services[name].depends_on as Record<string, { condition?: string }>)[`${name}-migrate`]).toEqual({ condition: 'service_completed_successfully' });
      expect(environmentOf(name).MIGRATIONS).toBe('off');
      expect(JSON.stringify(services[name].healthcheck?.test)).toContain('/health/ready');
    }
  });

  it('starts each service after what it needs is healthy, and checks its /health', () => {
    const needs: Record<string, string[]> = { gateway: [...SERVICE_NAMES] };
    for (const name of SERVICE_NAMES) needs[name] = ['postgres'];
    for (const [name, dependencies] of Object.entries(needs)) {
      const dependsOn = services[name].depends_on as Record<string, { condition?: string }>;
      for (const dependency of dependencies) expect(dependsOn[dependency]).toEqual({ condition: 'service_healthy' });
      expect(JSON.stringify(services[name].healthcheck?.test)).toContain('/health');
    }
    expect(services.postgres.healthcheck?.test).toBeDefined();
    expect(services.postgres.volumes?.[0]).toMatch(/^postgres-data:/);
    expect(compose.volumes).toHaveProperty('postgres-data');
  });
});

describe('.dockerignore', () => {
  it('keeps dependencies, outputs and local data out of the build context', () => {
    const ignored = readFileSync(join(root, '.dockerignore'), 'utf8').split('\n').map((line) => line.trim());
    for (const entry of ['node_modules', 'dist', '.nx', '.data', '.git']) expect(ignored).toContain(entry);
  });
});
