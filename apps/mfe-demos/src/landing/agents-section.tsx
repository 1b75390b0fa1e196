import { Badge, Container, Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { LANDING_AGENTS, LANDING_OUTPUTS } from '@founder/demo-engine';
import { AgentDemoCard } from './agent-demo-card';
import { SectionHeading } from './section-heading';
import { Icon } from '@founder/ui';
import * as grids from './landing-grids.module.css';

/** #agents: the embedded demo, then each agent with its role, its usual time and what it hands over. */
export function AgentsSection() {
  return (
    <Container component="section" className={grids.belowTheFold} id="agents" aria-labelledby="agents-title" size="lg" py={{ base: 48, md: 80 }} style={{ scrollMarginTop: 72 }}>
      <Stack gap="xl">
        <SectionHeading id="agents-title" eyebrow="The agents" title="Meet your AI founding team">
          Each agent is a specialist. It takes the work of the one before, adds its own and hands over to the next.
        </SectionHeading>
        <AgentDemoCard />
        <div className={grids.threeUp}>
          {LANDING_AGENTS.map((agent) => (
            <Paper key={agent.id} withBorder radius="md" p="lg" data-testid={`agent-card-${agent.id}`}>
              <Stack gap="sm">
                <Group justify="space-between" wrap="nowrap">
                  <ThemeIcon size={44} radius="md" variant="light" color={agent.color}>
                    <Icon name={agent.icon} size={24} />
                  </ThemeIcon>
                  <Badge variant="default" tt="none" leftSection={<Icon name="clock" size={12} />} aria-label={`Estimated time ${agent.estimatedTime}`}>
                    {agent.estimatedTime}
                  </Badge>
                </Group>
                <Title order={3} size="h4">
                  {agent.name}
                </Title>
                <Text size="sm" c="dimmed">
                  {agent.role}
                </Text>
                <Text size="sm">
                  <Text span fw={600}>
                    Delivers:{' '}
                  </Text>
                  {LANDING_OUTPUTS.find((output) => output.agentId === agent.id)?.title}
                </Text>
              </Stack>
            </Paper>
          ))}
        </div>
      </Stack>
    </Container>
  );
}
