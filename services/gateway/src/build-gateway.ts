import { SERVICE_NAMES } from '@founder/contracts';
import compress from '@fastify/compress';
import Fastify, { type FastifyInstance } from 'fastify';
import type { AddressInfo } from 'node:net';
import { ApiError } from './errors/api-error';
import { installErrorReplies, sendError } from './errors/error-replies';
import { REQUEST_BODY_LIMIT_BYTES, type GatewayConfig } from './gateway-config';
import { healthRoute } from './health-route';
import { IdentityHandoff } from './identity/identity-handoff';
import { SessionResolver } from './identity/session-resolver';
import { loggerOptions } from './logging';
import { gatewayMetrics } from './metrics/gateway-metrics';
import { apiProxy } from './proxy/api-proxy';
import { BackendRolloutsFile } from './proxy/backend-rollouts';
import { answerExpectContinue } from './proxy/expect-continue';
import { SharedAnswerCache } from './proxy/shared-cache';
import { sitesProxy } from './proxy/sites-proxy';
import { UpstreamPools } from './proxy/upstream-pools';
import { allowedOrigins } from './security/cross-origin-guard';
import { registerSecurityHeaders } from './security/security-headers';
import { RuntimeManifestFile, remotesManifestRoute } from './static/remotes-manifest-route';
import { staticFiles } from './static/static-files';

export interface BuildGatewayOptions {
  /** Where logs go (tests capture them); stdout by default. */
  logStream?: NodeJS.WritableStream;
  /** The clock of the shared answer cache (tests move it); Date.now by default. */
  now?: () => number;
}

const SESSION_CACHE_MAX_ENTRIES = 10_000;

/** The gateway, ready to listen: one origin for the frontends, the manifest and /api. */
export async function buildGateway(config: GatewayConfig, options: BuildGatewayOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    ...loggerOptions(config.logLevel, options.logStream),
    trustProxy: config.trustProxy,
    bodyLimit: REQUEST_BODY_LIMIT_BYTES,
    // A client that trickles its request in for longer than this gets cut off (slowloris).
    requestTimeout: 30_000,
    return503OnClosing: true,
    // Errors the router raises before any route runs (an undecodable path): the same JSON shape.
    frameworkErrors: (error, _request, reply) => {
      sendError(reply, new ApiError(400, error.code === 'FST_ERR_BAD_URL' ? 'Malformed URL' : error.message));
    },
  });

  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id);
    done();
  });
  installErrorReplies(app);
  await registerSecurityHeaders(app);
  // Called, not registered: its timing hook must see every route, not only its own scope's.
  await gatewayMetrics(app, { version: config.serviceVersion });

  const pools = new UpstreamPools(config);
  app.addHook('onClose', () => pools.destroy());
  const sessions = new SessionResolver({
    authAddress: (excluding) => {
      const group = pools.group('auth');
      const address = excluding ? group.pick(group.addresses.find((candidate) => candidate.origin === excluding.origin)) : group.pick();
      return address && { origin: address.origin, connectFailed: () => address.ejection.connectFailed(), answered: () => address.ejection.answered() };
    },
    identitySecret: config.identitySecret,
    signingKey: config.identitySigningKey,
    cacheMs: config.sessionCacheMs,
    timeoutMs: config.sessionResolveTimeoutMs,
    maxEntries: SESSION_CACHE_MAX_ENTRIES,
    log: app.log,
  });
  await app.register(healthRoute);
  const manifest = new RuntimeManifestFile(config.remotesManifest);
  await app.register(remotesManifestRoute, { manifest });
  const sharedCache = new SharedAnswerCache(config.sharedCacheEntries, options.now);
  const rollouts = new BackendRolloutsFile(config.remotesManifest);
  // The listening port, once known (GATEWAY_PORT=0 picks a free one).
  const origins = () => allowedOrigins(config.publicOrigin, config.host, (app.server.address() as AddressInfo | null)?.port ?? config.port);
  await app.register(apiProxy, { config, identity: new IdentityHandoff(sessions), sharedCache, pools, rollouts, origins });
  await app.register(sitesProxy, { config, identity: new IdentityHandoff(sessions), pools, rollouts, origins });
  answerExpectContinue(app.server, origins);
  // Frontend files go out compressed (brotli or gzip, as the browser accepts); API answers are
  // compressed by the proxy when they are JSON over 1 KB.
  await app.register(async (frontends) => {
    await frontends.register(compress, { encodings: ['br', 'gzip'], threshold: 1024 });
    await frontends.register(staticFiles, { staticRoot: config.staticRoot, manifest });
  });

  app.log.info({ upstreams: SERVICE_NAMES.map((name) => `${name}=${config.upstreams[name].join(',')}`), staticRoot: config.staticRoot }, 'gateway configured');
  return app;
}
