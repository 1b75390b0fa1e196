import { Button, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import { SIGN_IN_PAGE_PATH } from '@founder/contracts';
import { Icon } from '@founder/ui';

/** Signed out, the dashboard asks the visitor to log in rather than showing anyone's data. */
export function SignInPrompt() {
  return (
    <Paper withBorder radius="lg" p="xl" maw={480} mx="auto" ta="center">
      <Stack align="center" gap="md">
        <ThemeIcon size={56} radius="xl" variant="light">
          <Icon name="lock" size={28} />
        </ThemeIcon>
        <Title order={1} fz="h2">
          Your dashboard
        </Title>
        <Text c="dimmed">Please log in to see your dashboard, your startup profile and your ideas.</Text>
        <Button component={Link} to={SIGN_IN_PAGE_PATH}>
          Go to Login
        </Button>
      </Stack>
    </Paper>
  );
}
