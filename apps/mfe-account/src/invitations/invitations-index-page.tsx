import { Button, Container, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import { SIGNED_IN_LANDING_PATH } from '@founder/contracts';

/** '/invitations' without a token: an invitation is opened from its email; say so and lead on. */
export default function InvitationsIndexPage() {
  return (
    <Container component="main" size={480} py="xl">
      <Paper withBorder p="xl">
        <Stack>
          <Title order={1}>Invitations</Title>
          <Text>To join a company, open the link in the invitation email you received. Each link works once, for 7 days.</Text>
          <Group>
            <Button component={Link} to={SIGNED_IN_LANDING_PATH}>
              Go to your dashboard
            </Button>
          </Group>
        </Stack>
      </Paper>
    </Container>
  );
}
