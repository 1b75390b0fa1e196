import helmet from '@fastify/helmet';
import Fastify, { type FastifyInstance } from 'fastify';

/**
 * The shell and its remotes come from this one origin, so scripts, styles and API calls need
 * only 'self'; Mantine sets inline styles, hence 'unsafe-inline' for styles (not scripts).
 */
export const CONTENT_SECURITY_POLICY = {
  useDefaults: true,
  directives: {
    'default-src': ["'self'"],
    'script-src': ["'self'"],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'https:'],
    'connect-src': ["'self'"],
    'frame-ancestors': ["'none'"],
    // Would break plain-http installs (a LAN address, docker on a server) for no gain: HSTS covers HTTPS.
    'upgrade-insecure-requests': null,
  },
};

/**
 * What every answer that is not a page carries (JSON, scripts, styles, the manifest): no type
 * sniffing, never framed, readable by this origin only. A policy that allows nothing: such an
 * answer opened as a document runs nothing.
 */
export const NON_HTML_HEADERS: Readonly<Record<string, string>> = {
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'SAMEORIGIN',
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'cross-origin-resource-policy': 'same-origin',
};

/** Headers of the probe's answer that helmet did not set. */
const NOT_HELMETS = new Set(['content-type', 'content-length', 'date', 'connection', 'keep-alive']);

const HSTS_VALUE = 'max-age=31536000; includeSubDomains';

/**
 * Helmet's headers for our configuration. They do not depend on the request, so they are worked
 * out once, by asking helmet on a throwaway instance, instead of running helmet on every answer.
 */
export async function helmetHeaders(): Promise<Record<string, string>> {
  const probe = Fastify();
  await probe.register(helmet, { contentSecurityPolicy: CONTENT_SECURITY_POLICY, strictTransportSecurity: false });
  probe.get('/', () => '');
  try {
    const { headers } = await fetch(await probe.listen({ host: '127.0.0.1', port: 0 }));
    return Object.fromEntries([...headers].filter(([name]) => !NOT_HELMETS.has(name)));
  } finally {
    await probe.close();
  }
}

/** True for an answer a browser renders as a page. */
export function isHtml(contentType: unknown): boolean {
  return typeof contentType === 'string' && contentType.startsWith('text/html');
}

/**
 * Helmet's page headers an HTML answer still needs: a header the answer set itself (a published
 * site's `referrer-policy: same-origin`, which its plain form post needs for its Origin) is kept;
 * one that is only this gateway's non-page default is replaced.
 */
export function pageHeadersToSet(
  pageHeaders: Readonly<Record<string, string>>,
  current: (name: string) => unknown,
): Record<string, string> {
  return Object.fromEntries(
    Object.entries(pageHeaders).filter(([name]) => {
      const value = current(name);
      return value === undefined || value === NON_HTML_HEADERS[name];
    }),
  );
}

/**
 * Every answer gets NON_HTML_HEADERS as it starts (also one a route streams itself); a page gets
 * helmet's whole set when it is sent. HSTS only when the client reached us over HTTPS.
 */
export async function registerSecurityHeaders(app: FastifyInstance): Promise<void> {
  const pageHeaders = await helmetHeaders();
  // request.protocol reads X-Forwarded-Proto only when TRUST_PROXY is on (Fastify's trustProxy).
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(NON_HTML_HEADERS);
    if (request.protocol === 'https') reply.header('strict-transport-security', HSTS_VALUE);
    done();
  });
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (isHtml(reply.getHeader('content-type'))) reply.headers(pageHeadersToSet(pageHeaders, (name) => reply.getHeader(name)));
    done(null, payload);
  });
}
