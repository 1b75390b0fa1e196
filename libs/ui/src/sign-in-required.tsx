import { Button, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import { SIGN_IN_PAGE_PATH } from '@founder/contracts';
import { Icon } from './icon';

/** What a signed-in-only page shows a visitor: why, and 'Go to Login' to the sign-in page. */
export function SignInRequired({ title, text }: { title: string; text: string }) {
  return (
    <Paper withBorder radius="lg" p="xl" maw={480} mx="auto" ta="center">
      <Stack align="center" gap="md">
        <ThemeIcon size={56} radius="xl" variant="light">
          <Icon name="lock" size={28} />
        </ThemeIcon>
        <Title order={1} fz="h2">
          {title}
        </Title>
        <Text c="dimmed">{text}</Text>
        <Button component={Link} to={SIGN_IN_PAGE_PATH}>
          Go to Login
        </Button>
      </Stack>
    </Paper>
  );
}
