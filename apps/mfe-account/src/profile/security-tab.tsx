import { Divider, Stack, Text, Title } from '@mantine/core';
import type { CurrentUser } from '@founder/contracts';
import { ChangePasswordForm } from './change-password-form';
import { ComingSoonButton } from './coming-soon-button';
import { EmailVerificationSection } from './email-verification-section';
import { LeaveAccountSection } from './leave-account-section';

/** Email verification, password (only for an account with an email) and two-factor authentication. */
export function SecurityTab({ user }: { user: CurrentUser }) {
  return (
    <Stack gap="lg">
      <EmailVerificationSection user={user} />
      {user.email ? (
        <>
          <Divider />
          <Stack gap="xs">
            <Title order={3}>Change password</Title>
            <ChangePasswordForm />
          </Stack>
        </>
      ) : null}
      <Divider />
      <Stack gap="xs">
        <Title order={3}>Two-factor authentication</Title>
        <Text>Add a second step to signing in.</Text>
        <ComingSoonButton>Setup 2FA</ComingSoonButton>
      </Stack>
      <Divider />
      <LeaveAccountSection />
    </Stack>
  );
}
