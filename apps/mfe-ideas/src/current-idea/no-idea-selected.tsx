import { Alert, Badge, Button, Container, Group, Paper, SimpleGrid, Skeleton, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { apiFetch, serverMessage, useCurrentUser } from '@founder/api-client';
import { IDEA_PATHS, type StartupIdea } from '@founder/contracts';
import { showToast, Icon } from '@founder/ui';
import { usePreviousIdeas, type PickableIdea } from './idea-queries';
import { IDEA_TOOL_COPY, type IdeaTool } from './idea-tools';

interface NoIdeaSelectedProps {
  tool: IdeaTool;
  email: string | null;
  onSelect: (idea: PickableIdea) => void;
  /** Why the stored selection is not shown, when there was one. */
  notice?: string;
}

/** Spec section 2: 'No Startup Idea Selected', the links, 'Your Previous Ideas' and 'What You'll Get'. */
export function NoIdeaSelected({ tool, email, onSelect, notice }: NoIdeaSelectedProps) {
  const copy = IDEA_TOOL_COPY[tool];
  const queryClient = useQueryClient();
  const { isAuthenticated } = useCurrentUser();
  const demo = useMutation({
    mutationFn: () => apiFetch<StartupIdea>(IDEA_PATHS.demo),
    onSuccess: (idea) => {
      queryClient.setQueryData([IDEA_PATHS.idea(idea.id)], idea);
      onSelect(idea);
    },
    onError: (error) => showToast({ title: 'Demo unavailable', description: serverMessage(error) ?? 'Please try again.', variant: 'destructive' }),
  });

  return (
    <Container component="main" size="lg" py="xl">
      <Stack gap={48}>
        <Paper withBorder radius="xl" p={{ base: 'xl', sm: 48 }} ta="center" bg="gray.0">
          <Stack align="center" gap="md">
            <ThemeIcon size={64} radius="xl" variant="light">
              <Icon name={copy.icon} size={32} />
            </ThemeIcon>
            <Title order={1}>No Startup Idea Selected</Title>
            <Text c="dimmed" maw={560}>
              {copy.emptyText}
            </Text>
            {notice ? (
              <Alert color="yellow" radius="md" maw={560} w="100%" ta="left">
                {notice}
              </Alert>
            ) : null}
            <Group justify="center" mt="sm">
              <Button component={Link} to="/submit-idea" leftSection={<Icon name="bulb" size={18} />}>
                Submit an Idea
              </Button>
              {copy.before ? (
                <Button component={Link} to={copy.before.to} variant="light" leftSection={<Icon name="document" size={18} />}>
                  {copy.before.label}
                </Button>
              ) : null}
              <Button component={Link} to="/dashboard" variant="default">
                Go to Dashboard
              </Button>
              <Button variant="subtle" leftSection={<Icon name="play" size={16} />} loading={demo.isPending} onClick={() => demo.mutate()}>
                Try Demo
              </Button>
            </Group>
          </Stack>
        </Paper>

        {isAuthenticated || email ? <PreviousIdeas signedIn={isAuthenticated} email={email} onSelect={onSelect} /> : null}

        <Stack gap="lg" component="section" aria-labelledby="what-you-get">
          <Title order={2} id="what-you-get">
            What You'll Get
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }} spacing="lg">
            {copy.whatYouGet.map((item) => (
              <Paper key={item.title} withBorder radius="lg" p="lg">
                <ThemeIcon size={40} radius="md" variant="light">
                  <Icon name={item.icon} />
                </ThemeIcon>
                <Title order={3} fz="md" mt="md">
                  {item.title}
                </Title>
                <Text size="sm" c="dimmed" mt={6}>
                  {item.text}
                </Text>
              </Paper>
            ))}
          </SimpleGrid>
        </Stack>
      </Stack>
    </Container>
  );
}

function PreviousIdeas({ signedIn, email, onSelect }: { signedIn: boolean; email: string | null; onSelect: (idea: PickableIdea) => void }) {
  const ideas = usePreviousIdeas(signedIn, email);
  return (
    <Stack gap="lg" component="section" aria-labelledby="previous-ideas">
      <Title order={2} id="previous-ideas">
        Your Previous Ideas
      </Title>
      {ideas.isPending ? (
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
          {[0, 1, 2].map((index) => (
            <Skeleton key={index} height={150} radius="lg" />
          ))}
        </SimpleGrid>
      ) : ideas.isError ? (
        <Alert color="red" radius="md">
          Your ideas could not be loaded. {serverMessage(ideas.error) ?? 'Please try again.'}
        </Alert>
      ) : ideas.data.length === 0 ? (
        <Text c="dimmed">{signedIn ? 'No ideas submitted with your account yet.' : `No ideas submitted from this browser with ${email} yet.`}</Text>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="lg">
          {ideas.data.map((idea) => (
            <Paper key={idea.id} withBorder radius="lg" p="lg" component="article" aria-label={idea.ideaTitle} style={{ display: 'flex', flexDirection: 'column' }}>
              <Stack gap="xs" style={{ flex: 1 }}>
                <Title order={3} fz="md">
                  {idea.ideaTitle}
                </Title>
                <Text size="sm" c="dimmed" lineClamp={3}>
                  {idea.description}
                </Text>
              </Stack>
              <Group justify="space-between" mt="md">
                <Group gap={6}>
                  <Badge variant="light">{idea.industry}</Badge>
                  {idea.companyName ? <CompanyBadge name={idea.companyName} /> : null}
                </Group>
                <Button size="xs" onClick={() => onSelect(idea)} aria-label={`Select ${idea.ideaTitle}`}>
                  Select
                </Button>
              </Group>
            </Paper>
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}

/** A company idea's badge: whose work it is, beside the founder's own. */
function CompanyBadge({ name }: { name: string }) {
  return (
    <Badge variant="outline" color="grape" maw={180} data-testid="idea-company">
      Company: {name}
    </Badge>
  );
}
