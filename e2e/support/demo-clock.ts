import { expect, type Page } from '@playwright/test';
import { API_ROOT } from '@founder/contracts';

/**
 * Opens a demo page on Playwright's fake clock and stops the clock once the page has rendered, so
 * the test moves time itself with page.clock.runFor (the demos' timers and Date.now both follow it).
 * Loading needs running timers, so the clock is stopped only after the <h1> is visible.
 */
export async function openOnPausedClock(page: Page, path: string): Promise<void> {
  await page.clock.install();
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  // The page's time runs on while we ask for it: on a busy machine the moment to pause at may be
  // past by the time pauseAt arrives, so read the time again and retry.
  for (let attempt = 1; ; attempt++) {
    const now = await page.evaluate(() => Date.now());
    try {
      await page.clock.pauseAt(now + 1000);
      return;
    } catch (error) {
      if (attempt === 5 || !String(error).includes('Cannot fast-forward to the past')) throw error;
    }
  }
}

/**
 * Records every request the page makes from now on. The demos are scripted: while they run, the
 * page may fetch its own static files but never calls /api and never leaves its origin.
 */
export function recordRequests(page: Page): { expectNoApiOrForeignCall: () => void; urls: string[] } {
  const urls: string[] = [];
  page.on('request', (request) => urls.push(request.url()));
  return {
    urls,
    expectNoApiOrForeignCall: () => {
      const origin = new URL(page.url()).origin;
      const offending = urls.filter((url) => new URL(url).origin !== origin || new URL(url).pathname.startsWith(API_ROOT));
      expect(offending).toEqual([]);
    },
  };
}
