import type { INestApplication } from '@nestjs/common';
import { COMPANIES_PATHS, LAUNCH_CHECKLIST_IDS, MVP_PATHS, type Company, type MvpProgress } from '@founder/contracts';
import { request } from '@founder/server-kit/testing';
import JSZip from 'jszip';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { ONBOARDED_COMPANY } from '../src/domain/company-work/company-facts.fixtures';
import { as, createIdeasTestApp, signedIn, submitIdea, VALID_IDEA, type TestCaller } from './support/ideas-test-app';
import { binaryBody } from './support/binary-body';

describe('MVP builder', () => {
  let app: INestApplication;
  let owner: TestCaller;
  let stranger: TestCaller;
  let company: Company;

  beforeAll(async () => {
    app = await createIdeasTestApp();
    owner = await signedIn();
    stranger = await signedIn();
    const idea = await submitIdea(app, owner);
    company = (await as(request(app).post(COMPANIES_PATHS.companies), owner).send({ ...ONBOARDED_COMPANY, companyData: { ideaId: idea.id } })).body as Company;
  });

  afterAll(async () => {
    await app.close();
  });

  const calls = (id: number): Array<[string, string]> => [
    ['GET', MVP_PATHS.progress(id)],
    ['PUT', MVP_PATHS.checklist(id)],
    ['POST', MVP_PATHS.launch(id)],
    ['GET', MVP_PATHS.code(id, 'saas-starter')],
    ['GET', MVP_PATHS.generatedFile(id, 'rest-api')],
  ];

  it('requires a signed-in founder (401)', async () => {
    for (const [method, path] of calls(1)) {
      const response = await request(app)[method.toLowerCase() as 'get'](path).send({ checklist: [] });
      expect([path, response.status, response.body]).toEqual([path, 401, { statusCode: 401, message: 'Not authenticated' }]);
    }
  });

  it("answers 404 for another founder's company", async () => {
    for (const [method, path] of calls(company.id)) {
      const response = await as(request(app)[method.toLowerCase() as 'get'](path), stranger).send({ checklist: [] });
      expect([path, response.status, response.body]).toEqual([path, 404, { statusCode: 404, message: 'Company not found' }]);
    }
  });

  it('answers 404 for an unknown template or generator', async () => {
    expect((await as(request(app).get(MVP_PATHS.code(company.id, 'rocket')), owner)).body).toEqual({ statusCode: 404, message: 'MVP template not found' });
    expect((await as(request(app).get(MVP_PATHS.generatedFile(company.id, 'rocket')), owner)).body).toEqual({ statusCode: 404, message: 'Code generator not found' });
  });

  it('rejects a checklist with unknown or repeated items (400)', async () => {
    const put = (checklist: unknown) => as(request(app).put(MVP_PATHS.checklist(company.id)), owner).send({ checklist });
    expect((await put(['code-downloaded', 'moon-landing'])).body).toEqual({ statusCode: 400, message: `each value in checklist must be one of the following values: ${LAUNCH_CHECKLIST_IDS.join(', ')}` });
    expect((await put(['code-downloaded', 'code-downloaded'])).body).toEqual({ statusCode: 400, message: "All checklist's elements must be unique" });
    expect((await put('code-downloaded')).status).toBe(400);
  });

  it('refuses Launch MVP before the checklist is complete (409)', async () => {
    await as(request(app).put(MVP_PATHS.checklist(company.id)), owner).send({ checklist: LAUNCH_CHECKLIST_IDS.slice(0, 7) });
    const response = await as(request(app).post(MVP_PATHS.launch(company.id)), owner);
    expect(response.status).toBe(409);
    expect(response.body).toEqual({ statusCode: 409, message: 'Tick all eight items of the Launch Checklist before launching' });
  });

  it('stores the checklist in its order and launches once it is complete', async () => {
    const saved = await as(request(app).put(MVP_PATHS.checklist(company.id)), owner).send({ checklist: [...LAUNCH_CHECKLIST_IDS].reverse() });
    expect(saved.status).toBe(200);
    expect(saved.body).toEqual({ companyId: company.id, checklist: [...LAUNCH_CHECKLIST_IDS], launchedAt: null });
    const launched = (await as(request(app).post(MVP_PATHS.launch(company.id)), owner)).body as MvpProgress;
    expect(launched.launchedAt).not.toBeNull();
    expect((await as(request(app).get(MVP_PATHS.progress(company.id)), owner)).body).toEqual(launched);
  });

  it("Generate Code gives the generator's file", async () => {
    const response = await as(request(app).get(MVP_PATHS.generatedFile(company.id, 'rest-api')), owner);
    expect(response.status).toBe(200);
    expect(response.headers['content-disposition']).toBe('attachment; filename="server.js"');
    expect(response.text).toContain('// src/server.js of the LoomLedger starter project (REST API Generator)');
    expect(response.text).toContain("import { createServer } from 'node:http';");
  });

  describe('Download Code', () => {
    let folder: string;
    afterAll(() => rmSync(folder, { recursive: true, force: true }));

    it('is a zip of a starter project written from the template, the company and the idea, whose own tests pass with nothing installed', async () => {
      const response = await as(request(app).get(MVP_PATHS.code(company.id, 'saas-starter')), owner).buffer(true).parse(binaryBody);
      expect(response.status).toBe(200);
      expect(response.headers['content-type']).toBe('application/zip');
      expect(response.headers['content-disposition']).toBe('attachment; filename="loomledger-saas-starter.zip"');

      const zip = await JSZip.loadAsync(response.body as Buffer);
      const paths = Object.keys(zip.files).filter((path) => !zip.files[path].dir).sort();
      expect(paths).toEqual([
        'loomledger/.gitignore', 'loomledger/README.md', 'loomledger/package.json',
        'loomledger/src/assistant.js', 'loomledger/src/idea.js', 'loomledger/src/landing.js', 'loomledger/src/manifest.js', 'loomledger/src/server.js', 'loomledger/src/signups.js',
        'loomledger/test/server.test.js', 'loomledger/test/units.test.js',
      ]);
      folder = mkdtempSync(join(tmpdir(), 'mvp-zip-'));
      for (const path of paths) {
        mkdirSync(dirname(join(folder, path)), { recursive: true });
        writeFileSync(join(folder, path), await zip.files[path].async('nodebuffer'));
      }
      const project = join(folder, 'loomledger');
      const pkg = JSON.parse(readFileSync(join(project, 'package.json'), 'utf8'));
      expect(pkg).toMatchObject({ name: 'loomledger', private: true, engines: { node: '>=20' }, scripts: { start: 'node src/server.js', test: 'node --test' } });
      expect(pkg.dependencies).toBeUndefined();
      expect(pkg.devDependencies).toBeUndefined();
      const readme = readFileSync(join(project, 'README.md'), 'utf8');
      expect(readme.startsWith('# LoomLedger\n')).toBe(true);
      expect(readme).toContain(`The problem: ${VALID_IDEA.problemStatement}`);
      expect(readme).toContain('npm test      # node:test');
      expect(readme).toContain('from the SaaS Starter template');
      expect(readFileSync(join(project, 'src/idea.js'), 'utf8')).toContain(JSON.stringify(VALID_IDEA.solutionApproach));

      // npm install with nothing to install, offline: it must not need the network.
      const env = { ...process.env, npm_config_offline: 'true', npm_config_audit: 'false', npm_config_fund: 'false', npm_config_update_notifier: 'false' };
      execFileSync('npm', ['install'], { cwd: project, env, stdio: 'pipe' });
      const output = execFileSync('npm', ['test'], { cwd: project, env, stdio: 'pipe', encoding: 'utf8' });
      expect(output).toMatch(/# pass 8\b/);
      expect(output).toMatch(/# fail 0\b/);
      // npm install and the project's own test run in child processes: slow on a busy machine.
    }, 120_000);
  });
});
