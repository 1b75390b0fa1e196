import { Button, Group, Modal, SimpleGrid, Stack, Text } from '@mantine/core';
import { STALE_EDIT_MESSAGE } from '@founder/contracts';
import { comparableText } from './stale-edit';

export interface StaleEdit {
  partId: string;
  mine: unknown;
  theirs: unknown;
  versionId: number | null;
}

/** A save over a newer version: both side by side, then theirs (drop the edit) or mine (save it over theirs). */
export function StaleEditDialog({ stale, saving, onUseTheirs, onKeepMine }: { stale: StaleEdit | null; saving: boolean; onUseTheirs: () => void; onKeepMine: () => void }) {
  return (
    <Modal opened={stale !== null} onClose={onUseTheirs} title={STALE_EDIT_MESSAGE} size="xl">
      {stale ? (
        <Stack>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <Stack gap={4} aria-label="Their version">
              <Text fw={600}>Theirs (saved)</Text>
              <Text style={{ whiteSpace: 'pre-wrap' }}>{comparableText(stale.theirs)}</Text>
            </Stack>
            <Stack gap={4} aria-label="Your version">
              <Text fw={600}>Yours</Text>
              <Text style={{ whiteSpace: 'pre-wrap' }}>{comparableText(stale.mine)}</Text>
            </Stack>
          </SimpleGrid>
          <Group justify="flex-end">
            <Button variant="default" onClick={onUseTheirs}>
              Use theirs
            </Button>
            <Button onClick={onKeepMine} loading={saving}>
              Keep mine
            </Button>
          </Group>
        </Stack>
      ) : null}
    </Modal>
  );
}
