import { Badge, Button, Group, Stack, Text, Title } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { apiRequest, serverMessage } from '@founder/api-client';
import { EMAIL_LINK_PATHS, pendingEmailNotice, type CurrentUser, type EmailSentAnswer } from '@founder/contracts';
import { showToast } from '@founder/ui';

/**
 * The Security tab's email verification: Verified or Not verified, and a button that emails the
 * link again (to a new address while one waits, else to the unverified current one).
 */
export function EmailVerificationSection({ user }: { user: CurrentUser }) {
  const resend = useMutation({
    mutationFn: () => apiRequest<EmailSentAnswer>('POST', EMAIL_LINK_PATHS.verifyEmailRequest),
    onSuccess: ({ message }) => showToast({ title: 'Check your email', description: message }),
    onError: (error) => showToast({ title: 'The email was not sent', description: serverMessage(error) ?? 'Please try again.', variant: 'destructive' }),
  });
  const waiting = user.pendingEmail !== null || (user.email !== null && !user.emailVerified);

  return (
    <Stack gap="xs">
      <Group gap="sm">
        <Title order={3}>Email verification</Title>
        {user.email ? (
          <Badge variant="light" color={user.emailVerified ? 'green' : 'yellow'}>
            {user.emailVerified ? 'Verified' : 'Not verified'}
          </Badge>
        ) : null}
      </Group>
      <Text>
        {!user.email
          ? 'Your account has no email address.'
          : user.emailVerified
            ? `Your email address ${user.email} is verified.`
            : `Your email address ${user.email} is not verified yet. Invitations and notifications to others need a verified address.`}
      </Text>
      {user.pendingEmail ? <Text>{pendingEmailNotice(user.pendingEmail)}</Text> : null}
      {waiting ? (
        <Group>
          <Button variant="default" size="xs" loading={resend.isPending} onClick={() => resend.mutate()}>
            Send Verification Email
          </Button>
        </Group>
      ) : null}
    </Stack>
  );
}
