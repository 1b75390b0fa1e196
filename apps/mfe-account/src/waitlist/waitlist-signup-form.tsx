import { Button, Stack, TextInput } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { apiRequest } from '@founder/api-client';
import { WAITLIST_LIMITS } from '@founder/contracts';
import { showToast } from '@founder/ui';
import { WAITLIST_WELCOME_TOAST, waitlistFailureToast, waitlistSignup, type WaitlistSignup } from './waitlist-signup';

/** Name and email, POST /api/waitlist; a success clears both fields. */
export function WaitlistSignupForm() {
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const join = useMutation({
    mutationFn: (signup: WaitlistSignup) => apiRequest('POST', '/api/waitlist', signup),
    onSuccess: () => {
      setName('');
      setEmail('');
      showToast(WAITLIST_WELCOME_TOAST);
    },
    onError: (error) => showToast(waitlistFailureToast(error)),
  });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const signup = waitlistSignup(name, email);
    if (signup && !join.isPending) join.mutate(signup);
  };

  return (
    <form onSubmit={submit}>
      <Stack gap="sm">
        <TextInput
          label="Name"
          name="name"
          autoComplete="name"
          required
          withAsterisk={false}
          maxLength={WAITLIST_LIMITS.name}
          value={name}
          onChange={(event) => setName(event.currentTarget.value)}
        />
        <TextInput
          label="Email"
          name="email"
          type="email"
          autoComplete="email"
          required
          withAsterisk={false}
          maxLength={WAITLIST_LIMITS.email}
          value={email}
          onChange={(event) => setEmail(event.currentTarget.value)}
        />
        <Button type="submit" fullWidth loading={join.isPending}>
          Join the waitlist
        </Button>
      </Stack>
    </form>
  );
}
