import { Anchor, Button, Divider, Stack, Tabs, Text, TextInput } from '@mantine/core';
import { useReducer, type FormEvent } from 'react';
import { ACCOUNT_LIMITS } from '@founder/contracts';
import { showToast } from '@founder/ui';
import {
  authFormReducer,
  hasErrors,
  initialAuthFormState,
  isStrongPassword,
  isValid,
  logInRequestOf,
  signUpRequestOf,
  type AuthField,
  type AuthMode,
} from './auth-form-state';
import { VALIDATION_ERROR_TOAST } from './auth-toasts';
import { ForgotPasswordButton } from './forgot-password-button';
import { GoogleSignInButton } from './google-sign-in-button';
import { PasswordField } from './password-field';
import { useLogIn, useSignUp } from './use-session-start';

/** The /app form: 'Sign Up' and 'Sign In' tabs, Google, and the email form (spec sections 2, 4, 5). */
export function AuthForm({ initialMode }: { initialMode: AuthMode }) {
  const [state, dispatch] = useReducer(authFormReducer, initialMode, initialAuthFormState);
  const signUp = useSignUp();
  const logIn = useLogIn();
  const signingUp = state.mode === 'signup';
  const pending = signUp.isPending || logIn.isPending;
  // After a success the page leaves for the dashboard in a second; a second submit would only repeat it.
  const done = signUp.isSuccess || logIn.isSuccess;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending || done) return;
    dispatch({ type: 'submit' });
    if (!isValid(state)) {
      showToast(VALIDATION_ERROR_TOAST);
      return;
    }
    if (signingUp) signUp.mutate(signUpRequestOf(state));
    else logIn.mutate(logInRequestOf(state));
  };

  const field = (name: AuthField) => ({
    name,
    value: state.values[name],
    error: state.errors[name],
    onChange: (event: { currentTarget: { value: string } }) => dispatch({ type: 'change', field: name, value: event.currentTarget.value }),
    onBlur: () => dispatch({ type: 'blur', field: name }),
  });

  const content = (
    <Stack gap="lg" pt="lg">
      <GoogleSignInButton label="Continue with Google" />
      <Divider label="or continue with email" labelPosition="center" />

      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          {signingUp ? <TextInput label="Name" autoComplete="name" maxLength={ACCOUNT_LIMITS.name} {...field('name')} /> : null}
          <TextInput label="Email" type="email" autoComplete="email" maxLength={ACCOUNT_LIMITS.email} {...field('email')} />
          <PasswordField
            label="Password"
            autoComplete={signingUp ? 'new-password' : 'current-password'}
            maxLength={ACCOUNT_LIMITS.password}
            success={isStrongPassword(state) && !state.errors.password ? 'Strong password!' : undefined}
            {...field('password')}
          />
          {signingUp ? (
            <PasswordField label="Confirm Password" autoComplete="new-password" maxLength={ACCOUNT_LIMITS.password} {...field('confirmPassword')} />
          ) : (
            <ForgotPasswordButton label="Forgot your password?" />
          )}
          <Button type="submit" fullWidth mt="xs" disabled={hasErrors(state) || pending || done}>
            {signingUp ? (signUp.isPending ? 'Creating account...' : 'Create Account') : logIn.isPending ? 'Signing in...' : 'Sign In'}
          </Button>
        </Stack>
      </form>

      <Text size="xs" c="dimmed" ta="center">
        By continuing, you agree to our{' '}
        {/* A new tab: the form keeps what was typed. */}
        <Anchor href="/terms" target="_blank" size="xs" underline="always">
          Terms of Service
        </Anchor>{' '}
        and{' '}
        <Anchor href="/privacy" target="_blank" size="xs" underline="always">
          Privacy Policy
        </Anchor>
        .
      </Text>
    </Stack>
  );

  return (
    <Tabs value={state.mode} onChange={(mode) => mode && dispatch({ type: 'switchMode', mode: mode as AuthMode })} keepMounted={false}>
      <Tabs.List grow>
        <Tabs.Tab value="signup">Sign Up</Tabs.Tab>
        <Tabs.Tab value="signin">Sign In</Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="signup">{content}</Tabs.Panel>
      <Tabs.Panel value="signin">{content}</Tabs.Panel>
    </Tabs>
  );
}
