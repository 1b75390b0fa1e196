import { expect, test } from '@playwright/test';
import { expectRenderedBy, navigateInApp, remotesFetched } from './support/app';

declare global {
  interface Window {
    __reactRenderers?: Array<{ version?: string; rendererPackageName?: string }>;
  }
}

test('one React in the page after visiting all four remotes', async ({ page }) => {
  // Every react-dom copy registers itself with the DevTools hook on load: count the registrations.
  await page.addInitScript(() => {
    const renderers: Array<{ version?: string; rendererPackageName?: string }> = [];
    window.__reactRenderers = renderers;
    Object.defineProperty(window, '__REACT_DEVTOOLS_GLOBAL_HOOK__', {
      value: {
        renderers: new Map(),
        supportsFiber: true,
        isDisabled: false,
        inject(renderer: { version?: string; rendererPackageName?: string }) {
          renderers.push({ version: renderer.version, rendererPackageName: renderer.rendererPackageName });
          return renderers.length;
        },
        checkDCE() {},
        onScheduleFiberRoot() {},
        onCommitFiberRoot() {},
        onCommitFiberUnmount() {},
        onPostCommitFiberRoot() {},
        setStrictMode() {},
      },
    });
  });
  const requested: string[] = [];
  page.on('request', (request) => requested.push(request.url()));

  await page.goto('/');
  await expectRenderedBy(page, 'mfe-demos');
  for (const [path, owner] of [
    ['/submit-idea', 'mfe-ideas'],
    ['/dashboard', 'mfe-workspace'],
    ['/waitlist', 'mfe-account'],
  ] as const) {
    await navigateInApp(page, path);
    await expectRenderedBy(page, owner);
  }

  expect(remotesFetched(requested)).toEqual(['mfe-account', 'mfe-demos', 'mfe-ideas', 'mfe-workspace']);
  const renderers = await page.evaluate(() => window.__reactRenderers);
  expect(renderers).toEqual([{ version: '19.3.1', rendererPackageName: 'react-dom' }]);
});
