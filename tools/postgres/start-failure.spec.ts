// eslint-disable-next-line @typescript-eslint/no-require-imports
const { startFailureMessage } = require('./start-failure');

const where = { port: 54320, databaseDir: '/srv/founder/.data/postgres' };

// What PostgreSQL 18 writes in each case (copied from real runs).
const PORT_TAKEN = `2026-11-28 02:49:16.305 UTC [5582] LOG:  could not bind IPv4 address "127.0.0.1": Address already in use
2026-11-28 02:49:16.305 UTC [5582] HINT:  Is another postmaster already running on port 54320? If not, wait a few seconds and retry.
2026-11-28 02:49:16.305 UTC [5582] WARNING:  could not create listen socket for "127.0.0.1"
2026-11-28 02:49:16.305 UTC [5582] FATAL:  could not create any TCP/IP sockets
2026-11-28 02:49:16.308 UTC [5582] LOG:  database system is shut down
`;
const FOLDER_IN_USE = `2026-11-28 02:49:24.903 UTC [6028] FATAL:  lock file "postmaster.pid" already exists
2026-11-28 02:49:24.903 UTC [6028] HINT:  Is another postmaster (PID 6011) running in data directory "/srv/founder/.data/postgres"?
`;

describe('startFailureMessage', () => {
  it('says the port is taken and how to choose another', () => {
    expect(startFailureMessage(PORT_TAKEN, where)).toBe(
      'PostgreSQL could not start: port 54320 is taken by another program. Stop it, or set EMBEDDED_PG_PORT to a free port.',
    );
  });

  it('says the data folder is in use, by which process, and how to use another', () => {
    expect(startFailureMessage(FOLDER_IN_USE, where)).toBe(
      'PostgreSQL could not start: its data folder /srv/founder/.data/postgres is in use by another PostgreSQL (pid 6011), perhaps another `npm start`. Stop it, or set DATA_DIR to another folder.',
    );
  });

  it("passes on the server's own reason otherwise", () => {
    const output = '2026-11-28 02:50:00.000 UTC [7000] FATAL:  data directory "/srv/founder/.data/postgres" has invalid permissions\n';
    expect(startFailureMessage(output, where)).toBe(
      'PostgreSQL could not start (data folder /srv/founder/.data/postgres, port 54320): data directory "/srv/founder/.data/postgres" has invalid permissions',
    );
  });

  it('says where it looked when the server gave no reason', () => {
    expect(startFailureMessage('', where)).toBe('PostgreSQL exited during start-up without saying why (data folder /srv/founder/.data/postgres, port 54320).');
  });
});
