import type { FastifyReply } from 'fastify';
import type { ApiError } from './api-error';

/**
 * The page a visitor of a published site gets when the gateway cannot fetch it (the ideas service
 * down or slow): a plain HTML page, as the site itself is, not the API's JSON (issue 28 item 11).
 */
export function siteErrorPage(statusCode: number): string {
  const title = statusCode === 504 ? 'This site is taking too long to answer' : 'This site is unavailable right now';
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${title}</title></head>
<body>
<main>
<h1>${title}</h1>
<p>Please try again in a moment.</p>
</main>
</body>
</html>
`;
}

export function sendSiteErrorPage(reply: FastifyReply, error: ApiError): FastifyReply {
  return reply
    .code(error.statusCode)
    .headers(error.headers)
    .header('cache-control', 'no-store')
    .header('content-security-policy', "default-src 'none'; frame-ancestors 'none'")
    .type('text/html; charset=utf-8')
    .send(siteErrorPage(error.statusCode));
}
