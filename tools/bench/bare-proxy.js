#!/usr/bin/env node
// The floor of any proxy in front of a service: a bare Fastify handler that relays GETs over an
// undici Pool (as the gateway does) and sends each answer whole, no logging, no header handling,
// no deadline. The gateway's idea read is compared with it to tell the gateway's own cost from the
// cost of one more process and hop on the machine. Run as a child process of a bench with the
// service's URL as argument; prints one JSON line {proxy} with the port it listens on.
const Fastify = require('fastify');
const { Pool } = require('undici');

async function main() {
  const service = new Pool(process.argv[2]);
  const proxy = Fastify();
  proxy.get('/api/*', async (request, reply) => {
    const answer = await service.request({ path: request.url, method: 'GET', headers: { cookie: request.headers.cookie ?? '' } });
    const chunks = [];
    for await (const chunk of answer.body) chunks.push(chunk);
    return reply.code(answer.statusCode).type(answer.headers['content-type']).send(Buffer.concat(chunks));
  });
  await proxy.listen({ port: 0, host: '127.0.0.1' });
  process.stdout.write(`${JSON.stringify({ proxy: proxy.server.address().port })}\n`);
}

main().catch((error) => {
  process.stderr.write(`${error.stack}\n`);
  process.exit(1);
});
