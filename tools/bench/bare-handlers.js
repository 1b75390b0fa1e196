#!/usr/bin/env node
// The floor the API benchmarks compare against: the same SQL as the services' hot reads in a bare
// Fastify handler and a bare Express handler, no Nest, no logging, no security headers. Run as a
// child process of a bench (so autocannon does not share its CPU) with the database URL as argument;
// prints one JSON line {fastify, express} with the ports it listens on.
const Fastify = require('fastify');
const express = require('express');
const { Pool } = require('pg');

const WAITLIST_COUNT = 'SELECT count(*)::int AS count FROM "auth"."waitlist"';
// One round trip for the idea and its documents, as the ideas service reads it.
const IDEA_WITH_DOCUMENTS = `SELECT idea.*, coalesce((SELECT json_agg(document) FROM "ideas"."idea_documents" document
  WHERE document.idea_id = idea.id), '[]') AS documents FROM "ideas"."startup_ideas" idea WHERE idea.id = $1`;
const OWNER_COOKIE = /(?:^|;\s*)founder_owner=([^;]+)/;

async function main() {
  const pool = new Pool({ connectionString: process.argv[2], max: 10 });
  const waitlistCount = async () => (await pool.query(WAITLIST_COUNT)).rows[0];
  const idea = async (id, cookie) => {
    const row = (await pool.query(IDEA_WITH_DOCUMENTS, [id])).rows[0];
    return row && row.owner_browser_id === OWNER_COOKIE.exec(cookie ?? '')?.[1] ? row : null;
  };

  const fastify = Fastify();
  fastify.get('/api/waitlist/count', waitlistCount);
  fastify.get('/api/ideas/:id', async (request, reply) => (await idea(Number(request.params.id), request.headers.cookie)) ?? reply.code(404).send({}));
  await fastify.listen({ port: 0, host: '127.0.0.1' });

  const app = express();
  app.get('/api/waitlist/count', (_request, response, next) => waitlistCount().then((body) => response.json(body), next));
  const expressServer = await new Promise((resolve) => {
    const server = app.listen(0, '127.0.0.1', () => resolve(server));
  });
  process.stdout.write(`${JSON.stringify({ fastify: fastify.server.address().port, express: expressServer.address().port })}\n`);
}

main().catch((error) => {
  process.stderr.write(`${error.stack}\n`);
  process.exit(1);
});
