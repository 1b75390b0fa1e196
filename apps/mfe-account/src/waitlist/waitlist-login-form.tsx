import { Anchor, Button, Checkbox, Group, Stack, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { ACCOUNT_LIMITS } from '@founder/contracts';
import { showToast } from '@founder/ui';
import { PASSWORD_RESET_TOAST } from '../auth/auth-toasts';
import { PasswordField } from '../auth/password-field';
import { signInRequest } from '../auth/sign-in';
import { useLogIn } from '../auth/use-log-in';

/**
 * Email and password, POST /api/auth/login, like /app's Sign In; 'Remember me' decides whether the
 * session outlives the browser.
 */
export function WaitlistLoginForm() {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [rememberMe, setRememberMe] = useState(false);
  const logIn = useLogIn();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const credentials = signInRequest(email, password, rememberMe);
    if (credentials && !logIn.isPending && !logIn.isSuccess) logIn.mutate(credentials);
  };

  return (
    <form onSubmit={submit}>
      <Stack gap="sm">
        <TextInput
          label="Email"
          name="login-email"
          type="email"
          autoComplete="username"
          required
          withAsterisk={false}
          maxLength={ACCOUNT_LIMITS.email}
          value={email}
          onChange={(event) => setEmail(event.currentTarget.value)}
        />
        <PasswordField
          label="Password"
          name="login-password"
          autoComplete="current-password"
          required
          withAsterisk={false}
          maxLength={ACCOUNT_LIMITS.password}
          value={password}
          onChange={(event) => setPassword(event.currentTarget.value)}
        />
        <Group justify="space-between">
          <Checkbox label="Remember me" checked={rememberMe} onChange={(event) => setRememberMe(event.currentTarget.checked)} />
          <Anchor component="button" type="button" size="sm" onClick={() => showToast(PASSWORD_RESET_TOAST)}>
            Forgot password
          </Anchor>
        </Group>
        <Button type="submit" fullWidth loading={logIn.isPending} disabled={logIn.isSuccess}>
          Log in
        </Button>
      </Stack>
    </form>
  );
}
