import { Anchor, Button, Checkbox, Group, PasswordInput, Stack, TextInput } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { apiRequest, CURRENT_USER_QUERY_KEY } from '@founder/api-client';
import type { CurrentUser } from '@founder/contracts';
import { showToast } from '@founder/ui';
import {
  AUTH_REDIRECT_DELAY_MS,
  AUTH_REDIRECT_PATH,
  authFailureToast,
  PASSWORD_RESET_TOAST,
  signInRequest,
  WELCOME_BACK_TOAST,
  type SignInRequest,
} from '../auth/sign-in';

/** Email and password, POST /api/auth/login; a success stores the user and goes to the dashboard. */
export function WaitlistLoginForm() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [rememberMe, setRememberMe] = useState(false);
  const logIn = useMutation({
    mutationFn: (credentials: SignInRequest) => apiRequest<CurrentUser>('POST', '/api/auth/login', credentials),
    onSuccess: (user) => {
      queryClient.setQueryData(CURRENT_USER_QUERY_KEY, user);
      showToast(WELCOME_BACK_TOAST);
      setTimeout(() => navigate(AUTH_REDIRECT_PATH), AUTH_REDIRECT_DELAY_MS);
    },
    onError: (error) => showToast(authFailureToast(error)),
  });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const credentials = signInRequest(email, password);
    if (credentials && !logIn.isPending) logIn.mutate(credentials);
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
          value={email}
          onChange={(event) => setEmail(event.currentTarget.value)}
        />
        <PasswordInput
          label="Password"
          name="login-password"
          autoComplete="current-password"
          required
          withAsterisk={false}
          value={password}
          onChange={(event) => setPassword(event.currentTarget.value)}
        />
        <Group justify="space-between">
          <Checkbox label="Remember me" checked={rememberMe} onChange={(event) => setRememberMe(event.currentTarget.checked)} />
          <Anchor component="button" type="button" size="sm" onClick={() => showToast(PASSWORD_RESET_TOAST)}>
            Forgot password
          </Anchor>
        </Group>
        <Button type="submit" fullWidth loading={logIn.isPending}>
          Log in
        </Button>
      </Stack>
    </form>
  );
}
