import { Container, Divider, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { GoogleSignInButton } from '../auth/google-sign-in-button';
import { WaitlistLoginForm } from './waitlist-login-form';
import { WaitlistSignupForm } from './waitlist-signup-form';

/** The page of '/waitlist': create an account (or join the waitlist) on the left, log in on the right. */
export default function WaitlistPage() {
  return (
    <Container component="main" size="lg" py="xl">
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xl">
        <Paper withBorder shadow="sm" p="xl">
          <Stack gap="md">
            <div>
              <Title order={1}>Create your account</Title>
              <Text c="dimmed" mt={4}>
                Start your 30 days free trial.
              </Text>
            </div>
            <GoogleSignInButton label="Sign up with Google" />
            <Divider label="or" labelPosition="center" />
            <WaitlistSignupForm />
          </Stack>
        </Paper>
        <Paper withBorder shadow="sm" p="xl">
          <Stack gap="md">
            <Title order={2}>Log in</Title>
            <GoogleSignInButton label="Log in with Google" />
            <Divider label="or" labelPosition="center" />
            <WaitlistLoginForm />
          </Stack>
        </Paper>
      </SimpleGrid>
    </Container>
  );
}
