import { expect, type Page } from '@playwright/test';
import { AUTH_PATHS } from '@founder/contracts';

/** A password the sign-up form accepts. */
export const PASSWORD = 'Secret123';

/** An email no other test uses. */
export function uniqueEmail(prefix: string): string {
  return `${prefix}-${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}@example.com`;
}

export { expectToast, toastWith } from './toasts';

/** Creates an account from the page's browser context, which is then signed in as it. */
export async function signUpInBrowser(page: Page, name: string, email: string, password = PASSWORD): Promise<{ id: number }> {
  const response = await page.request.post(AUTH_PATHS.signUp, { data: { name, email, password } });
  expect(response.status()).toBe(201);
  return (await response.json()) as { id: number };
}

/** Holds the answer of a call for `ms`, so the page's pending state can be seen. */
export async function delayCalls(page: Page, pattern: string, ms: number): Promise<void> {
  await page.route(pattern, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, ms));
    await route.continue();
  });
}

export interface GoogleAccount {
  sub: string;
  email?: string;
  email_verified?: boolean;
  name?: string;
}

/** The local OAuth2 server standing in for Google (tools/e2e/google-oauth-mock.mjs). */
export const googleMock = {
  async nextAccount(account: GoogleAccount): Promise<void> {
    await control('next-account', account);
  },
  async nextFailure(at: 'authorize-denied' | 'authorize-error' | 'token' | 'userinfo'): Promise<void> {
    await control('next-failure', { at });
  },
  async reset(): Promise<void> {
    await control('reset', {});
  },
};

async function control(path: string, body: object): Promise<void> {
  const response = await fetch(`${process.env.E2E_GOOGLE_MOCK_URL}/__control/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  expect(response.status).toBe(204);
}
