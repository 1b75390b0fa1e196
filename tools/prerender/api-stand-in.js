// The services, as far as a visitor without a session sees them on a first screen: GET
// /api/auth/me answers 200 null (auth's answer for no session). A GET of a public list the prerender
// step takes in its loading state is held open, never answered. Anything else answers 503 and is
// recorded: a page that asks for it is not prerendered (its first screen depends on data).
const { createServer } = require('node:http');

function startApiStandIn(sessionPath, heldListPaths = []) {
  const others = [];
  const server = createServer((request, response) => {
    if (request.method === 'GET' && request.url === sessionPath) {
      response.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' }).end('null');
      return;
    }
    if (request.method === 'GET' && heldListPaths.includes(new URL(request.url, 'http://stand-in').pathname)) return;
    others.push(`${request.method} ${request.url}`);
    response.writeHead(503, { 'content-type': 'application/json; charset=utf-8' }).end(JSON.stringify({ statusCode: 503, message: 'Not available while prerendering' }));
  });
  return new Promise((done) => {
    server.listen(0, '127.0.0.1', () => done({ url: `http://127.0.0.1:${server.address().port}`, others, close: () => {
      server.closeAllConnections();
      server.close();
    } }));
  });
}

module.exports = { startApiStandIn };
