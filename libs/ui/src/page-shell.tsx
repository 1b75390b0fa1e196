import { Container, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** The <h1> of a page. */
export function PageTitle({ children }: { children: ReactNode }) {
  return <Title order={1}>{children}</Title>;
}

interface PageShellProps {
  title: ReactNode;
  /** One or two sentences under the title: what the page is for. */
  description?: ReactNode;
  children?: ReactNode;
}

/** A titled page: the main landmark, a width that reads well, the title and its description. */
export function PageShell({ title, description, children }: PageShellProps) {
  return (
    <Container component="main" size="lg" py="xl">
      <Stack gap="xl">
        <Stack gap="xs">
          <PageTitle>{title}</PageTitle>
          {description ? (
            <Text size="lg" c="dimmed" maw={720}>
              {description}
            </Text>
          ) : null}
        </Stack>
        {children}
      </Stack>
    </Container>
  );
}
