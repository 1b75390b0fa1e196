import { Alert, Container, Paper, Stack, Text, Title } from '@mantine/core';
import { useSearchParams } from 'react-router-dom';
import { googleSignInErrorMessage } from '@founder/contracts';
import { AuthForm } from '../auth/auth-form';

/**
 * The page of '/app': sign up and sign in. `?mode=signin` opens the Sign In tab; `?error=<code>`
 * is where a Google sign-in that did not succeed ends, with its message.
 */
export default function AuthPage() {
  const [searchParams] = useSearchParams();
  const initialMode = searchParams.get('mode') === 'signin' ? 'signin' : 'signup';
  const googleError = googleSignInErrorMessage(searchParams.get('error'));
  return (
    <Container component="main" size={480} py="xl">
      <Stack gap="lg">
        <Stack gap={4} ta="center">
          <Title order={1}>Welcome to Founder Platform</Title>
          <Text c="dimmed">Create your account or sign in to turn your idea into a startup.</Text>
        </Stack>
        {googleError ? (
          <Alert color="red" variant="light" title="Authentication failed" role="alert">
            {googleError}
          </Alert>
        ) : null}
        <Paper withBorder shadow="sm" p="xl">
          <AuthForm initialMode={initialMode} />
        </Paper>
      </Stack>
    </Container>
  );
}
