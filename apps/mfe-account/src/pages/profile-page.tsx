import { Text } from '@mantine/core';
import { useCurrentUser } from '@founder/api-client';
import { PageShell } from '@founder/ui';

/** The page of '/profile': the signed-in user's account. */
export default function ProfilePage() {
  const { user, isLoading } = useCurrentUser();
  return (
    <PageShell title="Profile" description="Your account: general information, security, wallet and preferences.">
      {isLoading ? (
        <Text>Loading profile...</Text>
      ) : user ? (
        <Text>{user.name || 'Unnamed User'}</Text>
      ) : (
        <Text>Please log in to view your profile.</Text>
      )}
    </PageShell>
  );
}
