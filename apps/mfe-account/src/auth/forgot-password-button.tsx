import { Anchor, Button, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { apiRequest, serverMessage } from '@founder/api-client';
import { ACCOUNT_LIMITS, EMAIL_LINK_PATHS, emailError, type EmailSentAnswer, type PasswordResetRequest } from '@founder/contracts';
import { showToast } from '@founder/ui';

/** 'Forgot your password?': a form that asks for the address and has a reset link emailed to it. */
export function ForgotPasswordButton({ label }: { label: string }) {
  const [opened, setOpened] = useState(false);
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const send = useMutation({
    mutationFn: (request: PasswordResetRequest) => apiRequest<EmailSentAnswer>('POST', EMAIL_LINK_PATHS.passwordResetRequest, request),
    onSuccess: (answer) => {
      showToast({ title: 'Check your email', description: answer.message });
      setOpened(false);
    },
    onError: (failure) => showToast({ title: 'Could not send the link', description: serverMessage(failure) || 'Please try again.', variant: 'destructive' }),
  });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const problem = emailError(email);
    setError(problem);
    if (!problem && !send.isPending) send.mutate({ email: email.trim() });
  };

  return (
    <>
      <Anchor component="button" type="button" size="sm" ta="right" onClick={() => setOpened(true)}>
        {label}
      </Anchor>
      <Modal opened={opened} onClose={() => setOpened(false)} title="Reset your password">
        <form onSubmit={submit} noValidate>
          <Stack gap="sm">
            <Text size="sm">Enter the email of your account: we will send you a link to choose a new password.</Text>
            <TextInput label="Email" type="email" autoComplete="email" maxLength={ACCOUNT_LIMITS.email} value={email} error={error} onChange={(event) => setEmail(event.currentTarget.value)} data-autofocus />
            <Button type="submit" loading={send.isPending}>
              Send reset link
            </Button>
          </Stack>
        </form>
      </Modal>
    </>
  );
}
