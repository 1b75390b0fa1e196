import { Container, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** The date the Terms and the Privacy Policy were last changed: change it with their text. */
export const LEGAL_TEXT_DATE = 'November 28, 2026';

/** The frame of a legal page: its title, the date it was last changed, then its sections. */
export function LegalPage({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Container component="main" size="md" py="xl">
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1}>{title}</Title>
          <Text c="dimmed" size="sm">
            Last updated: {LEGAL_TEXT_DATE}
          </Text>
        </Stack>
        {children}
      </Stack>
    </Container>
  );
}

/** One headed section of a legal page. */
export function LegalSection({ heading, children }: { heading: string; children: ReactNode }) {
  return (
    <Stack gap="xs" component="section" aria-label={heading}>
      <Title order={2} size="h3">
        {heading}
      </Title>
      {children}
    </Stack>
  );
}
