import { Button } from '@mantine/core';
import { AUTH_PATHS } from '@founder/contracts';

/**
 * Google sign-in and sign-up start with a browser navigation to /api/auth/google (spec section 7);
 * the service answers with Google's page, or with /app?error=... when it cannot.
 */
export function GoogleSignInButton({ label }: { label: string }) {
  return (
    <Button component="a" href={AUTH_PATHS.google} variant="default" fullWidth>
      {label}
    </Button>
  );
}
