import type { IdeaFacts } from '../idea-facts';

/** The two ideas of issue 27's defects, whole: a Kenyan hardware lease and a UK freemium app with an annual plan. */

export const BARIDIBOX_IDEA: IdeaFacts = {
  name: 'Wanjiru Kamau',
  ideaTitle: 'BaridiBox – solar milk-cooling units for Kenyan dairy cooperatives',
  companyName: 'BaridiBox',
  currency: 'KES',
  country: 'KE',
  description:
    "BaridiBox leases solar-powered milk-cooling units to dairy cooperatives in Kenya's Central highlands. Smallholder farmers lose up to 30% of their evening milk because it sours before the morning collection. A BaridiBox unit cools 500 litres to 4°C within three hours and keeps it cold overnight without grid power. We have pilots running since March with 3 cooperatives in Nyandarua, and farmers there have cut spoilage from 28% to under 5%. Target: 150 units leased to 40 cooperatives by month 12.",
  industry: 'Sustainability',
  stage: 'Beta Testing',
  targetMarket: 'B2B (Business to Business)',
  problemStatement:
    "Kenya's 1.8 million smallholder dairy farmers lose about KES 4,000 a month each to milk that spoils before it reaches a chiller; diesel chillers cost cooperatives KES 300,000 up front and KES 25,000 a month in fuel.",
  solutionApproach:
    "Each BaridiBox is a 500-litre insulated tank with a solar-powered compressor and a phase-change ice battery, installed at the cooperative's collection point. Farmers deliver their evening milk, which stays below 4°C overnight, and an SMS reports each delivery's temperature and volume.",
  competitiveAdvantage:
    'We are two co-founders: an agronomist who ran a 2,000-member dairy cooperative and an electrical engineer who built off-grid solar systems for ten years. Our units run without grid power or diesel, and maintenance is included in the lease.',
  revenueModel:
    'Lease at KES 18,000 per cooling unit per month, including installation and maintenance; cooperatives recover it from a KES 2 per litre cooling fee they charge members.',
};

export const DREAMLET_IDEA: IdeaFacts = {
  name: 'Harriet Cole',
  ideaTitle: 'Dreamlet – personalised bedtime stories for young children',
  companyName: 'Dreamlet',
  currency: 'GBP',
  country: 'GB',
  description:
    'Dreamlet is an app that writes and reads aloud a new bedtime story every night, starring the child, their friends and their toys. Parents choose the length, the theme and a gentle lesson, and the narration dims with the lights. We launched a free beta in the UK in September and 1,800 families use it every week.',
  industry: 'Mobile Apps',
  stage: 'Beta Testing',
  targetMarket: 'Individual Consumers',
  problemStatement: 'Parents of children aged 3 to 8 run out of bedtime stories, and screens before bed keep children awake.',
  solutionApproach:
    "Stories are built from a library of 400 hand-written story outlines checked by a children's librarian, so no text reaches a child unreviewed. No ads, no chat, and no data about the child leaves the device.",
  competitiveAdvantage: "Every story is narrated by a human voice actor's recorded voice and written to the UK's Age Appropriate Design Code; competitors generate unreviewed text.",
  revenueModel:
    'Free to download with three stories a week; Dreamlet Premium at £4.99/month or £39.99/year for unlimited stories. Target: 6,000 paying out of 60,000 free sign-ups by the end of year one.',
};
