import { Box, Container, Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { HOW_AGENTS_WORK, LANDING_AGENTS } from '@founder/demo-engine';
import { SectionHeading } from './section-heading';
import { Icon } from '@founder/ui';
import * as grids from './landing-grids.module.css';

/** #how-it-works: the six steps, one per agent, in the order they run. */
export function HowItWorksSection() {
  return (
    <Box component="section" className={grids.belowTheFold} id="how-it-works" aria-labelledby="how-it-works-title" bg="gray.0" style={{ scrollMarginTop: 72 }}>
      <Container size="lg" py={{ base: 48, md: 80 }}>
        <Stack gap="xl">
          <SectionHeading id="how-it-works-title" eyebrow="How it works" title="How Our AI Agents Work Together">
            Six steps, one after another. Every agent builds on the work handed over by the one before.
          </SectionHeading>
          <Box component="ol" className={grids.threeUp} m={0} p={0} style={{ listStyle: 'none' }}>
            {HOW_AGENTS_WORK.map((step, index) => {
              const agent = LANDING_AGENTS.find((candidate) => candidate.id === step.agentId);
              return (
                <Paper component="li" key={step.title} withBorder radius="md" p="lg">
                  <Stack gap="sm">
                    <Group gap="sm" wrap="nowrap">
                      <ThemeIcon size={36} radius="xl" color="indigo" aria-hidden="true">
                        <Text fw={700} c="white" size="sm">
                          {index + 1}
                        </Text>
                      </ThemeIcon>
                      <Title order={3} size="h4">
                        {step.title}
                      </Title>
                    </Group>
                    <Text size="sm">{step.description}</Text>
                    {agent ? (
                      <Group gap={6} c="dimmed">
                        <Icon name={agent.icon} size={14} />
                        <Text size="xs" c="inherit">
                          {agent.name}
                        </Text>
                      </Group>
                    ) : null}
                  </Stack>
                </Paper>
              );
            })}
          </Box>
        </Stack>
      </Container>
    </Box>
  );
}
