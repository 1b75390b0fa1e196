import { Anchor, Badge, Button, Container, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Icon } from '@founder/ui';

interface IdeaFrameProps {
  idea: { ideaTitle: string; companyName: string; description: string; industry: string; stage: string };
  /** After the company name: its Edit action (the founder's own idea only). */
  companyAction?: ReactNode;
  /** Badges after industry and stage (demo, read-only). */
  extraBadges?: ReactNode;
  backLink?: boolean;
  onChangeIdea?: () => void;
  /** What the page shows of the idea. */
  children: ReactNode;
}

/** The page of one idea (a tool, or a shared link): its header, then the page's content. */
export function IdeaFrame({ children, ...header }: IdeaFrameProps) {
  return (
    <Container component="main" size="lg" py="xl">
      <Stack gap="xl">
        <IdeaHeader {...header} />
        {children}
      </Stack>
    </Container>
  );
}

/** The idea the page works on: back link, title, company name, industry and stage badges. */
function IdeaHeader({ idea, companyAction, extraBadges, backLink = true, onChangeIdea }: Omit<IdeaFrameProps, 'children'>) {
  const { ideaTitle: title, companyName, description, industry, stage } = idea;
  return (
    <Stack gap="md">
      {backLink ? (
        <Anchor component={Link} to="/dashboard" size="sm" fw={600} w="fit-content">
          <Group gap={6} component="span">
            <Icon name="arrowLeft" size={16} />
            Back to Dashboard
          </Group>
        </Anchor>
      ) : null}
      <Paper
        radius="xl"
        p={{ base: 'lg', sm: 'xl' }}
        style={{ background: 'linear-gradient(120deg, var(--mantine-color-indigo-0), var(--mantine-color-violet-0) 55%, var(--mantine-color-white))', border: '1px solid var(--mantine-color-indigo-1)' }}
      >
        <Group justify="space-between" align="flex-start" wrap="wrap" gap="md">
          <Stack gap="sm" style={{ flex: 1, minWidth: 260 }}>
            <Group gap="xs">
              <Badge variant="filled" color="indigo">
                {industry}
              </Badge>
              <Badge variant="light" color="teal">
                {stage}
              </Badge>
              {extraBadges}
            </Group>
            <Title order={1} fz={{ base: 26, sm: 32 }}>
              {title}
            </Title>
            <Group gap="xs" mt={-6}>
              <Text size="sm" c="dimmed">
                Company
              </Text>
              <Text size="sm" fw={700} data-testid="company-name">
                {companyName}
              </Text>
              {companyAction}
            </Group>
            <Text c="dimmed" lineClamp={2} maw={820}>
              {description}
            </Text>
          </Stack>
          {onChangeIdea ? (
            <Button variant="default" size="xs" onClick={onChangeIdea}>
              Change idea
            </Button>
          ) : null}
        </Group>
      </Paper>
    </Stack>
  );
}
