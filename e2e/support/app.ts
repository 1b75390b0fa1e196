import { expect, type Page } from '@playwright/test';

/** Client-side navigation, as a link click does: the shell stays loaded, remotes are added to it. */
export async function navigateInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((target) => {
    window.history.pushState({}, '', target);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

/** The remote that rendered the current route, from the attribution wrapper every remote renders. */
export async function expectRenderedBy(page: Page, remote: string): Promise<void> {
  await expect(page.locator(`[data-remote="${remote}"]`).first()).toBeVisible();
}

/** Names of the remotes whose files the page fetched, e.g. ['mfe-demos'] after loading '/'. */
export function remotesFetched(urls: string[]): string[] {
  const names = urls
    .map((url) => new URL(url).pathname.match(/^\/remotes\/([^/]+)\//)?.[1])
    .filter((name): name is string => !!name);
  return [...new Set(names)].sort();
}
