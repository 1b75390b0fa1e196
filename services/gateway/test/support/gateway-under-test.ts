import { generateIdentityKeys } from '@founder/identity';
import type { FastifyInstance } from 'fastify';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { PassThrough } from 'node:stream';
import { buildGateway } from '../../src/build-gateway';
import { loadGatewayConfig } from '../../src/gateway-config';

export const TEST_IDENTITY_SECRET = 'gateway-test-secret-with-at-least-32-characters';
/** The gateway's key pair in these tests: it signs with the private key; a service would list the public one. */
export const TEST_IDENTITY_KEYS = generateIdentityKeys('gateway-test-key');
export const SHELL_INDEX_HTML = '<!doctype html><html><head><title>Founder</title></head><body><div id="root"></div></body></html>';
export const STABLE_MANIFEST = { remotes: { 'mfe-ideas': { stable: '/remotes/mfe-ideas/1.0.0/mf-manifest.json' } } };

/** Files of a built frontend as the gateway finds them under STATIC_ROOT. */
const BUILT_FILES: Record<string, string> = {
  'shell/index.html': SHELL_INDEX_HTML,
  'shell/main.3f2a9c1b.js': 'console.log("shell");',
  'shell/favicon.ico': 'icon',
  'mfe-ideas/1.0.0/remoteEntry.js': 'var mfe_ideas = {};',
  'mfe-ideas/1.0.0/mf-manifest.json': JSON.stringify({
    name: 'mfe_ideas',
    metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
    exposes: [{ path: './routes', assets: { js: { sync: ['src_routes_tsx.0a1b2c3d.js'], async: ['page.12345678.js'] }, css: { sync: [] } } }],
  }),
  'mfe-ideas/1.0.0/src_routes_tsx.0a1b2c3d.js': 'export const routes = {};',
  'mfe-ideas/1.0.0/vendor.9f8e7d6c.js': `var vendor = [${'"a shared module", '.repeat(200)}];`,
};

export interface GatewayUnderTest {
  url: string;
  app: FastifyInstance;
  staticRoot: string;
  manifestPath: string;
  /** Every log line so far, as text. */
  logs(): string;
  close(): Promise<void>;
}

/**
 * The real gateway (buildGateway with a config loaded from env like main.ts does), listening on a
 * free port, with a temporary STATIC_ROOT and REMOTES_MANIFEST.
 */
export async function startGateway(env: Record<string, string> = {}, options: { now?: () => number } = {}): Promise<GatewayUnderTest> {
  const workspace = mkdtempSync(join(tmpdir(), 'gateway-test-'));
  const staticRoot = join(workspace, 'dist/apps');
  for (const [file, content] of Object.entries(BUILT_FILES)) {
    mkdirSync(dirname(join(staticRoot, file)), { recursive: true });
    writeFileSync(join(staticRoot, file), content);
  }
  const manifestPath = join(workspace, 'deploy/remotes.json');
  mkdirSync(dirname(manifestPath), { recursive: true });
  writeFileSync(manifestPath, JSON.stringify(STABLE_MANIFEST));

  const config = loadGatewayConfig({ IDENTITY_SECRET: TEST_IDENTITY_SECRET, IDENTITY_SIGNING_KEY: TEST_IDENTITY_KEYS.privateKeyPem, IDENTITY_SIGNING_KEY_ID: 'gateway-test-key', LOG_LEVEL: 'info', GATEWAY_PORT: '0', ...env }, workspace);
  const logStream = new PassThrough();
  let logText = '';
  logStream.on('data', (chunk: Buffer) => (logText += chunk.toString('utf8')));
  const app = await buildGateway(config, { logStream, now: options.now });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = app.server.address() as { port: number };
  return {
    url: `http://127.0.0.1:${port}`,
    app,
    staticRoot,
    manifestPath,
    logs: () => logText,
    close: async () => {
      await app.close();
      rmSync(workspace, { recursive: true, force: true });
    },
  };
}
