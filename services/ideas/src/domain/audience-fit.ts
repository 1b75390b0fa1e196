import type { IdeaIndustry, TargetMarket } from '@founder/contracts';
import type { BusinessModel } from './business-model';

/**
 * How an idea reaches its customers, what threatens it and who its customers are, chosen from the
 * declared industry, target market and business model and whether the audience is children
 * (issue 27 item 3), never from words in the founder's text. The rows are this platform's
 * planning defaults, written from the go-to-market practice of each industry and model.
 */

/** Who buys: businesses, consumers, the parents of children, or both sides of a marketplace. */
export type Audience = 'businesses' | 'consumers' | 'parents' | 'two-sided';

/** Target markets whose buyers are businesses; no target market chosen is read as businesses too. */
export const BUSINESS_TARGET_MARKETS: readonly TargetMarket[] = ['B2B (Business to Business)', 'B2B2C (Business to Business to Consumer)', 'Enterprise', 'SMB (Small-Medium Business)'];
const TWO_SIDED_TARGET_MARKETS: readonly TargetMarket[] = ['Marketplace', 'C2C (Consumer to Consumer)'];

export function audienceOf(targetMarket: string | null, children: boolean): Audience {
  if (children) return 'parents';
  if (TWO_SIDED_TARGET_MARKETS.includes(targetMarket as TargetMarket)) return 'two-sided';
  if (targetMarket === null || BUSINESS_TARGET_MARKETS.includes(targetMarket as TargetMarket)) return 'businesses';
  return 'consumers';
}

export type Channels = readonly [string, string, string];

/** A kind of customer the research describes; its pain points and budget come from the idea's own problem and price. */
export interface PersonaKind {
  name: string;
  demographics: string;
  motivations: readonly [string, string, string];
}
type Personas = readonly [PersonaKind, PersonaKind];

const persona = (name: string, demographics: string, ...motivations: [string, string, string]): PersonaKind => ({ name, demographics, motivations });

/** An industry's channels, personas and main risk for business buyers and for consumers. */
export interface IndustryFit {
  business: Channels;
  consumer: Channels;
  businessPersonas: Personas;
  consumerPersonas: Personas;
  risk: string;
}

const OPERATIONS_LEAD = persona('Operations lead at a growing company', 'Manager in a company of 10-200 people, 30-50 years old, owns a budget line', 'Save time every week', 'Look competent to their team', 'Pay only for what clearly works');
const SMALL_OWNER = persona('Founder or owner of a small business', 'Runs a company of 1-20 people, decides alone, buys with a card', 'A quick, visible win', 'Recommendations from peers', 'No long contracts');

export const INDUSTRY_FIT: Readonly<Record<IdeaIndustry, IndustryFit>> = {
  Technology: {
    business: ['content marketing and search', 'practitioner communities', 'integration partnerships'],
    consumer: ['search and app-store discovery', 'short-form video demos', 'referral invitations'],
    businessPersonas: [OPERATIONS_LEAD, SMALL_OWNER],
    consumerPersonas: [
      persona('Early adopter of new technology', '25-45 years old, buys new devices and apps early, reads reviews first', 'Try what is new', 'Tell friends about a good find', 'Pay for clear quality'),
      persona('Household member who runs the family\'s technology', '30-55 years old, sets up devices and subscriptions for the household', 'Less time fixing things', 'One thing that works for everyone', 'Fair, predictable prices'),
    ],
    risk: 'fast-moving incumbents copying the core feature set',
  },
  Healthcare: {
    business: ['pilot programmes with clinics', 'professional associations and conferences', 'referrals from clinical advisors'],
    consumer: ['patient communities and health creators', 'referrals from doctors and therapists', 'search for the condition'],
    businessPersonas: [
      persona('Practice manager at a clinic', 'Runs operations for a clinic of 5-50 staff, reports to the partners or the medical director', 'Less admin per patient', 'Fewer errors and complaints', 'Tools that pass a compliance review'),
      persona('Clinician who runs a small practice', 'Doctor, therapist or dentist, 35-60 years old, owner or partner', 'More time with patients', 'Better outcomes to show', 'Advice from trusted colleagues'),
    ],
    consumerPersonas: [
      persona('Adult managing a long-term condition', '30-65 years old, sees a doctor several times a year, tracks their health', 'Feel in control of their health', 'Fewer appointments and surprises', 'Advice they can trust'),
      persona('Family carer', 'Looks after a parent, partner or child with health needs, 35-65 years old', 'Peace of mind', 'Less coordination work', 'Recommendations from other carers and clinicians'),
    ],
    risk: 'long procurement and clinical validation cycles',
  },
  Finance: {
    business: ['partnerships with accountants and banks', 'finance-team communities and content', 'integrations with accounting software'],
    consumer: ['comparison sites and financial media', 'referral rewards', 'personal-finance creators'],
    businessPersonas: [
      persona('Finance lead at a small company', 'Owns bookkeeping, payments and cash flow in a company of 5-100 people', 'Close the month faster', 'See cash clearly', 'Fewer errors an auditor could find'),
      persona('Accountant serving small firms', 'Runs or works at a practice with 20-200 small-business clients', 'Serve more clients per person', 'Clean data from clients', 'Tools clients accept'),
    ],
    consumerPersonas: [
      persona('Salaried adult managing a household budget', '25-50 years old, regular income, pays bills and saves monthly', 'Save more each month', 'No surprise fees', 'A provider they can trust with money'),
      persona('Self-employed earner with an irregular income', '25-55 years old, freelancer or sole trader, handles their own taxes', 'Smooth out lean months', 'Less paperwork at tax time', 'Fair, transparent fees'),
    ],
    risk: 'compliance cost and trust: customers hand over money or financial data',
  },
  Education: {
    business: ['school and district pilots', 'teacher communities and education conferences', 'partnerships with curriculum publishers'],
    consumer: ['learner communities and study creators', 'search and video content', 'referral invitations'],
    businessPersonas: [
      persona('Head of a school or training department', 'Runs a school, college or corporate training team, decides on a yearly budget', 'Better results to report', 'Less work for teachers or trainers', 'Tools that fit the curriculum'),
      persona('Teacher who chooses classroom tools', '25-55 years old, teaches several classes, tries tools before the school buys', 'Less preparation and marking time', 'Engaged learners', 'Recommendations from other teachers'),
    ],
    consumerPersonas: [
      persona('Adult learner building skills for work', '22-45 years old, studies in the evenings or at weekends', 'A better job or promotion', 'Progress they can see', 'Learning that fits around work'),
      persona('Student preparing for exams', '16-25 years old, studies for school or university exams', 'Better grades', 'Study that takes less time', 'What classmates recommend'),
    ],
    risk: 'seasonal buying tied to the school year',
  },
  'E-commerce': {
    business: ['wholesale and trade marketplaces', 'integrations with store platforms', 'direct outreach to merchants'],
    consumer: ['paid social and search ads', 'creator and influencer partnerships', 'email and repeat-purchase offers'],
    businessPersonas: [
      persona('Owner of an independent online shop', 'Runs a shop of 1-20 people selling online, handles orders and marketing', 'More orders at a better margin', 'Less manual order handling', 'Tools that plug into their store'),
      persona('Buyer at a retailer', 'Chooses suppliers and products for a shop or chain', 'Products that sell through', 'Reliable delivery', 'Good terms'),
    ],
    consumerPersonas: [
      persona('Regular online shopper in the category', '25-50 years old, buys in the category several times a year', 'Good value', 'Fast, reliable delivery', 'Easy returns'),
      persona('Gift buyer looking for something specific', '25-60 years old, buys for others at birthdays and holidays', 'A gift that stands out', 'Delivery on time', 'Clear reviews'),
    ],
    risk: 'rising paid-advertising costs squeezing thin product margins',
  },
  SaaS: {
    business: ['product-led free trials', 'content marketing and search', 'integrations with the tools customers already use'],
    consumer: ['free plans that convert to paid', 'search and comparison content', 'referral invitations'],
    businessPersonas: [OPERATIONS_LEAD, SMALL_OWNER],
    consumerPersonas: [
      persona('Freelancer who runs their own work', '25-50 years old, self-employed, pays for a few tools with their own card', 'Look professional to clients', 'Less admin time', 'A price that pays for itself'),
      persona('Power user of productivity tools', '25-45 years old, organises work and life in apps', 'Do more with less effort', 'Tools that work together', 'Try new products early'),
    ],
    risk: 'churn when the product does not become part of a daily workflow',
  },
  'Mobile Apps': {
    business: ['app-store search for business apps', 'integration partners', 'direct outreach to teams'],
    consumer: ['app-store search optimisation', 'short-form video and social content', 'in-app referral invitations'],
    businessPersonas: [
      persona('Team lead who works from a phone', 'Manages a team in the field or on the move, 28-50 years old', 'Run the team from anywhere', 'Less back-and-forth by message', 'An app the team will actually use'),
      SMALL_OWNER,
    ],
    consumerPersonas: [
      persona('Daily smartphone user with the problem', '18-45 years old, uses apps for most everyday tasks', 'A faster way every day', 'An app that respects their data', 'Free to try'),
      persona('Occasional user who pays only for clear value', '25-60 years old, keeps few paid apps', 'Pay only when it is clearly worth it', 'Simple to use', 'Recommendations from friends'),
    ],
    risk: 'dependence on two app stores for distribution and pricing',
  },
  'AI/ML': {
    business: ['technical content and live demos', 'design-partner programmes', 'integrations with the software customers already run'],
    consumer: ['short-form video demos', 'app-store and search discovery', 'referral invitations'],
    businessPersonas: [
      persona('Head of a team with repetitive work', 'Leads a team of 5-50 in a company of 50-2,000 people, owns its tools budget', 'Automate routine work', 'Results they can show to management', 'Data kept safe'),
      persona('Technical lead who evaluates AI tools', 'Engineer or data lead, 28-45 years old, runs the trials', 'Accuracy they can measure', 'Easy integration', 'Control over data and models'),
    ],
    consumerPersonas: [
      persona('Early adopter of AI assistants', '20-45 years old, already pays for one AI tool', 'Save time on everyday tasks', 'Try the newest tools', 'Results they can trust'),
      persona('Professional who wants routine tasks done faster', '25-55 years old, writes, plans or analyses for a living', 'More time for important work', 'Better results with less effort', 'Privacy of their work'),
    ],
    risk: 'model and compute costs rising faster than prices',
  },
  Blockchain: {
    business: ['partnerships with protocols', 'developer and crypto communities', 'ecosystem grants and hackathons'],
    consumer: ['crypto communities and creators', 'referral rewards', 'ecosystem partnerships'],
    businessPersonas: [
      persona('Product lead at a crypto or fintech company', 'Builds products on chain in a team of 5-100', 'Ship faster on reliable infrastructure', 'Meet compliance needs', 'Reach more users'),
      persona('Developer building on a protocol', '22-40 years old, active in developer communities', 'Good tooling and documentation', 'Low fees', 'Community standing'),
    ],
    consumerPersonas: [
      persona('Active crypto holder', '20-45 years old, holds and trades digital assets', 'Control over their assets', 'Low fees', 'Security'),
      persona('Newcomer curious about digital assets', '20-50 years old, owns little or no crypto yet', 'A safe, simple start', 'Clear explanations', 'Protection from scams'),
    ],
    risk: 'demand swinging with crypto market cycles',
  },
  Sustainability: {
    business: ['corporate sustainability teams', 'industry coalitions and certifications', 'grant and public-programme partners'],
    consumer: ['sustainability communities and creators', 'partnerships with local councils and utilities', 'referral invitations'],
    businessPersonas: [
      persona('Sustainability manager at a mid-sized company', 'Owns emissions and waste reporting in a company of 100-5,000 people', 'Targets met and reported', 'Credible data for auditors', 'Savings that fund the work'),
      persona('Operations manager cutting energy and waste costs', 'Runs a site, fleet or plant, 30-55 years old', 'Lower running costs', 'Less waste', 'Quick payback'),
    ],
    consumerPersonas: [
      persona('Household cutting its footprint and bills', '28-60 years old, owns or rents a home, watches energy costs', 'Lower bills', 'A smaller footprint', 'Proof that it works'),
      persona('Eco-conscious shopper', '20-45 years old, pays more for sustainable products', 'Products that match their values', 'Honest claims', 'Quality that lasts'),
    ],
    risk: 'buyers delaying purchases when budgets tighten',
  },
  'Food & Beverage': {
    business: ['food-service distributors', 'trade shows and buyer meetings', 'direct outreach to shop and restaurant buyers'],
    consumer: ['local sampling and events', 'social media and food creators', 'retail and delivery-platform partners'],
    businessPersonas: [
      persona('Owner of a small food business', 'Runs a producer, restaurant or shop of 1-50 people', 'Less waste and spoilage', 'Steady quality', 'Better margins'),
      persona('Buyer at a shop, restaurant or distributor', 'Chooses suppliers and products, negotiates terms', 'Products that sell', 'Reliable supply', 'Good terms'),
    ],
    consumerPersonas: [
      persona('Regular buyer in the category', '25-55 years old, buys the product every week or month', 'Taste and quality', 'Good value', 'Easy to find where they shop'),
      persona('Food lover who tries new products', '22-45 years old, follows food creators, shares finds', 'Something new and good', 'A story behind the product', 'Recommendations from creators and friends'),
    ],
    risk: 'ingredient and logistics costs eroding margins',
  },
  'Real Estate': {
    business: ['brokerage and property-manager networks', 'industry events and associations', 'listing-platform integrations'],
    consumer: ['listing-platform partnerships', 'search for homes and rentals', 'referrals from agents'],
    businessPersonas: [
      persona('Property manager with a portfolio of rentals', 'Manages 20-2,000 units for owners', 'Fewer empty units', 'Less admin per unit', 'Happy owners and tenants'),
      persona('Independent estate or letting agent', 'Runs an agency of 1-20 people', 'More listings and deals', 'Less paperwork', 'A reputation for service'),
    ],
    consumerPersonas: [
      persona('Renter looking for a home', '22-40 years old, moves every few years', 'A good home quickly', 'Fair terms', 'No hidden fees'),
      persona('First-time buyer', '25-40 years old, saving for or buying a first home', 'Confidence in a big decision', 'A fair price', 'Clear steps'),
    ],
    risk: 'transaction volumes falling when interest rates rise',
  },
  Transportation: {
    business: ['fleet and city partnerships', 'workplace commuter programmes', 'logistics trade shows'],
    consumer: ['local launch marketing', 'app-store discovery', 'referral credits'],
    businessPersonas: [
      persona('Fleet or operations manager', 'Runs 10-500 vehicles for a carrier, distributor or city service', 'Lower cost per trip', 'Vehicles on the road, not in the workshop', 'Drivers who stay'),
      persona('Owner of a small transport company', 'Runs 1-20 vehicles and often drives too', 'More paid trips', 'Less paperwork', 'Cash flow'),
    ],
    consumerPersonas: [
      persona('Daily commuter', '20-55 years old, travels to work most days', 'A reliable journey', 'Lower travel costs', 'Time back'),
      persona('City resident without a car', '20-45 years old, moves around the city by several modes', 'Getting anywhere easily', 'Fair prices', 'Safety'),
    ],
    risk: 'capital intensity: vehicles, insurance and operations before revenue',
  },
  Entertainment: {
    business: ['partnerships with platforms and venues', 'industry festivals and markets', 'direct outreach to studios and labels'],
    consumer: ['social video and creator collaborations', 'community and fan events', 'partnerships with platforms'],
    businessPersonas: [
      persona('Programming or content lead at a venue or platform', 'Chooses what a venue, channel or platform shows', 'Audiences that come back', 'Content that fits the budget', 'Reliable partners'),
      persona('Independent producer or label owner', 'Runs a small studio, label or production company', 'Reach a bigger audience', 'Fair revenue share', 'Less admin'),
    ],
    consumerPersonas: [
      persona('Fan who spends on the genre every month', '18-40 years old, follows creators and buys tickets, games or subscriptions', 'Discover more of what they love', 'Be part of a community', 'Good value'),
      persona('Casual viewer or player looking for something new', '18-55 years old, picks entertainment from recommendations', 'Something good without searching long', 'Low cost', 'Something to share with friends'),
    ],
    risk: 'hit-driven demand and licensing costs for content',
  },
  Other: {
    business: ['direct outreach to early adopters', 'content marketing and search', 'partnerships with complementary providers'],
    consumer: ['search and social content', 'community word of mouth', 'partnerships with complementary providers'],
    businessPersonas: [OPERATIONS_LEAD, SMALL_OWNER],
    consumerPersonas: [
      persona('Adult who has the problem often', '25-55 years old, has dealt with the problem more than once this year', 'A solution that works the first time', 'Fair prices', 'Less hassle'),
      persona('Early adopter who recommends products to friends', '22-45 years old, tries new products and shares them', 'Try new products early', 'Recommendations from peers', 'A quick, visible win'),
    ],
    risk: 'an unproven market category that needs educating',
  },
};

/** The audience's channels for an idea sold as software to consumers or businesses comes from the industry; these are the rest. */
const PARENTS_DIGITAL: Channels = ["parents' communities and parenting creators", "app-store search and the stores' family categories", 'recommendations from teachers, nurseries and other parents'];
const PARENTS_PHYSICAL: Channels = ['baby, toy and children\'s retailers, online and in shops', 'parenting creators and product reviews', 'recommendations between parents'];
const TWO_SIDED: Channels = ['personal onboarding of the first sellers or providers', 'demand campaigns in one city or niche', 'referral credits for both sides'];

/** Channels a business model imposes: equipment is sold through distributors and field sales, services through referrals. */
const MODEL_CHANNELS: Readonly<Partial<Record<BusinessModel, Partial<Record<Audience, Channels>>>>> = {
  hardware: {
    businesses: ['distributors and dealers who already sell equipment to these customers', 'cooperatives and trade associations that buy or recommend for their members', 'field sales and on-site demonstrations'],
    consumers: ['retail and online-store listings', 'demonstration videos and independent reviews', 'referrals from existing owners'],
  },
  services: {
    businesses: ['referrals from past clients and partners', 'case studies and expert content', 'direct outreach to decision makers'],
    consumers: ['local search and review sites', 'referrals from past clients', 'community and social media presence'],
  },
  commerce: {
    businesses: ['wholesale and trade buyers', 'trade shows and buyer meetings', 'distributor partnerships'],
    consumers: ['paid social and search ads', 'creator partnerships', 'email and repeat-purchase offers'],
  },
};

/** The main risk of a business model, where it outweighs the industry's. */
export const MODEL_RISK: Readonly<Partial<Record<BusinessModel, string>>> = {
  hardware: 'cash tied up in manufacturing, stock and field repairs before units earn their keep',
  marketplace: 'winning enough supply and demand at the same time (the chicken-and-egg problem)',
  services: 'growth limited by the hours the team can sell',
  usage: 'revenue that swings with how much customers use the product',
  commerce: 'stock and fulfilment costs eating the margin of each order',
};
const CHILDREN_RISK = "parents' trust: children's data and content must be safe from the first release";

const PARENTS: Personas = [
  persona('Parent of a young child', '28-45 years old, one or more children aged 2-10, decides what the family buys for them', "Their child's wellbeing and development", 'Screen time they feel good about', 'Recommendations from other parents'),
  persona('Grandparent or carer who looks after children', '50-75 years old, cares for children several days a week', 'Time well spent with the children', 'Easy and safe to use', "The parents' approval"),
];
const MARKETPLACE_SIDES: Personas = [
  persona('Provider who would list on the marketplace', 'Sells goods or services alone or in a small business, 25-60 years old', 'More customers without more marketing', 'Getting paid reliably', 'Low fees'),
  persona('Buyer who would use the marketplace', '22-55 years old, buys the category several times a year', 'Choice in one place', 'Trust in who they buy from', 'Fair prices'),
];
const EQUIPMENT_BUYERS: Personas = [
  persona('Owner-operator who would use the equipment every day', 'Runs a small operation, 30-60 years old, pays for equipment from its earnings', 'Less loss and downtime', 'Payments that match their income', 'Repairs close to home'),
  persona('Manager of a cooperative or distributor that buys for its members', 'Buys or recommends equipment for dozens to thousands of members or customers', 'Better results for members', 'Reliable supply and service', 'Financing or leasing options'),
];

export interface AudienceFit {
  channels: Channels;
  personas: Personas;
  risks: readonly string[];
}

/** Channels, personas and risks (the main one first) for an industry, audience and business model. */
export function audienceFit(industry: string, audience: Audience, model: BusinessModel): AudienceFit {
  const row = (INDUSTRY_FIT as Record<string, IndustryFit>)[industry] ?? INDUSTRY_FIT.Other;
  const physical = model === 'hardware' || model === 'commerce';
  const consumerSide = audience === 'consumers' ? 'consumers' : 'businesses';
  const channels =
    audience === 'parents' ? (physical ? PARENTS_PHYSICAL : PARENTS_DIGITAL)
    : audience === 'two-sided' || model === 'marketplace' ? TWO_SIDED
    : MODEL_CHANNELS[model]?.[consumerSide] ?? (audience === 'consumers' ? row.consumer : row.business);
  const personas =
    audience === 'parents' ? PARENTS
    : audience === 'two-sided' || model === 'marketplace' ? MARKETPLACE_SIDES
    : model === 'hardware' && audience === 'businesses' ? EQUIPMENT_BUYERS
    : audience === 'consumers' ? row.consumerPersonas : row.businessPersonas;
  const modelRisk = MODEL_RISK[audience === 'two-sided' ? 'marketplace' : model];
  const first = audience === 'parents' ? CHILDREN_RISK : model === 'hardware' || model === 'marketplace' || audience === 'two-sided' ? modelRisk ?? row.risk : row.risk;
  const risks = [first, row.risk, ...(modelRisk ? [modelRisk] : [])];
  return { channels, personas, risks: [...new Set(risks)] };
}
