import { Button, FileButton } from '@mantine/core';
import { DATA_ROOM_ACCEPT, DATA_ROOM_FILE_TOO_LARGE, DATA_ROOM_MAX_FILE_BYTES } from '@founder/contracts';
import { showToast } from '@founder/ui';

/** Picks one file for the room; a file over the limit is refused here, before it is sent. */
export function RoomFileButton({ label, onFile, loading, ariaLabel }: { label: string; onFile: (file: File) => void; loading?: boolean; ariaLabel?: string }) {
  const picked = (file: File | null) => {
    if (!file) return;
    if (file.size > DATA_ROOM_MAX_FILE_BYTES) showToast({ title: 'File too large', description: DATA_ROOM_FILE_TOO_LARGE, variant: 'destructive' });
    else onFile(file);
  };
  return (
    <FileButton onChange={picked} accept={DATA_ROOM_ACCEPT}>
      {(props) => (
        <Button {...props} size="xs" variant="light" loading={loading} aria-label={ariaLabel}>
          {label}
        </Button>
      )}
    </FileButton>
  );
}
