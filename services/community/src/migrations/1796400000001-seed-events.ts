import type { MigrationInterface, QueryRunner } from 'typeorm';

interface SeedEvent {
  title: string;
  description: string;
  type: string;
  category: string;
  /** Days after the day the database is seeded, so the events are upcoming then. */
  inDays: number;
  hours: number;
  location: string | null;
  virtualLink: string | null;
  organizerName: string;
  organizerEmail: string;
  maxAttendees: number;
  price: string;
  tags: string[];
  benefits: string[];
  requirements: string | null;
  agenda: Array<{ time: string; title: string }>;
  speakers: Array<{ name: string; title: string }>;
}

/** The platform's own events calendar: every type and category, virtual and in person. */
export const SEED_EVENTS: readonly SeedEvent[] = [
  {
    title: 'Founder Pitch Night: Pre-Seed Edition',
    description: 'Ten pre-seed founders pitch for five minutes each to a panel of angels and seed funds, then take questions from the room.',
    type: 'startup', category: 'pitch_competition', inDays: 9, hours: 3,
    location: 'San Francisco, CA', virtualLink: null,
    organizerName: 'Bay Area Founders Club', organizerEmail: 'events@bayfounders.example',
    maxAttendees: 120, price: '25.00', tags: ['Pitching', 'Pre-Seed', 'Angels'],
    benefits: ['Live feedback from investors', 'Meet 10 early-stage founders', 'Drinks and networking after'],
    requirements: 'Founders who want to pitch apply with a 10-slide deck.',
    agenda: [{ time: '18:00', title: 'Doors open' }, { time: '18:30', title: 'Pitches' }, { time: '20:00', title: 'Networking' }],
    speakers: [{ name: 'Priya Raman', title: 'Partner, Lighthouse Seed' }],
  },
  {
    title: 'Validating Your Idea in Two Weeks',
    description: 'A hands-on online workshop: customer interviews, a landing-page test and a pre-sale, with templates you keep.',
    type: 'startup', category: 'workshop', inDays: 4, hours: 2,
    location: null, virtualLink: 'https://meet.example.com/validate-your-idea',
    organizerName: 'Founder Platform', organizerEmail: 'community@founder.example',
    maxAttendees: 300, price: '0.00', tags: ['Validation', 'Customer Discovery'],
    benefits: ['Interview script template', 'Landing page checklist', 'Recording for attendees'],
    requirements: null,
    agenda: [{ time: '17:00', title: 'Interviews that do not lie' }, { time: '18:00', title: 'Pre-sales' }],
    speakers: [{ name: 'Marcus Bell', title: 'Founder, ShelfSense' }],
  },
  {
    title: 'Startup Founders Mixer',
    description: 'An informal evening for founders, operators and early employees. No talks, just good conversations.',
    type: 'startup', category: 'networking', inDays: 6, hours: 3,
    location: 'Austin, TX', virtualLink: null,
    organizerName: 'Austin Founders Circle', organizerEmail: 'hello@austinstartups.example',
    maxAttendees: 80, price: '0.00', tags: ['Founders', 'Community'],
    benefits: ['Meet local founders', 'Find co-founders and early hires'],
    requirements: null, agenda: [], speakers: [],
  },
  {
    title: 'Early-Stage Founders Summit',
    description: 'Two days of talks and office hours on fundraising, hiring your first ten and finding product-market fit.',
    type: 'startup', category: 'conference', inDays: 45, hours: 16,
    location: 'London, UK', virtualLink: null,
    organizerName: 'Early Stage Collective', organizerEmail: 'summit@seedcommunity.example',
    maxAttendees: 800, price: '149.00', tags: ['Fundraising', 'Hiring', 'PMF'],
    benefits: ['30 talks', 'Investor office hours', 'Lunch both days'],
    requirements: null,
    agenda: [{ time: '09:00', title: 'Keynote' }, { time: '13:00', title: 'Office hours' }],
    speakers: [{ name: 'Elena Novak', title: 'GP, Northstar Ventures' }, { name: 'Sam Okafor', title: 'CEO, Fieldwork' }],
  },
  {
    title: 'Building with LLMs: From Prototype to Production',
    description: 'Evaluation, guardrails, cost control and latency: what it takes to ship an LLM feature customers trust.',
    type: 'tech', category: 'workshop', inDays: 12, hours: 3,
    location: null, virtualLink: 'https://meet.example.com/llm-production',
    organizerName: 'AI Builders Guild', organizerEmail: 'team@aibuilders.example',
    maxAttendees: 500, price: '0.00', tags: ['AI/ML', 'Engineering'],
    benefits: ['Sample evaluation harness', 'Q&A with practitioners'],
    requirements: 'Basic programming knowledge.',
    agenda: [{ time: '16:00', title: 'Evals' }, { time: '17:00', title: 'Cost and latency' }],
    speakers: [{ name: 'Dr. Hannah Cho', title: 'ML Lead, Parsewise' }],
  },
  {
    title: 'Deep Tech Demo Day',
    description: 'Hardware, climate and biotech startups compete for a $50,000 non-dilutive prize in front of specialist investors.',
    type: 'tech', category: 'pitch_competition', inDays: 30, hours: 5,
    location: 'Boston, MA', virtualLink: null,
    organizerName: 'Harbor Climate Labs', organizerEmail: 'demoday@deeptech.example',
    maxAttendees: 250, price: '10.00', tags: ['Deep Tech', 'Climate', 'Hardware'],
    benefits: ['$50,000 prize', 'Demos on the floor'],
    requirements: null, agenda: [], speakers: [{ name: 'Luis Ortega', title: 'Partner, Prime Impact' }],
  },
  {
    title: 'DevTools Founders Meetup',
    description: 'Founders building for developers share what worked in open source, pricing and developer relations.',
    type: 'tech', category: 'networking', inDays: 16, hours: 2,
    location: 'Berlin, Germany', virtualLink: null,
    organizerName: 'Berlin DevTools', organizerEmail: 'meetup@devtools.example',
    maxAttendees: 60, price: '0.00', tags: ['DevTools', 'Open Source'],
    benefits: ['Lightning talks', 'Pizza'], requirements: null, agenda: [], speakers: [],
  },
  {
    title: 'SaaS Scale Conference',
    description: 'Go-to-market, pricing and retention for B2B SaaS companies between $1M and $20M ARR.',
    type: 'tech', category: 'conference', inDays: 60, hours: 20,
    location: null, virtualLink: 'https://live.example.com/saas-scale',
    organizerName: 'SaaS Operators', organizerEmail: 'info@saasoperators.example',
    maxAttendees: 5000, price: '49.00', tags: ['SaaS', 'Go-to-market'],
    benefits: ['All sessions recorded', 'Pricing teardown sessions'],
    requirements: null,
    agenda: [{ time: '15:00', title: 'Pricing that scales' }],
    speakers: [{ name: 'Aisha Karimi', title: 'CRO, Ledgerly' }],
  },
  {
    title: 'Speed Networking for Co-founders',
    description: 'Seven-minute rounds to meet potential technical and business co-founders, with a matching sheet to follow up.',
    type: 'networking', category: 'networking', inDays: 3, hours: 2,
    location: null, virtualLink: 'https://meet.example.com/cofounder-speed',
    organizerName: 'Founder Platform', organizerEmail: 'community@founder.example',
    maxAttendees: 40, price: '0.00', tags: ['Co-founders', 'Matching'],
    benefits: ['Up to 10 one-to-one conversations', 'Follow-up matching sheet'],
    requirements: 'Have a networking profile on the platform.', agenda: [], speakers: [],
  },
  {
    title: 'Investor Office Hours Roundtable',
    description: 'Small-group roundtables with angel investors: bring your questions about terms, valuation and timing.',
    type: 'networking', category: 'workshop', inDays: 20, hours: 2,
    location: 'New York, NY', virtualLink: null,
    organizerName: 'Hudson Angel Circle', organizerEmail: 'roundtables@nycangels.example',
    maxAttendees: 30, price: '0.00', tags: ['Fundraising', 'Angels'],
    benefits: ['Groups of 6', 'Term sheet walkthrough'],
    requirements: null, agenda: [], speakers: [{ name: 'David Lee', title: 'Angel investor' }],
  },
  {
    title: 'Women Founders Pitch Breakfast',
    description: 'Five women-led startups pitch over breakfast; the audience votes for the winner of a year of mentoring.',
    type: 'networking', category: 'pitch_competition', inDays: 25, hours: 2,
    location: 'Toronto, Canada', virtualLink: null,
    organizerName: 'Women in Venture', organizerEmail: 'breakfast@wiv.example',
    maxAttendees: 100, price: '15.00', tags: ['Diversity', 'Pitching'],
    benefits: ['Breakfast included', 'A year of mentoring for the winner'],
    requirements: null, agenda: [], speakers: [],
  },
  {
    title: 'Global Founders Network Conference',
    description: 'Founders from 40 countries on building across borders: remote teams, international expansion and cross-border fundraising.',
    type: 'networking', category: 'conference', inDays: 75, hours: 24,
    location: null, virtualLink: 'https://live.example.com/global-founders',
    organizerName: 'Global Founders Network', organizerEmail: 'conference@gfn.example',
    maxAttendees: 3000, price: '0.00', tags: ['Remote', 'International'],
    benefits: ['Regional breakout rooms', 'Speaker AMAs'],
    requirements: null, agenda: [], speakers: [{ name: 'Kenji Watanabe', title: 'Founder, Borderless HR' }],
  },
  {
    title: 'Founders Forward Annual Conference',
    description: 'Keynotes from founders and investors, a startup expo and hundreds of one-to-one meetings.',
    type: 'conference', category: 'conference', inDays: 90, hours: 30,
    location: 'Redwood City, CA', virtualLink: null,
    organizerName: 'Founders Forward', organizerEmail: 'conference@foundersforward.example',
    maxAttendees: 10000, price: '299.00', tags: ['Keynotes', 'Expo'],
    benefits: ['Startup expo', '1:1 meeting app', 'Two days of keynotes'],
    requirements: null, agenda: [], speakers: [{ name: 'Nadia Haddad', title: 'Partner, Fernhill Capital' }],
  },
  {
    title: 'Fintech Forum: Pitch Track',
    description: 'The pitch track of the Fintech Forum: twelve fintech startups, three judges, one winner on the main stage.',
    type: 'conference', category: 'pitch_competition', inDays: 50, hours: 4,
    location: 'Singapore', virtualLink: null,
    organizerName: 'Fintech Forum Asia', organizerEmail: 'pitch@fintechforum.example',
    maxAttendees: 400, price: '0.00', tags: ['FinTech', 'Pitching'],
    benefits: ['Main-stage final', 'Investor introductions for finalists'],
    requirements: 'Fintech startups up to Series A.', agenda: [], speakers: [],
  },
  {
    title: 'Product-Led Growth Masterclass',
    description: 'A conference masterclass on onboarding, activation metrics and freemium pricing, with real dashboards.',
    type: 'conference', category: 'workshop', inDays: 35, hours: 3,
    location: null, virtualLink: 'https://meet.example.com/plg-masterclass',
    organizerName: 'Growth Collective', organizerEmail: 'class@growthcollective.example',
    maxAttendees: 150, price: '39.00', tags: ['Growth', 'Product'],
    benefits: ['Activation metrics worksheet', 'Certificate of attendance'],
    requirements: null, agenda: [], speakers: [{ name: 'Olivia Grant', title: 'VP Growth, Taskly' }],
  },
  {
    title: 'Conference Connect: Meet the Speakers',
    description: 'The evening networking session of TechFounders Europe: meet speakers and attendees over drinks.',
    type: 'conference', category: 'networking', inDays: 46, hours: 3,
    location: 'Amsterdam, Netherlands', virtualLink: null,
    organizerName: 'TechFounders Europe', organizerEmail: 'connect@techfounders.example',
    maxAttendees: 200, price: '0.00', tags: ['Networking', 'Europe'],
    benefits: ['Meet the speakers', 'Drinks included'], requirements: null, agenda: [], speakers: [],
  },
];

/**
 * Seeds the events calendar once, when the database is created. Start times are relative to that
 * day (18:00 UTC n days later), so a fresh installation always opens on upcoming events.
 */
export class SeedEvents1796400000001 implements MigrationInterface {
  name = 'SeedEvents1796400000001';

  async up(queryRunner: QueryRunner): Promise<void> {
    for (const event of SEED_EVENTS) {
      await queryRunner.query(
        `INSERT INTO "community"."events"
           ("title", "description", "type", "category", "start_date", "end_date", "location", "is_virtual", "virtual_link",
            "organizer_name", "organizer_email", "max_attendees", "price", "tags", "benefits", "requirements", "agenda", "speakers")
         VALUES ($1, $2, $3, $4, date_trunc('day', now()) + make_interval(days => $5, hours => 18),
                 date_trunc('day', now()) + make_interval(days => $5, hours => 18 + $6),
                 $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18)`,
        [
          event.title, event.description, event.type, event.category, event.inDays, event.hours,
          event.location, event.virtualLink !== null, event.virtualLink, event.organizerName, event.organizerEmail,
          event.maxAttendees, event.price, event.tags, event.benefits, event.requirements,
          JSON.stringify(event.agenda), JSON.stringify(event.speakers),
        ],
      );
    }
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DELETE FROM "community"."events" WHERE "organizer_id" IS NULL AND "title" = ANY($1)`, [SEED_EVENTS.map((event) => event.title)]);
  }
}
