import { Button, Container, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { apiRequest, CURRENT_USER_QUERY_KEY, serverMessage, useCurrentUser } from '@founder/api-client';
import {
  EMAIL_LINK_PATHS,
  SIGN_IN_PAGE_PATH,
  SIGNED_IN_LANDING_PATH,
  type EmailConfirmedAnswer,
  type EmailVerificationConfirmation,
} from '@founder/contracts';
import { profileTabPath } from '../profile/profile-tabs';

/**
 * /app/verify-email?token=...: the emailed link. Opening it confirms the address at once (the link
 * works once) and says so, with a way on: the dashboard when signed in, else sign in.
 */
export default function VerifyEmailPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const queryClient = useQueryClient();
  const { user } = useCurrentUser();
  const confirm = useMutation({
    mutationFn: (request: EmailVerificationConfirmation) => apiRequest<EmailConfirmedAnswer>('POST', EMAIL_LINK_PATHS.verifyEmailConfirm, request),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CURRENT_USER_QUERY_KEY }),
  });
  // Once per page: a second call (React's development double effects) would find the link used.
  const sent = useRef(false);
  useEffect(() => {
    if (sent.current) return;
    sent.current = true;
    confirm.mutate({ token });
  }, [confirm, token]);

  return (
    <Container size={420} py="xl">
      <Paper withBorder p="lg" radius="md">
        <Stack gap="sm" align="flex-start">
          <Title order={1} size="h3">
            {confirm.isSuccess ? 'Email address confirmed' : confirm.isError ? 'This link did not work' : 'Confirming your email address...'}
          </Title>
          {confirm.isPending || confirm.isIdle ? <Loader size="sm" aria-label="Confirming" /> : null}
          {confirm.isSuccess ? <Text>{confirm.data.message}</Text> : null}
          {confirm.isError ? (
            <Text>
              {serverMessage(confirm.error) ?? 'Please try again.'} {user ? 'You can send a new link from your profile.' : 'Sign in to send a new link from your profile.'}
            </Text>
          ) : null}
          {confirm.isPending || confirm.isIdle ? null : user ? (
            <Button component={Link} to={confirm.isSuccess ? SIGNED_IN_LANDING_PATH : profileTabPath('security')}>
              {confirm.isSuccess ? 'Go to your dashboard' : 'Go to your profile'}
            </Button>
          ) : (
            <Button component={Link} to={`${SIGN_IN_PAGE_PATH}?mode=signin`}>
              Sign in
            </Button>
          )}
        </Stack>
      </Paper>
    </Container>
  );
}
