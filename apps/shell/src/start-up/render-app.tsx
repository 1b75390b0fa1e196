import { startTransition, StrictMode } from 'react';
import type { Root } from 'react-dom/client';
import { App } from '../app';

/**
 * The first render, as a transition: React renders it in slices of a few milliseconds (a plain
 * first render is one long task that blocks input).
 */
export function renderApp(root: Root): void {
  startTransition(() => {
    root.render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  });
}
