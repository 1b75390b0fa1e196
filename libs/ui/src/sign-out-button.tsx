import { Button, type ButtonProps } from '@mantine/core';
import { useNavigate } from 'react-router-dom';
import { useSignOut } from '@founder/api-client';
import { SIGNED_OUT_LANDING_PATH } from '@founder/contracts';

/** Sign out (the app header and the profile page): the user and the stored idea are forgotten, then the sign-in form. */
export function SignOutButton({ size, fullWidth }: Pick<ButtonProps, 'size' | 'fullWidth'>) {
  const navigate = useNavigate();
  const signOut = useSignOut();
  return (
    <Button
      variant="light"
      color="red"
      size={size}
      fullWidth={fullWidth}
      disabled={signOut.isPending}
      onClick={() => signOut.mutate(undefined, { onSettled: () => navigate(SIGNED_OUT_LANDING_PATH) })}
    >
      {signOut.isPending ? 'Signing out...' : 'Sign out'}
    </Button>
  );
}
