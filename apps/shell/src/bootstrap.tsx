// Mantine's base styles; each component's own come with it (tools/rspack/mantine-styles-loader.js).
import '@mantine/core/styles/baseline.css';
import '@mantine/core/styles/default-css-variables.css';
import '@mantine/core/styles/global.css';
// What MantineProvider would write into the page for our theme, written at build time (mantine-root.tsx).
import '@founder/mantine-theme.css';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { recordStoredIdea } from '@founder/api-client';
import { App } from './app';
import { startSessionCheck } from './queries/query-client-store';
import { startRemotes } from './remotes/remote-registry';

// Reads /remotes.json and registers the remotes (nothing of theirs is fetched until a route needs it).
startRemotes();
// Asks for the session (GET /api/auth/me); remotes read the answer from the shared query cache.
startSessionCheck();
// Tells the gateway whether this browser stores an idea selection (which prerendered first screens it may get).
recordStoredIdea();

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');
// A transition renders in slices of a few milliseconds (a plain first render is one long task
// that blocks input: Total Blocking Time on a phone).
startTransition(() => {
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
