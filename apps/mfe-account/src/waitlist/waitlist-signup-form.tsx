import { Button, Stack, TextInput } from '@mantine/core';
import type { FormEvent } from 'react';
import { WAITLIST_LIMITS } from '@founder/contracts';
import { useJoinWaitlist } from './use-join-waitlist';
import { useRequiredField } from './use-required-field';
import { waitlistSignup } from './waitlist-signup';

/** Name and email, POST /api/waitlist; a success clears both fields. */
export function WaitlistSignupForm() {
  const name = useRequiredField();
  const email = useRequiredField();
  const join = useJoinWaitlist(() => {
    name.clear();
    email.clear();
  });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const signup = waitlistSignup(name.value, email.value);
    if (signup && !join.isPending) join.mutate(signup);
  };

  return (
    <form onSubmit={submit}>
      <Stack gap="sm">
        <TextInput label="Name" name="name" autoComplete="name" maxLength={WAITLIST_LIMITS.name} {...name.inputProps} />
        <TextInput label="Email" name="email" type="email" autoComplete="email" maxLength={WAITLIST_LIMITS.email} {...email.inputProps} />
        <Button type="submit" fullWidth loading={join.isPending}>
          Join the waitlist
        </Button>
      </Stack>
    </form>
  );
}
