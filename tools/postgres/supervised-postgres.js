// The launcher's embedded PostgreSQL, supervised like the services (ARCHITECTURE.md section 10):
// when the server exits on its own it is started again after the launcher's restart policy
// (launcher/restart-policy.js: 1, 2, 4, 8, 16 s; left down after five early exits in a row), and
// each exit and restart is logged. The services answer 503 meanwhile and reconnect by themselves.
const { EventEmitter } = require('node:events');
const { startEmbeddedPostgres } = require('./embedded-database');
const { nextRestart, RESTART_LIMIT } = require('../launcher/restart-policy');

const pause = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Starts the server and keeps it running until stop(). `log` gets the supervisor's lines,
 * `serverLog` the server's own output. Returns { url, pid(), stop(), events }; events emits 'exit'
 * (the server ended on its own), 'restarted' and 'given-up'. `wait(ms)` lets a restart delay pass
 * (a test holds it, to look at the product while the server is down).
 */
async function superviseEmbeddedPostgres({ dataDir, port, log = () => {}, serverLog, ownsShutdown = false, wait = pause }) {
  const database = await startEmbeddedPostgres({ dataDir, port, log: serverLog, ownsShutdown });
  const events = new EventEmitter();
  let stopping = false;
  let failures = 0;

  const watch = () => {
    const startedAt = Date.now();
    database.postmaster().once('exit', (code, signal) => {
      if (stopping) return;
      events.emit('exit', signal || code);
      void restartAfter(`exited (${signal || code})`, Date.now() - startedAt);
    });
  };

  const restartAfter = async (what, upForMs) => {
    const next = nextRestart(failures, upForMs);
    failures = next.failures;
    if (next.delayMs === null) {
      log(`PostgreSQL ${what} ${RESTART_LIMIT + 1} times in a row; leaving it stopped (the services answer 503 until it is started again)`);
      events.emit('given-up');
      return;
    }
    log(`PostgreSQL ${what}; restarting in ${next.delayMs / 1000} s (restart ${failures} of ${RESTART_LIMIT})`);
    await wait(next.delayMs);
    if (stopping) return;
    const startedAt = Date.now();
    try {
      await database.start();
    } catch (error) {
      if (!stopping) await restartAfter(`did not start: ${error.message}`, Date.now() - startedAt);
      return;
    }
    log(`PostgreSQL is running again (pid ${database.postmaster().pid})`);
    watch();
    events.emit('restarted');
  };

  watch();
  return {
    url: database.url,
    events,
    pid: () => database.postmaster()?.pid,
    stop: async () => {
      stopping = true;
      await database.stop();
    },
  };
}

module.exports = { superviseEmbeddedPostgres };
