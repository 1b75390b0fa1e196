import { Button } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { downloadFile } from '@founder/api-client';
import { Icon, showToast } from '@founder/ui';
import { downloadFailureToast } from './tool-toasts';

interface DownloadButtonProps {
  path: string;
  /** Used when the answer names no file. */
  fileName: string;
  label: string;
}

/** Downloads an export; a failure says why in a toast instead of saving an error page as the file. */
export function DownloadButton({ path, fileName, label }: DownloadButtonProps) {
  const download = useMutation({
    mutationFn: () => downloadFile(path, fileName),
    onError: (error) => showToast(downloadFailureToast(error)),
  });
  return (
    <Button variant="default" leftSection={<Icon name="download" size={16} />} loading={download.isPending} onClick={() => download.mutate()}>
      {label}
    </Button>
  );
}
