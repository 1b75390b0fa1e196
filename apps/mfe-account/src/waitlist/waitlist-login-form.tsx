import { Button, Checkbox, Group, Stack, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { ACCOUNT_LIMITS } from '@founder/contracts';
import { ForgotPasswordButton } from '../auth/forgot-password-button';
import { PasswordField } from '../auth/password-field';
import { signInRequest } from '../auth/sign-in';
import { useLogIn } from '../auth/use-session-start';
import { useRequiredField } from './use-required-field';

/**
 * Email and password, POST /api/auth/login, like /app's Sign In; 'Remember me' decides whether the
 * session outlives the browser.
 */
export function WaitlistLoginForm() {
  const email = useRequiredField();
  const password = useRequiredField();
  const [rememberMe, setRememberMe] = useState(false);
  const logIn = useLogIn();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const credentials = signInRequest(email.value, password.value, rememberMe);
    if (credentials && !logIn.isPending && !logIn.isSuccess) logIn.mutate(credentials);
  };

  return (
    <form onSubmit={submit}>
      <Stack gap="sm">
        <TextInput label="Email" name="login-email" type="email" autoComplete="username" maxLength={ACCOUNT_LIMITS.email} {...email.inputProps} />
        <PasswordField label="Password" name="login-password" autoComplete="current-password" maxLength={ACCOUNT_LIMITS.password} {...password.inputProps} />
        <Group justify="space-between">
          <Checkbox label="Remember me" checked={rememberMe} onChange={(event) => setRememberMe(event.currentTarget.checked)} />
          <ForgotPasswordButton label="Forgot password" />
        </Group>
        <Button type="submit" fullWidth loading={logIn.isPending} disabled={logIn.isSuccess}>
          Log in
        </Button>
      </Stack>
    </form>
  );
}
