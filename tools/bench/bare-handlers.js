#!/usr/bin/env node
// The floor the API benchmarks compare against: the same SQL as the services' hot calls in a bare
// Fastify handler and a bare Express handler, no Nest, no logging, no security headers. Run as a
// child process of a bench (so autocannon does not share its CPU) with the database URL as argument;
// prints one JSON line {fastify, express} with the ports it listens on.
const Fastify = require('fastify');
const express = require('express');
const { Pool } = require('pg');
const { createHash, randomUUID } = require('node:crypto');

const WAITLIST_COUNT = 'SELECT count(*)::int AS count FROM "auth"."waitlist"';
// One round trip for the idea and its documents, as the ideas service reads it.
const IDEA_WITH_DOCUMENTS = `SELECT idea.*, coalesce((SELECT json_agg(document) FROM "ideas"."idea_documents" document
  WHERE document.idea_id = idea.id), '[]') AS documents FROM "ideas"."startup_ideas" idea WHERE idea.id = $1`;
const OWNER_COOKIE = /(?:^|;\s*)founder_owner=([^;]+)/;
const SESSION_COOKIE = /(?:^|;\s*)founder_session=([^;]+)/;
// The signed-in user of a session cookie in one statement (auth stores the token's SHA-256).
const USER_OF_SESSION = `SELECT account.* FROM "auth"."sessions" session JOIN "auth"."users" account ON account.id = session.user_id
  WHERE session.token_hash = $1 AND session.revoked_at IS NULL AND session.expires_at > now()`;
// A submitted idea stored in one statement, its analysis given (the service computes one in JavaScript).
const INSERT_IDEA = `INSERT INTO "ideas"."startup_ideas" (name, email, idea_title, description, industry, stage, target_market,
  problem_statement, solution_approach, competitive_advantage, revenue_model, analysis, validation_score, analysis_status, owner_browser_id)
  VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, 'complete', $14) RETURNING *`;

// The events list's first page as the community service reads it: upcoming soonest first, then (when
// fewer than a page) the started and the cancelled ranges latest first, 20 a page and one more.
const EVENT_PAGE = 20;
const EVENT_COLUMNS = `event.*, to_char(event.start_date AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') AS start_text`;
const EVENT_RANGES = {
  upcoming: `SELECT ${EVENT_COLUMNS} FROM "community"."events" event WHERE event.status = 'upcoming' AND event.start_date > $1::timestamptz
    ORDER BY event.start_date ASC, event.id ASC LIMIT $2`,
  started: `SELECT ${EVENT_COLUMNS} FROM "community"."events" event WHERE event.status = 'upcoming' AND event.start_date <= $1::timestamptz
    ORDER BY event.start_date DESC, event.id DESC LIMIT $2`,
  cancelled: `SELECT ${EVENT_COLUMNS} FROM "community"."events" event WHERE event.status = 'cancelled'
    ORDER BY event.start_date DESC, event.id DESC LIMIT $1`,
};
const eventBody = (row) => ({
  id: row.id, title: row.title, description: row.description, type: row.type, category: row.category,
  startDate: row.start_date.toISOString(), endDate: row.end_date?.toISOString() ?? null, location: row.location,
  isVirtual: row.is_virtual, virtualLink: row.virtual_link, organizerId: row.organizer_id, organizerName: row.organizer_name,
  organizerEmail: row.organizer_email, maxAttendees: row.max_attendees, currentAttendees: row.current_attendees, price: row.price,
  registrationUrl: row.registration_url, tags: row.tags, imageUrl: row.image_url, requirements: row.requirements, agenda: row.agenda,
  speakers: row.speakers, benefits: row.benefits, status: row.status, createdAt: row.created_at.toISOString(), updatedAt: row.updated_at.toISOString(),
});

async function main() {
  const pool = new Pool({ connectionString: process.argv[2], max: 10 });
  const waitlistCount = async () => (await pool.query(WAITLIST_COUNT)).rows[0];
  const idea = async (id, cookie) => {
    const row = (await pool.query(IDEA_WITH_DOCUMENTS, [id])).rows[0];
    return row && row.owner_browser_id === OWNER_COOKIE.exec(cookie ?? '')?.[1] ? row : null;
  };

  const eventsFirstPage = async () => {
    const now = new Date().toISOString();
    const rows = (await pool.query(EVENT_RANGES.upcoming, [now, EVENT_PAGE + 1])).rows;
    if (rows.length <= EVENT_PAGE) {
      const wanted = EVENT_PAGE + 1 - rows.length;
      const [started, cancelled] = await Promise.all([pool.query(EVENT_RANGES.started, [now, wanted]), pool.query(EVENT_RANGES.cancelled, [wanted])]);
      const past = [...started.rows, ...cancelled.rows].sort((a, b) => (a.start_text === b.start_text ? b.id - a.id : a.start_text < b.start_text ? 1 : -1));
      rows.push(...past.slice(0, wanted));
    }
    return { items: rows.slice(0, EVENT_PAGE).map(eventBody), nextCursor: rows.length > EVENT_PAGE ? String(rows[EVENT_PAGE - 1].id) : null };
  };

  const signedInUser = async (cookie) => {
    const token = SESSION_COOKIE.exec(cookie ?? '')?.[1];
    if (!token) return null;
    const row = (await pool.query(USER_OF_SESSION, [createHash('sha256').update(token).digest('hex')])).rows[0];
    return row ? { id: row.id, name: row.name, email: row.email, emailVerified: row.email_verified, createdAt: row.created_at } : null;
  };
  const createIdea = async (idea) =>
    (
      await pool.query(INSERT_IDEA, [
        idea.name, idea.email, idea.ideaTitle, idea.description, idea.industry, idea.stage, idea.targetMarket, idea.problemStatement,
        idea.solutionApproach, idea.competitiveAdvantage, idea.revenueModel, { validationScore: 70 }, 70, randomUUID(),
      ])
    ).rows[0];

  const fastify = Fastify();
  fastify.get('/api/auth/me', async (request) => signedInUser(request.headers.cookie));
  fastify.post('/api/startup-ideas', async (request, reply) => reply.code(201).send(await createIdea(request.body)));
  fastify.get('/api/waitlist/count', waitlistCount);
  fastify.get('/api/events', eventsFirstPage);
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
