import { Button, Group, Text } from '@mantine/core';
import type { ReactNode } from 'react';

/** A control the spec shows without any behaviour yet: visible, honestly disabled, and labelled so. */
export function ComingSoonButton({ children }: { children: ReactNode }) {
  return (
    <Group gap="xs">
      <Button variant="default" size="xs" disabled>
        {children}
      </Button>
      <Text size="xs" c="dimmed">
        Coming soon
      </Text>
    </Group>
  );
}
