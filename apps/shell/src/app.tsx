import { MantineRoot } from './mantine-root';
import { QueryLayer } from './queries/query-layer';
import { AppRouter } from './router';
import { ToastRegion } from './toasts/toast-region';

/** The shell's layout: theme, toasts (one at a time), the query cache, the router. */
export function App() {
  return (
    <MantineRoot>
      <ToastRegion />
      <QueryLayer>
        <AppRouter />
      </QueryLayer>
    </MantineRoot>
  );
}
