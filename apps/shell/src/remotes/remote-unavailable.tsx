import { Alert, Button, Container, Text } from '@mantine/core';

interface Props {
  onRetry: () => void;
  retrying: boolean;
}

/** The fallback of a route whose remote failed: the rest of the app is still usable. */
export function RemoteUnavailable({ onRetry, retrying }: Props) {
  return (
    <Container component="main" size="sm" py="xl">
      <Alert color="red" variant="light" title="This part of the app is unavailable">
        <Text size="sm" mb="md">
          This page could not be loaded. The rest of the app still works; try again in a moment.
        </Text>
        <Button color="red" variant="outline" onClick={onRetry} loading={retrying}>
          Retry
        </Button>
      </Alert>
    </Container>
  );
}
