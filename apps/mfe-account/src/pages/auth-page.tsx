import { PageShell } from '@founder/ui';

/** The page of '/app': sign up and sign in. */
export default function AuthPage() {
  return (
    <PageShell
      title="Sign Up"
      description="Create your account with your email and a password or with Google, or sign in to the account you already have."
    />
  );
}
