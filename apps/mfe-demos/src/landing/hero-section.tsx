import { Badge, Box, Button, Container, Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { LANDING_OUTPUTS } from '@founder/demo-engine';
import { Link } from 'react-router-dom';
import { Icon } from '@founder/ui';
import * as classes from './hero-section.module.css';

/** Long labels wrap on a phone instead of being cut off. */
const WRAPPING_BUTTON = {
  root: { height: 'auto', minHeight: 50, paddingBlock: 8, display: 'inline-flex', alignItems: 'center' },
  label: { whiteSpace: 'normal' },
} as const;

/** The first screen: what the product does, the two ways in, and what a founder gets. */
export function HeroSection() {
  return (
    <Box
      component="section"
      id="top"
      aria-labelledby="hero-title"
      style={{ background: 'linear-gradient(180deg, var(--mantine-color-indigo-0) 0%, var(--mantine-color-white) 100%)' }}
    >
      <Container size="lg" py={{ base: 40, md: 88 }}>
        <div className={classes.columns}>
          <div className={classes.pitch}>
            <Stack gap="lg" data-testid="hero">
              <Badge variant="light" size="lg" tt="none" w="fit-content">
                Six AI agents, one startup package
              </Badge>
              <Title id="hero-title" order={1} fz={{ base: 34, sm: 44, md: 52 }} lh={1.1}>
                From a raw idea to an investor-ready startup
              </Title>
              <Text size="xl" c="dark.4">
                Six AI agents work together on your idea: they define the problem, research the market, plan the
                strategy, model the finances, design the pitch deck and write the business plan.
              </Text>
              <Group gap="sm">
                <Button component={Link} to="/agentic" size="lg" rightSection={<Icon name="arrowRight" size={18} />} styles={WRAPPING_BUTTON}>
                  Experience the Agentic AI Demo
                </Button>
                <Button component={Link} to="/app" size="lg" variant="default">
                  Launch App
                </Button>
              </Group>
            </Stack>
          </div>
          <div className={classes.outputs}>
            <Paper withBorder shadow="md" radius="lg" p="lg" aria-label="What you get">
              <Text fw={700} mb="md">
                What you get
              </Text>
              <Stack gap="sm" component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
                {LANDING_OUTPUTS.map((output) => (
                  <Group key={output.id} component="li" gap="sm" wrap="nowrap" align="flex-start">
                    <ThemeIcon size={24} radius="xl" color="green" variant="light">
                      <Icon name="check" size={14} />
                    </ThemeIcon>
                    <div>
                      <Text fw={600} size="sm">
                        {output.title}
                      </Text>
                      <Text size="sm" c="dimmed">
                        {output.preview}
                      </Text>
                    </div>
                  </Group>
                ))}
              </Stack>
            </Paper>
          </div>
        </div>
      </Container>
    </Box>
  );
}
