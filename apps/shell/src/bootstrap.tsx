import { recordStoredIdea } from '@founder/api-client';
import { startSessionCheck } from './queries/query-client-store';
import { startRemotes } from './remotes/remote-registry';
import { yieldToBrowser } from './start-up/yield-to-browser';

// Reads /remotes.json and registers the remotes (nothing of theirs is fetched until a route needs it).
startRemotes();
// Asks for the session (GET /api/auth/me); remotes read the answer from the shared query cache.
startSessionCheck();
// Tells the gateway whether this browser stores an idea selection (which prerendered first screens it may get).
recordStoredIdea();

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');

// React DOM, the router, then the app's own modules and the first render, each in a task of its
// own: evaluated together they block a phone's main thread for a few hundred milliseconds. The
// imports are in this chunk ("eager"): the split is in time, not in requests.
void (async () => {
  await yieldToBrowser();
  const { createRoot } = await import(/* webpackMode: "eager" */ 'react-dom/client');
  await yieldToBrowser();
  await import(/* webpackMode: "eager" */ 'react-router-dom');
  await yieldToBrowser();
  const { renderApp } = await import(/* webpackMode: "eager" */ './start-up/render-app');
  await yieldToBrowser();
  renderApp(createRoot(container));
})();
