import { Button, Group, Rating } from '@mantine/core';
import { showToast } from './toast';

export const DEPLOY_PROBE_TOAST = 'Deploy probe toast';

/**
 * Built only into a remote made with DEPLOY_PROBE=1 (e2e/remote-deploys-alone.e2e.ts): a Mantine
 * component that no frontend uses, and a toast, to prove such a remote deploys without the shell.
 */
export function DeployProbe() {
  return (
    <Group data-deploy-probe gap="sm" p="sm">
      <Rating defaultValue={3} aria-label="Deploy probe rating" />
      <Button variant="light" size="xs" onClick={() => showToast({ title: DEPLOY_PROBE_TOAST })}>
        Show probe toast
      </Button>
    </Group>
  );
}
