import { Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** The heading of a landing section: a short label, the title and one sentence. */
export function SectionHeading({ id, eyebrow, title, children }: { id: string; eyebrow: string; title: string; children: ReactNode }) {
  return (
    <Stack gap={8} maw={720}>
      <Text c="indigo.7" fw={700} size="sm" tt="uppercase" style={{ letterSpacing: 1 }}>
        {eyebrow}
      </Text>
      <Title id={id} order={2} fz={{ base: 28, md: 36 }} lh={1.2}>
        {title}
      </Title>
      <Text size="lg" c="dark.4">
        {children}
      </Text>
    </Stack>
  );
}
