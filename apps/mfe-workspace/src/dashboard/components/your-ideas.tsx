import { Alert, Badge, Button, Group, Paper, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import { serverMessage } from '@founder/api-client';
import type { IdeaSummary } from '@founder/contracts';
import { dayLabel, Icon } from '@founder/ui';
import { IDEA_TOOLS, SUBMIT_IDEA_PATH } from '../dashboard-paths';
import { hasDocument } from '../domain/section-unlock';
import { useSelectIdeaForTools } from '../../shared/select-idea';

interface YourIdeasProps {
  ideas: IdeaSummary[] | undefined;
  error: Error | null;
}

/** The founder's ideas and their companies' ideas from the server, each opening its plan, deck, model and research. */
export function YourIdeas({ ideas, error }: YourIdeasProps) {
  const selectIdeaForTools = useSelectIdeaForTools();
  return (
    <Stack gap="md" component="section" aria-labelledby="your-ideas">
      <Group justify="space-between">
        <Title order={2} fz="h3" id="your-ideas">
          Your ideas
        </Title>
        <Button component={Link} to={SUBMIT_IDEA_PATH} variant="light" size="xs" leftSection={<Icon name="bulb" size={16} />}>
          Submit an idea
        </Button>
      </Group>
      {error ? (
        <Alert color="red" radius="md">
          Your ideas could not be loaded. {serverMessage(error) ?? 'Please try again.'}
        </Alert>
      ) : !ideas ? (
        <Skeleton height={120} radius="lg" />
      ) : ideas.length === 0 ? (
        <Text c="dimmed">You have not submitted an idea yet. Submit one to get its analysis, plan, deck, model and research.</Text>
      ) : (
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
          {ideas.map((idea) => (
            <Paper key={idea.id} withBorder radius="lg" p="lg" component="article" aria-label={idea.ideaTitle}>
              <Stack gap="xs">
                <Group justify="space-between" wrap="nowrap" align="flex-start">
                  <Title order={3} fz="md" miw={0} style={{ overflowWrap: 'anywhere' }}>
                    {idea.ideaTitle}
                  </Title>
                  {/* The title wraps; the score is never cut to 'SC…'. */}
                  {idea.validationScore !== null ? (
                    <Badge variant="light" style={{ flexShrink: 0 }}>
                      Score {idea.validationScore}
                    </Badge>
                  ) : null}
                </Group>
                <Group gap="xs">
                  <Badge variant="outline" size="sm">
                    {idea.industry}
                  </Badge>
                  <Badge variant="outline" size="sm" color="gray">
                    {idea.stage}
                  </Badge>
                  {idea.companyName ? (
                    <Badge variant="outline" size="sm" color="grape" data-testid="idea-company">
                      Company: {idea.companyName}
                    </Badge>
                  ) : null}
                  <Text size="xs" c="dimmed">
                    Submitted {dayLabel(idea.createdAt)}
                  </Text>
                </Group>
                <Group gap="xs" mt="xs">
                  {IDEA_TOOLS.map((tool) => (
                    <Button
                      key={tool.path}
                      component={Link}
                      to={tool.path}
                      onClick={() => selectIdeaForTools(idea.id)}
                      size="xs"
                      variant={hasDocument(idea, tool.kind) ? 'filled' : 'default'}
                      aria-label={`${tool.label} of ${idea.ideaTitle}`}
                      leftSection={hasDocument(idea, tool.kind) ? <Icon name="check" size={14} /> : null}
                    >
                      {tool.label}
                    </Button>
                  ))}
                </Group>
              </Stack>
            </Paper>
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}
