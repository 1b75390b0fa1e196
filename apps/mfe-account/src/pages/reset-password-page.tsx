import { Button, Container, Paper, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import { apiRequest, serverMessage, storeSignedInUser } from '@founder/api-client';
import { ACCOUNT_LIMITS, EMAIL_LINK_PATHS, confirmPasswordError, passwordError, type CurrentUser, type PasswordResetConfirmation } from '@founder/contracts';
import { showToast } from '@founder/ui';
import { PasswordField } from '../auth/password-field';
import { useRedirectAfterAuth } from '../auth/use-redirect-after-auth';

/** /app/reset-password?token=...: the emailed link. A new password (the sign-up rules) signs the founder in. */
export default function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [errors, setErrors] = useState<{ password: string | null; confirmation: string | null }>({ password: null, confirmation: null });
  const queryClient = useQueryClient();
  const { redirect } = useRedirectAfterAuth();
  const reset = useMutation({
    mutationFn: (request: PasswordResetConfirmation) => apiRequest<CurrentUser>('POST', EMAIL_LINK_PATHS.passwordResetConfirm, request),
    onSuccess: (user) => {
      storeSignedInUser(queryClient, user);
      showToast({ title: 'Your password has been reset', description: 'Redirecting to your dashboard...' });
      redirect();
    },
    onError: (error) => showToast({ title: 'Password reset failed', description: serverMessage(error) || 'Please try again.', variant: 'destructive' }),
  });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = { password: passwordError(password), confirmation: confirmPasswordError(password, confirmation) };
    setErrors(found);
    if (!found.password && !found.confirmation && !reset.isPending && !reset.isSuccess) reset.mutate({ token, newPassword: password });
  };

  return (
    <Container size={420} py="xl">
      <Paper withBorder p="lg" radius="md">
        <form onSubmit={submit} noValidate>
          <Stack gap="sm">
            <Title order={1} size="h3">
              Choose a new password
            </Title>
            <Text size="sm" c="dimmed">
              At least 8 characters, with a lowercase letter, an uppercase letter and a number. You will be signed out everywhere else.
            </Text>
            <PasswordField label="New Password" autoComplete="new-password" maxLength={ACCOUNT_LIMITS.password} value={password} error={errors.password} onChange={(event) => setPassword(event.currentTarget.value)} />
            <PasswordField label="Confirm Password" autoComplete="new-password" maxLength={ACCOUNT_LIMITS.password} value={confirmation} error={errors.confirmation} onChange={(event) => setConfirmation(event.currentTarget.value)} />
            <Button type="submit" loading={reset.isPending} disabled={reset.isSuccess}>
              Reset password
            </Button>
          </Stack>
        </form>
      </Paper>
    </Container>
  );
}
