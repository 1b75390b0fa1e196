import { MantineRoot } from './mantine-root';
import { AppRouter } from './router';
import { ToastRegion } from './toasts/toast-region';

/** The shell's layout: theme, toasts (one at a time), the router. Query hooks use the page's client without a provider. */
export function App() {
  return (
    <MantineRoot>
      <ToastRegion />
      <AppRouter />
    </MantineRoot>
  );
}
