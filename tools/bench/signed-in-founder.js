// A founder with real data, seeded through the gateway API as the pages would: an idea with its
// analysis and every document generated, a startup profile, a company built on the idea with a
// saved site and a data-room file. Answers its cookies, which signInChrome gives the browser
// Lighthouse drives (Lighthouse's extraHeaders reach the document, not the page's fetch calls).
const { randomBytes } = require('node:crypto');
const { BENCH_IDEA } = require('./bench-idea');

const PASSWORD = 'Bench12345';

async function call(gateway, cookie, method, path, body) {
  const headers = cookie ? { cookie } : {};
  const init = { method, headers };
  if (body instanceof FormData) init.body = body;
  else if (body !== undefined) {
    headers['content-type'] = 'application/json';
    init.body = JSON.stringify(body);
  }
  const response = await fetch(`${gateway}${path}`, init);
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
  return response;
}

/** The idea once its analysis (made after submission) is stored, so /business-plan shows it. */
async function analysedIdea(gateway, cookie, id) {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const idea = await (await call(gateway, cookie, 'GET', `/api/ideas/${id}`)).json();
    if (idea.analysisStatus === 'complete') return idea;
    await new Promise((done) => setTimeout(done, 100));
  }
  throw new Error(`idea ${id}: no analysis after 10 s`);
}

async function seedSignedInFounder(gateway) {
  const email = `bench-lighthouse-${randomBytes(4).toString('hex')}@example.com`;
  const signUp = await call(gateway, null, 'POST', '/api/auth/signup', {
    email,
    password: PASSWORD,
    name: 'Bench Founder',
  });
  const cookies = signUp.headers.getSetCookie().map((line) => {
    const [name, ...value] = line.split(';')[0].split('=');
    return { name, value: value.join('=') };
  });
  const cookie = cookies.map(({ name, value }) => `${name}=${value}`).join('; ');
  const as = (method, path, body) => call(gateway, cookie, method, path, body);

  const submitted = await (await as('POST', '/api/startup-ideas', { ...BENCH_IDEA, email })).json();
  const idea = await analysedIdea(gateway, cookie, submitted.id);
  await as('PUT', '/api/ideas/last-selected', { ideaId: idea.id });
  const documents = `/api/startup-ideas/${idea.id}`;
  await as('POST', `${documents}/business-plan`);
  await as('POST', `${documents}/pitch-deck`);
  const assumptions = await (await as('GET', `${documents}/financial-model/defaults`)).json();
  await as('POST', `${documents}/financial-model`, {
    ...assumptions,
    industry: idea.industry,
    stage: idea.stage,
  });
  const { industry, description, targetMarket, problemStatement } = idea;
  await as('POST', `${documents}/market-research`, {
    industry,
    description,
    targetMarket,
    problemStatement,
  });

  await as('POST', '/api/startup-profile', {
    startupVision: `${idea.ideaTitle}: ${idea.description}`.slice(0, 1000),
    companyName: 'Bench Co',
    industry: 'Food & Beverage',
    stage: 'Pre-Seed',
    problemStatement: idea.problemStatement,
    solutionApproach: idea.solutionApproach,
    targetMarket: idea.targetMarket,
  });
  const company = await (
    await as('POST', '/api/companies', {
      companyName: `Bench Co ${randomBytes(3).toString('hex')}`,
      description: 'A company that exists to measure the signed-in pages.',
      industry: 'FoodTech',
      stage: 'Seed',
      location: 'Leeds, UK',
      teamSize: 'Solo Founder',
      companyData: { ideaId: idea.id },
    })
  ).json();
  const draft = await (await as('GET', `/api/companies/${company.id}/site`)).json();
  await as('PUT', `/api/companies/${company.id}/site`, {
    template: draft.template,
    sections: draft.sections,
    slug: draft.slug,
    hostingPlan: draft.hostingPlan,
  });
  const file = new FormData();
  file.append('companyId', String(company.id));
  file.append('file', new Blob([Buffer.from('%PDF-1.4\n%bench\ntrailer <</Root 1 0 R>>\n%%EOF\n')], { type: 'application/pdf' }), 'deck.pdf');
  await as('POST', '/api/documents', file);
  return { cookies, ideaId: idea.id, companyId: company.id };
}

/** Sets the founder's cookies in the Chrome on chromePort (Lighthouse keeps cookies between runs). */
async function signInChrome(chromePort, gateway, cookies) {
  const puppeteer = require('puppeteer-core');
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chromePort}` });
  try {
    const { hostname } = new URL(gateway);
    await browser.setCookie(...cookies.map(({ name, value }) => ({ name, value, domain: hostname, path: '/', httpOnly: true, sameSite: 'Lax' })));
  } finally {
    await browser.disconnect();
  }
}

module.exports = { seedSignedInFounder, signInChrome };
