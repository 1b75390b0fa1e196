import { Group, Stack, Text } from '@mantine/core';
import type { CurrentUser } from '@founder/contracts';
import { ComingSoonButton } from './coming-soon-button';
import { networkLabel, shortWalletAddress, walletName } from './profile-display';

/** The connected wallet: its kind, its address (first 6 and last 4 characters) and its network. */
export function WalletTab({ user }: { user: CurrentUser }) {
  if (!user.walletAddress) {
    return (
      <Stack gap="xs">
        <Text>No wallet connected.</Text>
        <ComingSoonButton>Connect Wallet</ComingSoonButton>
      </Stack>
    );
  }
  return (
    <Stack gap="xs">
      <Group gap="xs">
        <Text fw={500}>{walletName(user.walletType)}</Text>
        <Text ff="monospace" title={user.walletAddress}>
          {shortWalletAddress(user.walletAddress)}
        </Text>
      </Group>
      {user.chainId !== null ? <Text c="dimmed">Network: {networkLabel(user.chainId)}</Text> : null}
    </Stack>
  );
}
