import { Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';

/** '/': the hero of the landing page. */
export default function LandingPage() {
  return (
    <Container component="main" size="lg" py={80}>
      <Stack gap="lg" align="flex-start" maw={760}>
        <Title order={1} fz={{ base: 36, md: 52 }} lh={1.1}>
          From a raw idea to an investor-ready startup
        </Title>
        <Text size="xl" c="dimmed">
          Six AI agents work together on your idea: they define the problem, research the market, plan the strategy,
          model the finances, design the pitch deck and write the business plan.
        </Text>
        <Group>
          <Button component={Link} to="/agentic" size="lg">
            Experience the Agentic AI Demo
          </Button>
          <Button component={Link} to="/app" size="lg" variant="default">
            Launch App
          </Button>
        </Group>
      </Stack>
    </Container>
  );
}
