import { CODE_GENERATORS, MVP_TEMPLATES } from '@founder/contracts';
import { ONBOARDED_COMPANY } from '../company-work/company-facts.fixtures';
import { SAMPLE_IDEA } from '../idea-facts.fixtures';
import { generatedFile, packageName, starterProject } from './starter-project';

const FACTS = { template: MVP_TEMPLATES[1], company: { ...ONBOARDED_COMPANY, tagline: null }, idea: { ...SAMPLE_IDEA, revenueModel: '$39 a month' } };

describe('packageName', () => {
  it('is the name in lower case with hyphens, at most 50 characters', () => {
    expect(packageName('Loom Ledger: Books & Yarn!')).toBe('loom-ledger-books-yarn');
    expect(packageName('A'.repeat(60))).toHaveLength(50);
    expect(packageName('!!!')).toBe('my-mvp');
  });
});

describe('starterProject', () => {
  const files = starterProject(FACTS);

  it('has a dependency-free package.json whose test script is node:test', () => {
    expect(JSON.parse(files['package.json'])).toEqual({
      name: 'loomledger', version: '0.1.0', private: true, description: ONBOARDED_COMPANY.description, type: 'module', engines: { node: '>=20' },
      scripts: { start: 'node src/server.js', test: 'node --test' },
    });
  });

  it("writes the company and idea into src/idea.js and the README", () => {
    expect(files['src/idea.js']).toContain('"pricing": "$39 a month"');
    expect(files['src/idea.js']).toContain('"name": "SaaS Starter"');
    expect(files['README.md']).toContain(`for LoomLedger (SaaS, ${ONBOARDED_COMPANY.location}) from the SaaS Starter template`);
  });

  it('holds the file of every code generator', () => {
    for (const item of CODE_GENERATORS) expect(files[item.file]).toBe(generatedFile(item));
  });
});
