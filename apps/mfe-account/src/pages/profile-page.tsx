import { Button, Paper, Stack, Tabs, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import { useCurrentUser } from '@founder/api-client';
import { SIGN_IN_PAGE_PATH } from '@founder/contracts';
import { PageShell } from '@founder/ui';
import { GeneralTab } from '../profile/general-tab';
import { PreferencesTab } from '../profile/preferences-tab';
import { ProfileHeader } from '../profile/profile-header';
import { SecurityTab } from '../profile/security-tab';
import { WalletTab } from '../profile/wallet-tab';

/** The page of '/profile': the signed-in user's account and settings. */
export default function ProfilePage() {
  const { user, isLoading } = useCurrentUser();
  return (
    <PageShell title="Profile & Settings" description="Your account: general information, security, wallet and preferences.">
      {isLoading ? (
        <Text>Loading profile...</Text>
      ) : !user ? (
        <Stack gap="sm" align="flex-start">
          <Text>Please log in to view your profile.</Text>
          <Button component={Link} to={`${SIGN_IN_PAGE_PATH}?mode=signin`}>
            Sign In
          </Button>
        </Stack>
      ) : (
        <Stack gap="lg">
          <ProfileHeader user={user} />
          <Paper withBorder p="lg">
            <Tabs defaultValue="general" keepMounted={false}>
              <Tabs.List>
                <Tabs.Tab value="general">General</Tabs.Tab>
                <Tabs.Tab value="security">Security</Tabs.Tab>
                <Tabs.Tab value="wallet">Wallet</Tabs.Tab>
                <Tabs.Tab value="preferences">Preferences</Tabs.Tab>
              </Tabs.List>
              <Tabs.Panel value="general" pt="lg">
                <GeneralTab user={user} />
              </Tabs.Panel>
              <Tabs.Panel value="security" pt="lg">
                <SecurityTab user={user} />
              </Tabs.Panel>
              <Tabs.Panel value="wallet" pt="lg">
                <WalletTab user={user} />
              </Tabs.Panel>
              <Tabs.Panel value="preferences" pt="lg">
                <PreferencesTab />
              </Tabs.Panel>
            </Tabs>
          </Paper>
        </Stack>
      )}
    </PageShell>
  );
}
