import { MantineProvider } from '@mantine/core';
import { founderCssVariables, founderTheme } from '@founder/ui';
import { QueryLayer } from './queries/query-layer';
import { AppRouter } from './router';
import { ToastRegion } from './toasts/toast-region';

/** The shell's layout: theme, toasts (one at a time), the query cache, the router. */
export function App() {
  return (
    <MantineProvider theme={founderTheme} cssVariablesResolver={founderCssVariables}>
      <ToastRegion />
      <QueryLayer>
        <AppRouter />
      </QueryLayer>
    </MantineProvider>
  );
}
