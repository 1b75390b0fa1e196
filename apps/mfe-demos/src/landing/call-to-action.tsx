import { Box, Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import { Icon } from '@founder/ui';
import * as grids from './landing-grids.module.css';

export function CallToAction() {
  return (
    <Box component="section" className={grids.belowTheFold} aria-labelledby="cta-title" style={{ background: 'linear-gradient(135deg, var(--mantine-color-indigo-8) 0%, var(--mantine-color-violet-8) 100%)' }}>
      <Container size="md" py={{ base: 56, md: 80 }}>
        <Stack align="center" gap="lg" ta="center">
          <Title id="cta-title" order={2} c="white" fz={{ base: 28, md: 36 }}>
            Ready to turn your idea into a startup?
          </Title>
          <Text size="lg" c="indigo.1" maw={560}>
            Watch the agents work on a sample idea, or start with your own in a few minutes.
          </Text>
          <Group justify="center" gap="sm">
            <Button component={Link} to="/agentic" size="lg" variant="white" rightSection={<Icon name="arrowRight" size={18} />}>
              Try Agentic AI Platform
            </Button>
            <Button component={Link} to="/app" size="lg" variant="outline" color="white">
              Launch App
            </Button>
          </Group>
        </Stack>
      </Container>
    </Box>
  );
}
