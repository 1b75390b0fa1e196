import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { createQueryClient, useCurrentUser } from '@founder/api-client';
import { founderCssVariables, founderTheme } from '@founder/ui';
import { AppRouter } from './router';
import { ToastRegion } from './toasts/toast-region';

/** Asks for the session once at start-up; remotes read the answer from the shared query cache. */
function SessionCheck() {
  useCurrentUser();
  return null;
}

/** The shell's layout: theme, toasts (one at a time), the query cache, the router. */
export function App() {
  const [queryClient] = useState(createQueryClient);
  return (
    <MantineProvider theme={founderTheme} cssVariablesResolver={founderCssVariables}>
      <ToastRegion />
      <QueryClientProvider client={queryClient}>
        <SessionCheck />
        <AppRouter />
      </QueryClientProvider>
    </MantineProvider>
  );
}
