import type { BusinessModel } from './business-model';

/** One hire of the round: the role and what it owns, to follow 'a <role> who owns ...'. */
export interface Hire {
  role: string;
  owns: string;
}

/**
 * What a business model means for the plan's operations, go-to-market and team: a hardware lease
 * installs and services units, a marketplace keeps both sides liquid, usage pricing needs metering,
 * a services firm lives on utilisation, a commerce brand on stock and fulfilment.
 */
export interface BusinessModelProfile {
  model: BusinessModel;
  /** How customers get it, a sentence: '<company> delivers a device to <audience>: ...'. */
  delivery(company: string, audience: string): string;
  /** The manual work of the first months and what it teaches, to follow 'At first, '. */
  learning: string;
  /** The processes that run the company, a list to follow 'Key processes: '. */
  processes: string;
  /** The obligations the model adds to the market's rules, a sentence. */
  obligations: string;
  /** Suppliers and tools, to follow 'Suppliers and tools: '. */
  suppliers: string;
  /** How customers are won, to follow 'The motion: '. */
  motion: string;
  /** The steps every channel is measured through, to follow 'measured from '. */
  funnel: string;
  /** What keeps a customer, to follow 'a customer who stays is worth $X in gross profit, so '. */
  retention: string;
  /** What is tracked each week, for the traction slide. */
  metrics: string;
  /** The first three hires, the seller of the second given the first two channels. */
  hires(channels: readonly [string, string, string]): readonly [Hire, Hire, Hire];
  /** An advisor this model needs, to follow 'one who '. */
  advisor: string;
  /** How a customer uses it, a slide bullet. */
  inUse: string;
}

const software: BusinessModelProfile = {
  model: 'software',
  delivery: (company, audience) => `${company} is delivered to ${audience} as software they sign up for and use online, with as few manual steps as possible.`,
  learning: 'the team does some work by hand on purpose, to learn which steps customers value before automating them',
  processes:
    'customer onboarding and support with a same-day answer during business hours; product releases every two weeks, each with a short note to customers; and a monthly review of sign-ups, conversion to paying customers, churn and acquisition cost, with one decision recorded per review',
  obligations: 'It keeps a register of the personal and financial data it holds, limits access to it, and reviews obligations before entering each new market.',
  suppliers: 'managed cloud infrastructure, a payments provider, a support desk and analytics, chosen so that a small team can run them without dedicated operations staff',
  motion: 'a free trial or a demonstration, then a paid plan, with a sales conversation only for the largest accounts',
  funnel: 'first contact to sign-up to paying customer',
  retention: 'onboarding, the first week of use and regular check-ins get as much attention as acquisition',
  metrics: 'sign-ups, conversion, churn, acquisition cost',
  hires: (channels) => [
    { role: 'technical lead', owns: "the product's architecture and quality" },
    { role: 'growth lead', owns: `acquisition through ${channels[0]} and ${channels[1]}` },
    { role: 'customer success lead', owns: 'onboarding and retention once the first paying customers arrive' },
  ],
  advisor: 'has scaled a software product past its first thousand customers',
  inUse: 'Useful in the first week, paid once the value is clear',
};

const hardware: BusinessModelProfile = {
  model: 'hardware',
  delivery: (company, audience) =>
    `${company} delivers a device to ${audience}: built by a contract manufacturer, installed on site and kept running under a service agreement.`,
  learning: 'the founders install and service the first units themselves, to learn what fails in the field before writing the service manual',
  processes:
    "manufacturing in small batches with a quality check of every unit before it ships; installation within two weeks of a signed order, with a checklist and a handover to the customer's staff; remote monitoring and preventive maintenance of every installed unit, with field service on site within 48 hours of a fault; firmware updates tried on a few units before they reach all of them; and a monthly review of units installed, uptime, failure rate and service cost per unit, with one decision recorded per review",
  obligations: 'No unit is sold before it has the product safety and radio certifications of the market it is sold in, and every unit carries a serial number so a fault can be traced to its batch.',
  suppliers:
    "a contract manufacturer with a second source for the critical components, a logistics partner for delivery to sites, a stock of spare parts sized to the installed base, and a field-service partner where the team's own technicians cannot reach",
  motion: 'direct sales with an on-site demonstration, then a paid pilot, then a contract that prices installation and maintenance in',
  funnel: 'first meeting to site visit to pilot to signed contract',
  retention: 'uptime, fast field service and a renewal conversation three months before each contract ends get as much attention as winning new sites',
  metrics: 'units installed, uptime, failure rate, service cost per unit',
  hires: (channels) => [
    { role: 'hardware engineering lead', owns: "the device's design, its certifications and the contract manufacturer" },
    { role: 'sales lead', owns: `pilots and contracts won through ${channels[0]} and ${channels[1]}` },
    { role: 'field operations lead', owns: 'installation, maintenance and field service as the installed base grows' },
  ],
  advisor: 'has taken a device from prototype through certification to volume manufacturing',
  inUse: 'Installed on site, kept running under a service agreement',
};

const marketplace: BusinessModelProfile = {
  model: 'marketplace',
  delivery: (company, audience) => `${company} runs a marketplace for ${audience}: it brings the two sides together, takes the payment and stands behind each transaction.`,
  learning: 'the team matches the first buyers and sellers by hand, to learn what makes a good match before automating it',
  processes:
    'seller onboarding with identity and quality checks before a first listing; search and matching tuned so that most searches end in a transaction, the liquidity a marketplace lives on; payments held until the buyer confirms delivery, with disputes answered within two working days; and a monthly review of active buyers and sellers, the share of searches that end in a transaction, repeat rate and acquisition cost on each side, with one decision recorded per review',
  obligations: 'Seller terms, the rules for holding and paying out other people\'s money and the platform rules of each market are reviewed before each new category or region.',
  suppliers: 'a payments provider that splits payouts to sellers, identity verification, a support desk and analytics',
  motion: 'supply first: enough sellers in one city or category that buyers find what they search for, then buyers brought in where that supply is',
  funnel: 'sign-up to first listing to first sale for sellers, and visit to first purchase to second purchase for buyers',
  retention: 'repeat purchases and sellers who keep listing count as much as new sign-ups on either side',
  metrics: 'active buyers and sellers, searches ending in a transaction, repeat rate',
  hires: (channels) => [
    { role: 'supply lead', owns: 'recruiting, vetting and keeping sellers' },
    { role: 'technical lead', owns: 'search, payments and trust and safety' },
    { role: 'growth lead', owns: `bringing buyers through ${channels[0]} and ${channels[1]}` },
  ],
  advisor: 'has grown a marketplace to liquidity in its first city or category',
  inUse: 'Both sides meet, pay and get paid in one place; the fee is taken per transaction',
};

const usage: BusinessModelProfile = {
  model: 'usage',
  delivery: (company, audience) => `${company} is delivered to ${audience} as a service they use as they need it, and each customer pays for what they use.`,
  learning: "the team reads every early account's usage by hand, to learn which uses grow before building the pricing around them",
  processes:
    'metering of every billable unit of use, reconciled each day against what is billed; monthly invoices from the metered usage, with a usage dashboard and an alert before a customer passes the spending limit they set; capacity planned ahead of usage, with published uptime targets; changes behind versioned interfaces so that customers\' integrations never break; and a monthly review of usage per customer, revenue retention, infrastructure cost per unit of use and acquisition cost, with one decision recorded per review',
  obligations: 'Usage terms and data processing agreements are published, and every invoice can be traced back to the metered events behind it.',
  suppliers: 'cloud infrastructure priced per use, its cost per unit tracked against the price, a billing system that rates the metered usage, a payments provider and monitoring',
  motion: 'a free allowance, clear documentation and examples so that customers start on their own, then a sales conversation for committed-use contracts',
  funnel: 'sign-up to first use to paid usage above the free allowance',
  retention: 'growing usage inside each account counts as much as winning new accounts, and revenue retention measures it',
  metrics: 'active accounts, usage per account, revenue retention, cost per unit of use',
  hires: (channels) => [
    { role: 'platform engineering lead', owns: 'reliability, metering and the accuracy of every bill' },
    { role: 'developer relations lead', owns: `documentation, examples and adoption through ${channels[0]} and ${channels[1]}` },
    { role: 'customer success lead', owns: 'growing usage inside the largest accounts' },
  ],
  advisor: 'has priced and billed a usage-based product at scale',
  inUse: 'Free allowance to start, then pay for what is used',
};

const services: BusinessModelProfile = {
  model: 'services',
  delivery: (company, audience) => `${company} delivers its service to ${audience} through its own team, engagement by engagement, to written playbooks so that quality does not depend on one person.`,
  learning: 'the founders deliver the first engagements themselves and write every step into the playbook',
  processes:
    'scoping and a signed statement of work before each engagement; delivery to the playbook, with a review at the end of every engagement; schedules that keep the team between 70% and 80% utilised, busy without burning out; hiring a month ahead of signed work rather than after it; and a monthly review of utilisation, margin per engagement, pipeline and renewals, with one decision recorded per review',
  obligations: 'Every engagement runs under a written contract, with professional liability insurance and clear ownership of the work delivered.',
  suppliers: 'time tracking and scheduling, a pipeline in a CRM, contract templates reviewed by a lawyer, professional liability insurance and vetted freelancers for peaks of demand',
  motion: "referrals, partners and the founder's own network, with a case study from every engagement",
  funnel: 'first conversation to proposal to signed engagement',
  retention: 'renewals and follow-on work from existing clients get as much attention as new clients, and cost far less to win',
  metrics: 'utilisation, margin per engagement, pipeline, renewals',
  hires: (channels) => [
    { role: 'delivery lead', owns: 'engagements, the playbooks and the quality of the work' },
    { role: 'business development lead', owns: `the pipeline through ${channels[0]} and ${channels[1]}` },
    { role: 'senior practitioner', owns: 'client work, hired a month ahead of signed engagements' },
  ],
  advisor: 'has built a services firm past its first twenty people',
  inUse: 'Delivered by our own team to a written playbook',
};

const commerce: BusinessModelProfile = {
  model: 'commerce',
  delivery: (company, audience) => `${company} sells its products to ${audience} online, ships them from stock and takes back what does not suit.`,
  learning: 'the founders pack the first orders themselves, to learn what breaks in shipping and why customers return products',
  processes:
    'stock planned from each month\'s sales, with a reorder point for every product so that bestsellers never run out; orders packed and shipped within two working days, with tracking sent to the customer; returns processed within a week and their reasons recorded; and a monthly review of orders, repeat purchases, stock turnover, margin per order and acquisition cost, with one decision recorded per review',
  obligations: "Consumers' rights to return goods, product labelling and the safety rules of each product category are checked before a product goes on sale.",
  suppliers: 'a manufacturer or wholesaler with a second source for the bestsellers, a fulfilment partner or a small warehouse, a shipping carrier, an online store platform and a payments provider',
  motion: 'a clear offer shown to the right buyers, reviews and creators who vouch for it, then email that brings buyers back',
  funnel: 'visit to first order to second order',
  retention: 'a second order within 90 days gets as much attention as the first, as the surest sign that a customer will stay',
  metrics: 'orders, repeat purchases, margin per order, stock turnover',
  hires: (channels) => [
    { role: 'operations lead', owns: 'sourcing, stock and fulfilment' },
    { role: 'growth marketer', owns: `acquisition through ${channels[0]} and ${channels[1]}` },
    { role: 'customer service lead', owns: 'orders, returns and reviews once volumes grow' },
  ],
  advisor: 'has run sourcing and fulfilment for a growing consumer brand',
  inUse: 'Ordered online, shipped within two working days',
};

/** A device sold to households: bought online or in shops, set up at home, supported from a distance; no installers, no site visits. */
const consumerHardware: BusinessModelProfile = {
  ...hardware,
  delivery: (company, audience) =>
    `${company} sells a device to ${audience}: built by a contract manufacturer, bought online or from retailers, set up at home in minutes and supported by phone and chat.`,
  learning: 'the founders set up the first devices with customers themselves, to learn where setup fails before writing the guide',
  processes:
    'manufacturing in small batches with a quality check of every unit before it ships; orders shipped within two working days, with a free return in the first 30 days; a warranty answered within a week and a replacement sent before the faulty unit comes back; firmware updates tried on a few devices before they reach all of them; and a monthly review of units sold, activation, return rate, warranty claims and subscription churn, with one decision recorded per review',
  suppliers:
    'a contract manufacturer with a second source for the critical components, a fulfilment partner for storage and shipping, a stock of replacement units, a payments provider and a support desk',
  motion: 'online sales and retail partners, a trial period with free returns, then the subscription that keeps the device useful',
  funnel: 'visit to purchase to activation to paying subscription',
  retention: 'setup in the first week, reliable everyday use and a warranty honoured quickly get as much attention as new sales',
  metrics: 'units sold, activation, return rate, subscription churn',
  hires: (channels) => [
    { role: 'hardware engineering lead', owns: "the device's design, its certifications and the contract manufacturer" },
    { role: 'growth lead', owns: `sales through ${channels[0]} and ${channels[1]}` },
    { role: 'customer operations lead', owns: 'fulfilment, returns, warranty and support as the number of devices grows' },
  ],
  inUse: 'Set up at home in minutes, no installer needed',
};

export const BUSINESS_MODEL_PROFILES: Readonly<Record<BusinessModel, BusinessModelProfile>> = { software, hardware, marketplace, usage, services, commerce };

/** Target markets whose buyers are households: a device for them is sold, not installed under contract. */
const HOUSEHOLD_MARKETS: ReadonlyArray<string | null> = ['B2C (Business to Consumer)', 'Individual Consumers', 'C2C (Consumer to Consumer)'];

/** The profile of an idea's business model, for its buyers: hardware for households is sold and shipped, for businesses installed and serviced. */
export function businessModelProfile(model: BusinessModel, targetMarket: string | null): BusinessModelProfile {
  return model === 'hardware' && HOUSEHOLD_MARKETS.includes(targetMarket) ? consumerHardware : BUSINESS_MODEL_PROFILES[model];
}
