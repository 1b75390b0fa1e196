// What the API benchmarks share: --duration and --connections options, one autocannon run, one
// printed row per run.
const autocannon = require('autocannon');

/** Numeric --name value options; `defaults` names them and gives their values when absent. */
function benchOptions(argv = process.argv.slice(2), defaults = { duration: 10, connections: 10 }) {
  return Object.fromEntries(
    Object.entries(defaults).map(([name, fallback]) => {
      const index = argv.indexOf(`--${name}`);
      return [name, index >= 0 ? Number(argv[index + 1]) : fallback];
    }),
  );
}

function run(url, { duration, connections, headers, method = 'GET', body, idReplacement = false }) {
  return new Promise((resolve, reject) => {
    autocannon({ url, duration, connections, headers, method, body, idReplacement }, (error, result) => (error ? reject(error) : resolve(result)));
  });
}

function row(label, result, width = 10) {
  return `${label.padEnd(width)} ${String(Math.round(result.requests.average)).padStart(8)} req/s   p50 ${String(result.latency.p50).padStart(4)} ms   p99 ${String(result.latency.p99).padStart(4)} ms   non-2xx ${result.non2xx}   errors ${result.errors}`;
}

module.exports = { benchOptions, run, row };
