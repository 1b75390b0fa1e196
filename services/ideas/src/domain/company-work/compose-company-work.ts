import {
  BUSINESS_MODULE_IDS,
  businessModule,
  type BusinessModuleId,
  type MarketingChannel,
  type WorkKind,
  type WorkPiece,
  type WorkspaceToolId,
} from '@founder/contracts';
import type { IdeaFacts } from '../idea-facts';
import { asSentence, wholeSentences } from '../text';
import { companyIndustryProfile, countryRulesOf, jurisdictionOf, privacyLawOf } from './company-industry-profiles';

/** What the workspace's composers read of a company: its onboarding answers. */
export interface CompanyFacts {
  companyName: string;
  description: string;
  industry: string;
  stage: string;
  location: string;
  teamSize: string;
  theme: string;
}

/** The company and, when it names one, the founder's idea it builds on. */
export interface WorkContext {
  company: CompanyFacts;
  idea: IdeaFacts | null;
}

export type ComposedWork = Omit<WorkPiece, 'generatedAt'>;

const EARLY_STAGES = new Set(['Idea Stage', 'MVP Development', 'Pre-Seed']);

/** 'the Seed stage', 'the Idea stage' (the list's 'Idea Stage' would read 'Idea Stage stage'). */
function stagePhrase(stage: string): string {
  return `the ${stage.replace(/ Stage$/, '')} stage`;
}

/** 'a SaaS company at the Seed stage', 'an AI/ML company at the Idea stage'. */
function companyPhrase({ industry, stage }: CompanyFacts): string {
  return `${/^[AEIO]/.test(industry) ? 'an' : 'a'} ${industry} company at ${stagePhrase(stage)}`;
}

/** 'a solo founder', 'a team of 2-3 co-founders'. */
function teamPhrase({ teamSize }: CompanyFacts): string {
  return teamSize === 'Solo Founder' ? 'a solo founder' : `a team of ${teamSize.toLowerCase()}`;
}

function customer({ company, idea }: WorkContext): string {
  if (idea?.targetMarket) return idea.targetMarket;
  return companyIndustryProfile(company.industry).buyer === 'business' ? `${company.industry} buyers at small and mid-sized businesses` : `${company.industry} consumers`;
}

/** The founder's words for it (the idea's statement, else the company's description), or null when no sentence of them fits. */
function inTheirWords(statement: string | null | undefined, description: string, maxWords: number): string | null {
  const quoted = (statement ? wholeSentences(statement, maxWords) : null) ?? wholeSentences(description, maxWords);
  return quoted && asSentence(quoted);
}

/** 'Label: text' as a line, or no line when there is no text. */
function labelled(label: string, text: string | null): string[] {
  return text ? [`${label}: ${text}`] : [];
}

/** A section with its lines, or none when it has none. */
function withLines(heading: string, ...lines: Array<string | null>): Array<{ heading: string; lines: string[] }> {
  const present = lines.filter((line): line is string => line !== null);
  return present.length ? [{ heading, lines: present }] : [];
}

function problem({ company, idea }: WorkContext): string | null {
  return inTheirWords(idea?.problemStatement, company.description, 40);
}

function solution({ company, idea }: WorkContext): string | null {
  return inTheirWords(idea?.solutionApproach, company.description, 40);
}

function revenue({ company, idea }: WorkContext): string {
  const stated = idea?.revenueModel ? wholeSentences(idea.revenueModel, 40) : null;
  if (stated) return asSentence(stated);
  return companyIndustryProfile(company.industry).buyer === 'business'
    ? 'Annual or monthly subscriptions per customer account.'
    : 'A free tier to learn from, then a monthly subscription or per-purchase fee.';
}

function companyProfile(context: WorkContext): ComposedWork {
  const { company, idea } = context;
  return {
    title: `${company.companyName}: company profile`,
    summary: `${company.companyName} is ${companyPhrase(company)}, based in ${company.location} and run by ${teamPhrase(company)}.`,
    sections: [
      ...withLines('What we do', inTheirWords(null, company.description, 80)),
      { heading: 'Who it is for', lines: [`Primary customer: ${customer(context)}.`, ...(idea?.problemStatement ? labelled('Problem', problem(context)) : [])] },
      { heading: 'Where we stand', lines: [`Stage: ${company.stage}.`, `Team: ${company.teamSize}.`, `Location: ${company.location}.`, `Brand theme: ${company.theme}.`] },
      ...withLines('The idea behind it', idea ? labelled(idea.ideaTitle, inTheirWords(null, idea.description, 60))[0] : null),
    ],
  };
}

const NEXT_ROLES: ReadonlyArray<{ teamSizes: readonly string[]; roles: readonly string[] }> = [
  { teamSizes: ['Solo Founder'], roles: ['A technical or commercial co-founder who covers what you do not', 'A part-time designer for the first product screens', 'An advisor with a network in your industry'] },
  { teamSizes: ['2-3 Co-founders'], roles: ['A first engineer to speed up the product', 'A founder-led sales or growth owner', 'An advisor with a network in your industry'] },
  { teamSizes: ['4-10 Team Members'], roles: ['A product manager to own the roadmap', 'A customer success lead for the first accounts', 'A finance and operations generalist'] },
];
const SCALE_ROLES = ['Heads of engineering, sales and operations with their own hiring plans', 'A people and talent lead', 'A finance lead who owns reporting to investors'];

function teamPlan({ company }: WorkContext): ComposedWork {
  const roles = NEXT_ROLES.find((row) => row.teamSizes.includes(company.teamSize))?.roles ?? SCALE_ROLES;
  return {
    title: `${company.companyName}: team plan`,
    summary: `For ${companyPhrase(company)} run by ${teamPhrase(company)}, the next hires are the ones that unblock the product and the first customers.`,
    sections: [
      { heading: 'Next roles, in order', lines: roles.map((role, index) => `${index + 1}. ${role}`) },
      {
        heading: 'How to pay for them',
        lines: EARLY_STAGES.has(company.stage)
          ? ['Offer founder-level equity to a co-founder (vesting over four years, one-year cliff).', 'Keep an option pool of 10% for the first employees.']
          : ['Budget salaries from the current round and keep 18 months of runway.', 'Refresh the option pool before the next round.'],
      },
    ],
  };
}

function strategyCanvas(context: WorkContext): ComposedWork {
  const { company, idea } = context;
  const channels = channelsFor(context).filter((channel) => channel.status === 'recommended').map((channel) => channel.name);
  return {
    title: `${company.companyName}: strategy canvas`,
    summary: `How ${company.companyName} creates, delivers and captures value in ${company.industry}.`,
    sections: [
      { heading: 'Customer segment', lines: [`${customer(context)}.`] },
      ...withLines('Problem', problem(context)),
      ...withLines('Value proposition', solution(context)),
      { heading: 'Unfair advantage', lines: [(idea?.competitiveAdvantage ? inTheirWords(idea.competitiveAdvantage, '', 40) : null) ?? `To be earned: the first ${company.industry} customers and what they teach you.`] },
      { heading: 'Channels', lines: [`${channels.join(', ')}.`] },
      { heading: 'Revenue streams', lines: [revenue(context)] },
      { heading: 'Key metrics', lines: EARLY_STAGES.has(company.stage) ? ['Problem interviews held', 'Sign-ups to the waiting list', 'First paying customers'] : ['Monthly recurring revenue', 'Net revenue retention', 'Customer acquisition cost payback'] },
    ],
  };
}

function developmentRoadmap({ company, idea }: WorkContext): ComposedWork {
  const early = EARLY_STAGES.has(company.stage);
  const product = idea?.ideaTitle ?? company.companyName;
  return {
    title: `${company.companyName}: development roadmap`,
    summary: `The next three milestones for ${product}, from ${stagePhrase(company.stage)}.`,
    sections: early
      ? [
          { heading: 'Weeks 1-4: prove the problem', lines: ['Hold 15 problem interviews with target customers.', `Write the one job ${product} must do better than anything else.`] },
          { heading: 'Weeks 5-10: build the MVP', lines: ['Build only the core job, with manual work behind the scenes where possible.', 'Release to 10 pilot users and meet them weekly.'] },
          { heading: 'Weeks 11-16: launch', lines: ['Turn on pricing.', 'Measure activation and week-4 retention before adding features.'] },
        ]
      : [
          { heading: 'Quarter 1: harden the core', lines: ['Fix the top reliability and onboarding issues from support tickets.', 'Instrument activation and retention per cohort.'] },
          { heading: 'Quarter 2: expand the offer', lines: ['Ship a higher tier for the largest customers.', 'Add the integrations customers ask for most.'] },
          { heading: 'Quarter 3: scale', lines: ['Self-serve onboarding without a call.', 'Localise for the next market.'] },
        ],
  };
}

/** The use-of-funds split of spec section 9: product 40, marketing 30, team 20, operations 10. */
const USE_OF_FUNDS = [
  { area: 'Product', percent: 40 },
  { area: 'Marketing', percent: 30 },
  { area: 'Team', percent: 20 },
  { area: 'Operations', percent: 10 },
] as const;

function budgetPlan({ company }: WorkContext): ComposedWork {
  return {
    title: `${company.companyName}: use of funds`,
    summary: `How a ${company.stage === 'Idea Stage' ? 'pre-seed' : 'first'} raise for ${company.companyName} splits, using the default split of the financial model.`,
    sections: [
      { heading: 'Split', lines: USE_OF_FUNDS.map(({ area, percent }) => `${area}: ${percent}%`) },
      {
        heading: 'What each part buys',
        lines: [
          `Product: building and running the ${company.industry} product.`,
          'Marketing: the recommended channels of the channel strategy.',
          `Team: the next hires of the team plan for ${teamPhrase(company)}.`,
          `Operations: legal, accounting and tools in ${company.location}.`,
        ],
      },
      { heading: 'Next step', lines: ['Open the financial model to set the price point and see the five-year projection.'] },
    ],
  };
}

const CHANNEL_LIBRARY: Readonly<Record<string, Omit<MarketingChannel, 'status'>>> = {
  content: { name: 'Content marketing', description: 'Articles and guides that answer the questions your customers search for.', cost: 'Low', difficulty: 'Medium', timeToResults: '3-6 months', bestFor: 'Trust and search traffic', roi: 'High over time' },
  outbound: { name: 'Founder-led outbound', description: 'Personal emails and calls to a short list of ideal customers.', cost: 'Low', difficulty: 'Medium', timeToResults: '2-6 weeks', bestFor: 'First business customers', roi: 'High' },
  linkedin: { name: 'LinkedIn', description: 'Posts and conversations where business buyers spend time.', cost: 'Low', difficulty: 'Easy', timeToResults: '1-3 months', bestFor: 'Business buyers', roi: 'Medium' },
  social: { name: 'Social media', description: 'Short videos and posts on the networks your customers use.', cost: 'Low', difficulty: 'Easy', timeToResults: '1-3 months', bestFor: 'Consumer awareness', roi: 'Medium' },
  community: { name: 'Communities', description: 'Taking part in the forums and groups where the problem is discussed.', cost: 'Low', difficulty: 'Easy', timeToResults: '1-2 months', bestFor: 'Early adopters', roi: 'High' },
  paid: { name: 'Paid search and ads', description: 'Search and social ads on the words customers use for the problem.', cost: 'High', difficulty: 'Medium', timeToResults: '1-4 weeks', bestFor: 'Testing demand quickly', roi: 'Low until the funnel converts' },
  events: { name: 'Industry events', description: 'Trade shows and meetups of your industry.', cost: 'Medium', difficulty: 'Medium', timeToResults: '1-3 months', bestFor: 'Partnerships and enterprise leads', roi: 'Medium' },
  tv: { name: 'TV and print', description: 'Mass-media advertising.', cost: 'Very high', difficulty: 'Hard', timeToResults: '3-6 months', bestFor: 'Established brands', roi: 'Low for an early company' },
};

function channelsFor({ company }: WorkContext): MarketingChannel[] {
  const business = companyIndustryProfile(company.industry).buyer === 'business';
  const early = EARLY_STAGES.has(company.stage);
  const recommended = business ? ['outbound', 'linkedin', 'content'] : ['social', 'community', 'content'];
  const consider = business ? ['events', 'paid'] : ['paid', 'events'];
  const rows: MarketingChannel[] = [
    ...recommended.map((key) => ({ ...CHANNEL_LIBRARY[key], status: 'recommended' as const })),
    ...consider.map((key) => ({ ...CHANNEL_LIBRARY[key], status: 'consider' as const })),
    { ...CHANNEL_LIBRARY['tv'], status: early ? ('avoid' as const) : ('consider' as const) },
  ];
  return rows;
}

function channelPlan(context: WorkContext): ComposedWork {
  const { company } = context;
  const channels = channelsFor(context);
  return {
    title: `${company.companyName}: channel strategy`,
    summary: `Channels scored for ${customer(context)} at ${stagePhrase(company.stage)}: start with the recommended ones, measure cost per customer, then consider the rest.`,
    sections: [{ heading: 'Why these', lines: [companyIndustryProfile(company.industry).buyer === 'business' ? 'Business buyers answer people they trust: direct conversations and expertise come first.' : 'Consumers find new products through people and communities before ads.'] }],
    channels,
  };
}

function campaignPlan(context: WorkContext): ComposedWork {
  const { company, idea } = context;
  const [first, second, third] = channelsFor(context).filter((channel) => channel.status === 'recommended');
  const offer = idea?.ideaTitle ?? company.companyName;
  return {
    title: `${company.companyName}: 12-week launch campaign`,
    summary: `A first campaign for ${offer} aimed at ${customer(context)}, on ${first.name}, ${second.name} and ${third.name}.`,
    sections: [
      ...withLines('Message', ...labelled('Problem', problem(context)), ...labelled('Promise', solution(context))),
      { heading: 'Weeks 1-4', lines: [`${first.name}: ${first.description}`, 'Goal: 50 conversations or sign-ups.'] },
      { heading: 'Weeks 5-8', lines: [`${second.name}: ${second.description}`, 'Goal: 10 customers using it weekly.'] },
      { heading: 'Weeks 9-12', lines: [`${third.name}: ${third.description}`, 'Goal: the first paying customers and a cost per customer you can repeat.'] },
    ],
  };
}

function legalChecklist({ company }: WorkContext): ComposedWork {
  const jurisdiction = jurisdictionOf(company.location);
  const industry = companyIndustryProfile(company.industry);
  return {
    title: `${company.companyName}: legal checklist`,
    summary: `For a ${company.industry} company in ${company.location} (${jurisdiction.name}). A planning checklist, not legal advice: confirm each item with a lawyer.`,
    sections: [
      { heading: 'Company', lines: [`Incorporate as ${jurisdiction.entity}.`, company.teamSize === 'Solo Founder' ? 'Keep room for a co-founder: vesting on your own shares.' : 'Sign a founders agreement with vesting (four years, one-year cliff).', 'Assign all IP created so far to the company.'] },
      { heading: `${company.industry} rules`, lines: [...industry.regulation, ...countryRulesOf(company.industry, company.location)] },
      { heading: 'Customers and data', lines: [`Privacy policy and terms of service under ${privacyLawOf(company.location)}.`, 'A data processing agreement for business customers.'] },
    ],
  };
}

function launchPlan(context: WorkContext): ComposedWork {
  const { company } = context;
  return {
    title: `${company.companyName}: launch plan`,
    summary: `Launching ${company.companyName} to ${customer(context)} and what to watch after.`,
    sections: [
      { heading: 'Before launch', lines: ['A waiting list from the campaign plan.', 'Pricing page live.', 'Analytics on activation and retention.'] },
      { heading: 'Launch week', lines: ['Announce to the waiting list first, then publicly.', `Post where ${customer(context)} gather.`, 'Founders answer every message within a day.'] },
      { heading: 'After launch', lines: ['Week-4 retention per cohort.', 'Cost per paying customer per channel.', 'The next market once one channel repeats.'] },
    ],
  };
}

/** The brief a module start writes: the module's tasks, said for this company. */
function moduleBrief(id: BusinessModuleId, context: WorkContext): ComposedWork {
  const module = businessModule(id);
  const { company } = context;
  return {
    title: `${module.name} for ${company.companyName}`,
    summary: `${module.description} Written for ${companyPhrase(company)} in ${company.location}.`,
    sections: [
      { heading: 'Tasks', lines: module.tasks.map((task, index) => `${index + 1}. ${task}`) },
      { heading: 'Starting points', lines: [`Customer: ${customer(context)}.`, ...labelled('Problem', problem(context)), `Team: ${company.teamSize}.`] },
      { heading: 'AI help', lines: [...module.aiFeatures] },
    ],
  };
}

const TOOL_COMPOSERS: Readonly<Record<WorkspaceToolId, (context: WorkContext) => ComposedWork>> = {
  'company-profile': companyProfile,
  'team-plan': teamPlan,
  'strategy-canvas': strategyCanvas,
  'development-roadmap': developmentRoadmap,
  'budget-plan': budgetPlan,
  'channel-plan': channelPlan,
  'campaign-plan': campaignPlan,
  'legal-checklist': legalChecklist,
  'launch-plan': launchPlan,
};

/** One piece of work, written from the company's and the idea's own fields: same input, same text. */
export function composeCompanyWork(kind: WorkKind, context: WorkContext): ComposedWork {
  if ((BUSINESS_MODULE_IDS as readonly string[]).includes(kind)) return moduleBrief(kind as BusinessModuleId, context);
  return TOOL_COMPOSERS[kind as WorkspaceToolId](context);
}
