import { Center, Loader } from '@mantine/core';

/** Shown while a route's code loads. */
export function PageLoader() {
  return (
    <Center mih="60vh">
      <Loader role="status" aria-label="Loading page" />
    </Center>
  );
}
