import { expect, test } from '@playwright/test';
import { API_ROOT, AUTH_PATHS, WAITLIST_PATHS } from '@founder/contracts';

test.describe('the gateway in front of the real services', () => {
  test(`GET ${AUTH_PATHS.me} answers null without a session, and a forged identity header changes nothing`, async ({ request }) => {
    const anonymous = await request.get(AUTH_PATHS.me);
    expect(anonymous.status()).toBe(200);
    expect(await anonymous.text()).toBe('null');

    const forged = await request.get(AUTH_PATHS.me, { headers: { 'x-founder-identity': 'forged', 'x-user-id': '1' } });
    expect(await forged.text()).toBe('null');
  });

  test('an unknown API path is a JSON 404; pages and API answers carry security headers', async ({ request }) => {
    const unknownPath = `${API_ROOT}/no-such-thing`;
    const missing = await request.get(unknownPath);
    expect(missing.status()).toBe(404);
    expect(await missing.json()).toEqual({ statusCode: 404, message: `No API route for GET ${unknownPath}` });
    const page = await request.get('/waitlist', { headers: { accept: 'text/html' } });
    expect(page.headers()['content-type']).toMatch(/^text\/html/);
    for (const response of [missing, page]) expect(response.headers()['x-content-type-options']).toBe('nosniff');
    expect(page.headers()['content-security-policy']).toContain("script-src 'self'");
    expect(missing.headers()['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
  });

  test('the waitlist count follows sign-ups through the gateway', async ({ request }) => {
    const before = (await (await request.get(WAITLIST_PATHS.count)).json()).count;
    const email = `count-${Date.now()}@example.com`;
    expect((await request.post(WAITLIST_PATHS.join, { data: { name: 'Counted', email } })).status()).toBe(201);
    // The gateway shares the count for up to a second (s-maxage=1), then asks auth again.
    await expect.poll(async () => (await (await request.get(WAITLIST_PATHS.count)).json()).count).toBe(before + 1);
  });

  test('the shell asks for the session once at start-up and treats null as signed out', async ({ page }) => {
    const meCalls: number[] = [];
    page.on('response', (response) => {
      if (new URL(response.url()).pathname === AUTH_PATHS.me) meCalls.push(response.status());
    });
    await page.goto('/waitlist');
    await expect(page.locator('[data-remote="mfe-account"]')).toBeVisible();
    expect(meCalls).toEqual([200]);
  });
});
