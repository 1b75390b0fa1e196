import { Box, Loader } from '@mantine/core';

/** Shown while a route's code loads. Centred with Box's flex props, not Center: one component fewer on '/'. */
export function PageLoader() {
  return (
    <Box display="flex" mih="60vh" style={{ alignItems: 'center', justifyContent: 'center' }}>
      <Loader role="status" aria-label="Loading page" />
    </Box>
  );
}
