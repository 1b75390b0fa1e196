/**
 * The fixed sources of every starter project (Node.js 20, no dependencies). What differs per
 * company, idea and template is data in src/idea.js, written by starter-project.ts. The generated
 * code uses string concatenation, not template literals, so it can live in these TS strings.
 */

export const LANDING_JS = `import { COMPANY, IDEA, TEMPLATE } from './idea.js';

const ESCAPES = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Escapes text for HTML: every text on the page goes through it. */
export function escapeHtml(text) {
  return String(text).replace(/[&<>"']/g, (character) => ESCAPES[character]);
}

/** The landing page: the idea's name and copy, its features and an early-access form (no JavaScript needed). */
export function renderLanding(options = {}) {
  const error = options.error ? '<p role="alert">' + escapeHtml(options.error) + '</p>' : '';
  const features = TEMPLATE.features.map((feature) => '<li>' + escapeHtml(feature) + '</li>').join('');
  const sections = [
    ['The problem', IDEA.problem],
    ['Our solution', IDEA.solution],
    ['Why us', IDEA.advantage],
    ['Pricing', IDEA.pricing],
  ].filter(([, text]) => text).map(([title, text]) => '<section><h2>' + escapeHtml(title) + '</h2><p>' + escapeHtml(text) + '</p></section>').join('');
  return '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">' +
    '<title>' + escapeHtml(IDEA.name) + '</title><link rel="manifest" href="/manifest.webmanifest">' +
    '<style>body{font-family:system-ui,sans-serif;max-width:760px;margin:0 auto;padding:24px;line-height:1.6}h1{font-size:2.2rem}button{padding:10px 18px}</style></head><body>' +
    '<h1>' + escapeHtml(IDEA.name) + '</h1><p>' + escapeHtml(IDEA.pitch) + '</p>' + sections +
    '<section><h2>Features</h2><ul>' + features + '</ul></section>' +
    '<section><h2>Get early access</h2><form method="post" action="/signup"><label for="email">Email</label> ' +
    '<input id="email" name="email" type="email" required> <button type="submit">Join</button>' + error + '</form></section>' +
    '<footer>' + escapeHtml(COMPANY.name) + ', ' + escapeHtml(COMPANY.location) + '</footer></body></html>';
}
`;

export const SIGNUPS_JS = `/** Early-access sign-ups kept in memory (replace with a database when you outgrow one process). */
export function createSignupStore() {
  const emails = new Set();
  return {
    /** 'added', 'duplicate' (stored once) or 'invalid'. */
    add(raw) {
      const email = typeof raw === 'string' ? raw.trim().toLowerCase() : '';
      if (email.length > 254 || !/^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$/.test(email)) return 'invalid';
      if (emails.has(email)) return 'duplicate';
      emails.add(email);
      return 'added';
    },
    list() {
      return [...emails];
    },
  };
}
`;

export const ASSISTANT_JS = `import { IDEA } from './idea.js';

/** Questions visitors ask, answered from the idea itself: offline and deterministic. */
export const FAQ = [
  { question: 'What problem do you solve?', answer: IDEA.problem || IDEA.pitch },
  { question: 'How does your solution work?', answer: IDEA.solution || IDEA.pitch },
  { question: 'What makes you different from competitors?', answer: IDEA.advantage || IDEA.pitch },
  { question: 'How much does it cost and what is the price?', answer: IDEA.pricing || 'Pricing will be announced at launch.' },
  { question: 'Who is it for?', answer: IDEA.audience || IDEA.pitch },
];

const words = (text) => new Set(String(text).toLowerCase().match(/[a-z0-9]+/g) || []);

/** The FAQ answer sharing the most words with the question (the first one on a tie). */
export function answer(question) {
  const asked = words(question);
  let best = FAQ[0];
  let bestScore = -1;
  for (const entry of FAQ) {
    const score = [...words(entry.question)].filter((word) => asked.has(word)).length;
    if (score > bestScore) {
      best = entry;
      bestScore = score;
    }
  }
  return best.answer;
}
`;

export const MANIFEST_JS = `import { COMPANY, IDEA } from './idea.js';

/** The Web App Manifest that makes the landing page installable on phones. */
export function manifest() {
  return {
    name: IDEA.name,
    short_name: IDEA.name.slice(0, 12),
    description: IDEA.pitch,
    start_url: '/',
    display: 'standalone',
    background_color: '#ffffff',
    theme_color: COMPANY.color,
  };
}
`;

export const SERVER_JS = `import { createServer } from 'node:http';
import { fileURLToPath } from 'node:url';
import { answer } from './assistant.js';
import { renderLanding, escapeHtml } from './landing.js';
import { manifest } from './manifest.js';
import { createSignupStore } from './signups.js';
import { IDEA } from './idea.js';

function send(response, status, type, body, headers = {}) {
  response.writeHead(status, { 'content-type': type, ...headers });
  response.end(body);
}

const json = (response, status, body) => send(response, status, 'application/json', JSON.stringify(body));

async function readBody(request) {
  let body = '';
  for await (const chunk of request) {
    body += chunk;
    if (body.length > 10000) throw new Error('Body too large');
  }
  return body;
}

/** The app: landing page, sign-up form and API, assistant, manifest and health check. */
export function createApp(store = createSignupStore()) {
  return createServer(async (request, response) => {
    const url = new URL(request.url, 'http://localhost');
    try {
      if (request.method === 'GET' && url.pathname === '/') return send(response, 200, 'text/html; charset=utf-8', renderLanding());
      if (request.method === 'GET' && url.pathname === '/health') return json(response, 200, { status: 'ok' });
      if (request.method === 'GET' && url.pathname === '/manifest.webmanifest') return send(response, 200, 'application/manifest+json', JSON.stringify(manifest()));
      if (request.method === 'GET' && url.pathname === '/api/signups') return json(response, 200, { count: store.list().length });
      if (request.method === 'POST' && url.pathname === '/api/signups') {
        const outcome = store.add(JSON.parse((await readBody(request)) || '{}').email);
        if (outcome === 'invalid') return json(response, 400, { message: 'Please enter a valid email address.' });
        return json(response, outcome === 'added' ? 201 : 200, { outcome });
      }
      if (request.method === 'POST' && url.pathname === '/signup') {
        const outcome = store.add(new URLSearchParams(await readBody(request)).get('email'));
        if (outcome === 'invalid') return send(response, 400, 'text/html; charset=utf-8', renderLanding({ error: 'Please enter a valid email address.' }));
        return send(response, 303, 'text/plain', '', { location: '/thanks' });
      }
      if (request.method === 'GET' && url.pathname === '/thanks') {
        return send(response, 200, 'text/html; charset=utf-8', '<!doctype html><title>Thank you</title><h1>Thank you!</h1><p>You are on the early-access list for ' + escapeHtml(IDEA.name) + '.</p>');
      }
      if (request.method === 'POST' && url.pathname === '/api/assistant') {
        return json(response, 200, { answer: answer(JSON.parse((await readBody(request)) || '{}').question || '') });
      }
      return json(response, 404, { message: 'Not found' });
    } catch {
      return json(response, 400, { message: 'Bad request' });
    }
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const port = Number(process.env.PORT || 3000);
  createApp().listen(port, () => console.log('Listening on http://localhost:' + port));
}
`;

export const SERVER_TEST_JS = `import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { createApp } from '../src/server.js';
import { IDEA } from '../src/idea.js';

let server;
let base;

before(async () => {
  server = createApp();
  await new Promise((done) => server.listen(0, '127.0.0.1', done));
  base = 'http://127.0.0.1:' + server.address().port;
});

after(() => new Promise((done) => server.close(done)));

test('the landing page shows the idea and an early-access form', async () => {
  const response = await fetch(base + '/');
  assert.equal(response.status, 200);
  const html = await response.text();
  assert.ok(html.includes(IDEA.name.replace(/&/g, '&amp;').replace(/</g, '&lt;')));
  assert.ok(html.includes('<form method="post" action="/signup">'));
});

test('the health check answers ok', async () => {
  assert.deepEqual(await (await fetch(base + '/health')).json(), { status: 'ok' });
});

test('the sign-up API validates and stores an email once', async () => {
  const post = (email) => fetch(base + '/api/signups', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email }) });
  assert.equal((await post('not-an-email')).status, 400);
  assert.equal((await post('Ada@Example.com')).status, 201);
  assert.equal((await post('ada@example.com')).status, 200);
  assert.deepEqual(await (await fetch(base + '/api/signups')).json(), { count: 1 });
});

test('the plain form redirects to a thank-you page', async () => {
  const response = await fetch(base + '/signup', { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'email=grace%40example.com', redirect: 'manual' });
  assert.equal(response.status, 303);
  assert.equal(response.headers.get('location'), '/thanks');
});

test('the manifest and the assistant answer', async () => {
  assert.equal((await (await fetch(base + '/manifest.webmanifest')).json()).display, 'standalone');
  const reply = await fetch(base + '/api/assistant', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ question: 'What does it cost?' }) });
  assert.equal(typeof (await reply.json()).answer, 'string');
});
`;

export const UNITS_TEST_JS = `import { test } from 'node:test';
import assert from 'node:assert/strict';
import { answer, FAQ } from '../src/assistant.js';
import { escapeHtml } from '../src/landing.js';
import { createSignupStore } from '../src/signups.js';

test('escapeHtml escapes the five HTML characters', () => {
  assert.equal(escapeHtml('<a href="x">&\\'</a>'), '&lt;a href=&quot;x&quot;&gt;&amp;&#39;&lt;/a&gt;');
});

test('the assistant answers a pricing question with the pricing answer', () => {
  assert.equal(answer('What is the price?'), FAQ[3].answer);
});

test('the sign-up store refuses bad emails and keeps each one once', () => {
  const store = createSignupStore();
  assert.equal(store.add('nope'), 'invalid');
  assert.equal(store.add('a@b.co'), 'added');
  assert.equal(store.add(' A@B.CO '), 'duplicate');
  assert.deepEqual(store.list(), ['a@b.co']);
});
`;
