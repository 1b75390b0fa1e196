import { Alert, Button, CopyButton, Group, Text } from '@mantine/core';

/** A link page's address, shown once (the server keeps only a hash of its token), with a Copy button. */
export function NewLinkUrl({ url, title }: { url: string; title: string }) {
  const address = `${window.location.origin}${url}`;
  return (
    <Alert color="green" title={title}>
      <Group gap="xs" wrap="wrap">
        <Text size="sm" style={{ wordBreak: 'break-all' }} data-testid="new-link-url">
          {address}
        </Text>
        <CopyButton value={address}>
          {({ copied, copy }) => (
            <Button size="xs" variant="light" onClick={copy}>
              {copied ? 'Copied' : 'Copy link'}
            </Button>
          )}
        </CopyButton>
      </Group>
      <Text size="xs" c="dimmed" mt={4}>
        Copy it now: for your safety it is not shown again.
      </Text>
    </Alert>
  );
}
