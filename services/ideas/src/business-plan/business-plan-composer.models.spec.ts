import { GENERATED_TEXT_WORDS, PLAN_SECTION_IDS, wordCount } from '@founder/contracts';
import { BUSINESS_MODEL_IDEAS, COMMERCE_IDEA, HARDWARE_LEASE_IDEA, MARKETPLACE_IDEA, SERVICES_IDEA, USAGE_SAAS_IDEA } from '../domain/business-models.fixtures';
import { compositionContext } from '../domain/composition-context';
import type { IdeaFacts } from '../domain/idea-facts';
import { SAMPLE_IDEA } from '../domain/idea-facts.fixtures';
import { composePlanSection } from './business-plan-composer';

const VARIANTS = [0, 1, 2];
const SOFTWARE_ONLY = /private beta|releases every two weeks|public launch with pricing live/;
const section = (idea: IdeaFacts, id: Parameters<typeof composePlanSection>[1], variant = 0) => composePlanSection({ ...compositionContext(idea), variant }, id);
const PILOTS = '"Pilots with three pharmacies in Ohio have been running since March"';

describe('the plan of each business model (issue 27)', () => {
  it.each(BUSINESS_MODEL_IDEAS)('writes no software step for a %s business, in any version, within the word bounds', (_model, idea) => {
    const { min, max } = GENERATED_TEXT_WORDS.planSection;
    const problems = PLAN_SECTION_IDS.flatMap((id) =>
      VARIANTS.flatMap((variant) => {
        const text = section(idea, id, variant);
        const words = wordCount(text);
        return [SOFTWARE_ONLY.test(text) && `${id} v${variant}: ${SOFTWARE_ONLY.exec(text)?.[0]}`, (words < min || words > max) && `${id} v${variant}: ${words} words`].filter(Boolean);
      }),
    );
    expect(problems).toEqual([]);
  });

  it('keeps the software steps for a software idea', () => {
    expect(section(SAMPLE_IDEA, 'implementation-timeline')).toContain('Months 10-12: a private beta with the first pilot customers and weekly feedback sessions, reaching');
    expect(section(SAMPLE_IDEA, 'operations-plan')).toContain('product releases every two weeks');
  });

  it("starts a hardware lease's timeline from its pilots, quoted, in every version", () => {
    expect(section(HARDWARE_LEASE_IDEA, 'implementation-timeline').split('\n')).toEqual(
      expect.arrayContaining([
        `The timeline starts from where ColdChain Box stands today: as the founder puts it, ${PILOTS}. Each quarter has one main milestone, reviewed at the end of the quarter against the figures in this plan.`,
        'Months 1-3: the first commercial contracts signed from the pilots, with installation and maintenance priced in.',
        'Months 4-6: a first production run with a contract manufacturer, with unit cost and failure rate measured.',
      ]),
    );
    for (const variant of VARIANTS) expect(section(HARDWARE_LEASE_IDEA, 'implementation-timeline', variant).split('\n\n')[0]).toContain(PILOTS);
  });

  it('runs a hardware lease with manufacturing, installation, maintenance and field service, and hires for them', () => {
    const operations = section(HARDWARE_LEASE_IDEA, 'operations-plan');
    expect(operations).toContain('Delivery: ColdChain Box delivers a device to small and medium-sized businesses: built by a contract manufacturer, installed on site and kept running under a service agreement.');
    expect(operations).toContain('manufacturing in small batches');
    expect(operations).toContain('field service on site within 48 hours of a fault');
    expect(operations).toContain('Next 90 days: the first commercial contracts signed from the pilots, with installation and maintenance priced in.');
    const team = section(HARDWARE_LEASE_IDEA, 'management-team');
    expect(team).toContain('Founder: Joan Baptiste leads ColdChain Box and');
    expect(team).toContain("The first hires are a hardware engineering lead who owns the device's design, its certifications and the contract manufacturer, a sales lead who owns pilots and contracts");
    expect(section(HARDWARE_LEASE_IDEA, 'marketing-strategy')).toContain('The motion that turns contacts into customers: direct sales with an on-site demonstration, then a paid pilot, then a contract');
    expect(section(HARDWARE_LEASE_IDEA, 'funding-request')).toContain('Within it the company will reach the first commercial contracts signed from the pilots');
  });

  it.each([
    ['implementation-timeline', 'TutorLoop', 'Months 1-3: customer discovery on both sides: at least 15 interviews with buyers and 15 with sellers.', MARKETPLACE_IDEA],
    ['operations-plan', 'TutorLoop', 'search and matching tuned so that most searches end in a transaction, the liquidity a marketplace lives on', MARKETPLACE_IDEA],
    ['marketing-strategy', 'TutorLoop', 'supply first: enough sellers in one city or category that buyers find what they search for', MARKETPLACE_IDEA],
    ['management-team', 'TutorLoop', 'The first hires are a supply lead who owns recruiting, vetting and keeping sellers', MARKETPLACE_IDEA],
    ['implementation-timeline', 'Parsewell', 'Months 1-3: a growing base of paying accounts and a measured revenue retention.', USAGE_SAAS_IDEA],
    ['operations-plan', 'Parsewell', 'metering of every billable unit of use, reconciled each day against what is billed', USAGE_SAAS_IDEA],
    ['implementation-timeline', 'Parsewell', 'The timeline starts from where Parsewell stands today: the service is live with accounts paying for what they use.', USAGE_SAAS_IDEA],
    ['operations-plan', 'Ledgerlight', 'schedules that keep the team between 70% and 80% utilised', SERVICES_IDEA],
    ['management-team', 'Ledgerlight', 'The first hires are a delivery lead who owns engagements, the playbooks and the quality of the work', SERVICES_IDEA],
    ['implementation-timeline', 'Ledgerlight', 'Months 1-3: the first paid engagements delivered, with hours and margin tracked per client.', SERVICES_IDEA],
    ['operations-plan', 'Oatfield', 'orders packed and shipped within two working days', COMMERCE_IDEA],
    ['implementation-timeline', 'Oatfield', 'Months 1-3: the full launch with the first campaigns and three months of stock.', COMMERCE_IDEA],
    ['marketing-strategy', 'Oatfield', 'a second order within 90 days gets as much attention as the first', COMMERCE_IDEA],
  ] as const)('writes the %s of %s in its own terms: %p', (id, _name, expected, idea) => {
    expect(section(idea, id)).toContain(expected);
  });
});
