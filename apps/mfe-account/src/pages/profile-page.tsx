import { Button, Paper, Stack, Tabs, Text } from '@mantine/core';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { useCurrentUser } from '@founder/api-client';
import { SIGNED_OUT_LANDING_PATH } from '@founder/contracts';
import { PageShell } from '@founder/ui';
import { GeneralTab } from '../profile/general-tab';
import { NotificationsTab } from '../profile/notifications-tab';
import { PreferencesTab } from '../profile/preferences-tab';
import { ProfileHeader } from '../profile/profile-header';
import { SecurityTab } from '../profile/security-tab';
import { WalletTab } from '../profile/wallet-tab';
import { PROFILE_TABS, profileTabOf, profileTabPath, type ProfileTab } from '../profile/profile-tabs';

/** The page of '/profile' and its tabs' nested routes: the signed-in user's account and settings. */
export default function ProfilePage() {
  const { user, isLoading } = useCurrentUser();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  return (
    <PageShell title="Profile & Settings" description="Your account: general information, security, wallet and preferences.">
      {isLoading ? (
        <Text>Loading profile...</Text>
      ) : !user ? (
        <Stack gap="sm" align="flex-start">
          <Text>Please log in to view your profile.</Text>
          <Button component={Link} to={SIGNED_OUT_LANDING_PATH}>
            Sign In
          </Button>
        </Stack>
      ) : (
        <Stack gap="lg">
          <ProfileHeader user={user} />
          <Paper withBorder p="lg">
            <Tabs
              value={profileTabOf(pathname)}
              onChange={(tab) => tab && navigate(profileTabPath(tab as ProfileTab))}
              keepMounted={false}
            >
              <Tabs.List>
                {PROFILE_TABS.map((tab) => (
                  <Tabs.Tab key={tab.value} value={tab.value}>
                    {tab.label}
                  </Tabs.Tab>
                ))}
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
              <Tabs.Panel value="notifications" pt="lg">
                <NotificationsTab />
              </Tabs.Panel>
            </Tabs>
          </Paper>
        </Stack>
      )}
    </PageShell>
  );
}
