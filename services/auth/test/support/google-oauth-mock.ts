import { spawn, type ChildProcess } from 'node:child_process';
import { resolve } from 'node:path';
import { createInterface } from 'node:readline';

const MOCK_SCRIPT = resolve(__dirname, '../../../../tools/e2e/google-oauth-mock.mjs');

export interface GoogleAccount {
  sub: string;
  email?: string;
  email_verified?: boolean;
  name?: string;
  picture?: string;
}

export type GoogleFailure = 'authorize-denied' | 'authorize-error' | 'token' | 'userinfo';

export interface GoogleOAuthMock {
  url: string;
  /** The account the next sign-in picks on "Google's" page. */
  nextAccount(account: GoogleAccount): Promise<void>;
  nextFailure(at: GoogleFailure): Promise<void>;
  reset(): Promise<void>;
  stop(): Promise<void>;
}

/**
 * The local OAuth2 server of tools/e2e/google-oauth-mock.mjs in a child process (it is an ES
 * module, which jest's CommonJS runtime cannot load), controlled over HTTP.
 */
export async function startGoogleOAuthMock(): Promise<GoogleOAuthMock> {
  const child: ChildProcess = spawn(process.execPath, [MOCK_SCRIPT, '--port', '0'], { stdio: ['ignore', 'pipe', 'inherit'] });
  const firstLine = await new Promise<string>((done, fail) => {
    const lines = createInterface({ input: child.stdout! });
    lines.once('line', (line) => done(line));
    child.once('exit', (code) => fail(new Error(`google-oauth-mock exited with ${code}`)));
  });
  const { url } = JSON.parse(firstLine) as { url: string };
  const control = async (path: string, body: object = {}) => {
    const response = await fetch(`${url}/__control/${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    if (response.status !== 204) throw new Error(`google-oauth-mock ${path} answered ${response.status}`);
  };
  return {
    url,
    nextAccount: (account) => control('next-account', account),
    nextFailure: (at) => control('next-failure', { at }),
    reset: () => control('reset'),
    stop: () =>
      new Promise<void>((done) => {
        child.once('exit', () => done());
        child.kill('SIGTERM');
      }),
  };
}
