import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sendSiteErrorPage } from '../errors/site-error-page';
import type { GatewayConfig } from '../gateway-config';
import type { IdentityHandoff } from '../identity/identity-handoff';
import { crossOriginGuard } from '../security/cross-origin-guard';
import { BACKEND_VERSION_HEADER, backendFor, type BackendRolloutsFile } from './backend-rollouts';
import { callUpstream, upstreamPath, upstreamRequestHeaders } from './upstream-call';
import type { UpstreamPools } from './upstream-pools';

/** The early-access form sends one short field. */
export const SITE_FORM_BODY_LIMIT_BYTES = 4096;

export interface SitesProxyOptions {
  config: GatewayConfig;
  identity: IdentityHandoff;
  pools: UpstreamPools;
  rollouts: BackendRolloutsFile;
  /** Where the early-access form may be posted from (cross-origin-guard.ts). */
  origins: () => readonly string[];
}

/**
 * Published founder websites, /sites/* (ARCHITECTURE.md section 2), rendered by the ideas service.
 * A public page: no session is resolved (a visitor's cookie never slows it down or fails it) and
 * any client-sent identity header is dropped. More specific than the shell's '/*', so these paths
 * never fall back to the app's index.html.
 */
export async function sitesProxy(app: FastifyInstance, { config, identity, pools, rollouts, origins }: SitesProxyOptions): Promise<void> {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'buffer', bodyLimit: SITE_FORM_BODY_LIMIT_BYTES }, (_request, body, done) => done(null, body));
  app.addHook('onRequest', crossOriginGuard(origins));

  const proxy = async (request: FastifyRequest, reply: FastifyReply) => {
    const body = Buffer.isBuffer(request.body) ? request.body : undefined;
    const { upstream, version } = backendFor(request, 'ideas', rollouts, pools);
    callUpstream(request, reply, {
      service: 'ideas',
      upstream,
      path: upstreamPath(request.url),
      headers: identity.forwardedHeaders(upstreamRequestHeaders(request, body), null),
      body,
      deadlineMs: config.upstreamTimeoutMs,
      answered: ({ statusCode, headers, body: page }) => reply.code(statusCode).headers(headers).header(BACKEND_VERSION_HEADER, version).send(page),
      failed: sendSiteErrorPage,
    });
    return reply;
  };
  app.get('/sites/*', proxy);
  app.post('/sites/*', proxy);
}
