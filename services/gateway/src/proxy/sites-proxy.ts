import replyFrom from '@fastify/reply-from';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { IncomingHttpHeaders } from 'node:http';
import { sendError } from '../errors/error-replies';
import type { GatewayConfig } from '../gateway-config';
import type { IdentityHandoff } from '../identity/identity-handoff';
import { crossOriginGuard } from '../security/cross-origin-guard';
import { setForwardedHeaders } from './forwarded-headers';
import { withoutHopByHopHeaders } from './hop-by-hop-headers';
import { upstreamFailure } from './upstream-failure';

/** The early-access form sends one short field. */
const SITE_FORM_BODY_LIMIT_BYTES = 4096;

export interface SitesProxyOptions {
  config: GatewayConfig;
  identity: IdentityHandoff;
}

/**
 * Published founder websites, /sites/* (ARCHITECTURE.md section 2), rendered by the ideas service.
 * A public page: no session is resolved (a visitor's cookie never slows it down or fails it) and
 * any client-sent identity header is dropped. More specific than the shell's '/*', so these paths
 * never fall back to the app's index.html.
 */
export async function sitesProxy(app: FastifyInstance, { config, identity }: SitesProxyOptions): Promise<void> {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'buffer', bodyLimit: SITE_FORM_BODY_LIMIT_BYTES }, (_request, body, done) => done(null, body));
  await app.register(replyFrom, {
    undici: { connections: 32, pipelining: 1, connect: { timeout: config.upstreamConnectTimeoutMs }, headersTimeout: config.upstreamTimeoutMs, bodyTimeout: config.upstreamTimeoutMs },
    disableRequestLogging: true,
    destroyAgent: true,
  });
  app.addHook('onRequest', crossOriginGuard(config.publicOrigin));

  const proxy = (request: FastifyRequest, reply: FastifyReply) =>
    reply.from(config.upstreams.ideas + request.url, {
      ...(Buffer.isBuffer(request.body) ? { body: request.body, contentType: request.headers['content-type'] } : {}),
      retryDelay: () => null,
      rewriteRequestHeaders: (_original, headers) => identity.forwardedHeaders(setForwardedHeaders(request, headers as IncomingHttpHeaders), null),
      rewriteHeaders: (headers) => withoutHopByHopHeaders(headers as IncomingHttpHeaders),
      onError: (failedReply, { error }) => {
        sendError(failedReply as FastifyReply, upstreamFailure('ideas', error));
      },
    });
  app.get('/sites/*', proxy);
  app.post('/sites/*', proxy);
}
