// The idea the API benchmarks submit: the API tests' complete wizard submission (the fields of
// StartupIdeaInput), without the email.
const VALID_IDEA = require('../../services/ideas/test/support/valid-idea.json');

const BENCH_IDEA = Object.fromEntries(Object.entries(VALID_IDEA).filter(([field]) => field !== 'email'));

module.exports = { BENCH_IDEA };
