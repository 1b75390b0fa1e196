import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

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

const HSTS_VALUE = 'max-age=31536000; includeSubDomains';

/** Helmet's headers on every response; HSTS only when the client reached us over HTTPS. */
export async function registerSecurityHeaders(app: FastifyInstance): Promise<void> {
  await app.register(helmet, {
    global: true,
    contentSecurityPolicy: CONTENT_SECURITY_POLICY,
    strictTransportSecurity: false,
  });
  // request.protocol reads X-Forwarded-Proto only when TRUST_PROXY is on (Fastify's trustProxy).
  app.addHook('onRequest', (request, reply, done) => {
    if (request.protocol === 'https') reply.header('strict-transport-security', HSTS_VALUE);
    done();
  });
}
