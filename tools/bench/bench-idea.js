// The idea the API benchmarks submit: a complete wizard submission (the fields of StartupIdeaInput).
const BENCH_IDEA = {
  name: 'Ada Lovelace',
  ideaTitle: 'LoomLedger',
  description: 'LoomLedger keeps the books of small textile workshops: it reads supplier invoices, tracks yarn stock and prices every order.',
  industry: 'SaaS',
  stage: 'MVP Development',
  targetMarket: 'SMB (Small-Medium Business)',
  problemStatement: 'Small workshops lose money on orders because nobody knows what the yarn in each order really cost.',
  solutionApproach: 'Invoice scanning that keeps a live stock of materials and a price calculator that uses it for every quote.',
  competitiveAdvantage: 'Built with weavers: it speaks their units (cones, kilos, metres) instead of generic inventory terms.',
  revenueModel: 'Subscription at $39 per month per workshop.',
};

module.exports = { BENCH_IDEA };
