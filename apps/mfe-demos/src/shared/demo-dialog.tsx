import { ActionIcon, Box, Group } from '@mantine/core';
import { useEffect, useId, useRef, type CSSProperties, type ReactNode } from 'react';
import { Icon } from '@founder/ui';

interface DemoDialogProps {
  opened: boolean;
  onClose: () => void;
  title: ReactNode;
  closeLabel: string;
  fullScreen?: boolean;
  /** Colours of the dialog surface. */
  surface?: CSSProperties;
  children: ReactNode;
}

// The native dialog's backdrop can only be styled from a stylesheet.
const BACKDROP_STYLE = '.demo-dialog::backdrop { background: rgba(15, 23, 42, 0.55); }';

/**
 * A modal dialog on the browser's own <dialog>: showModal() gives the focus trap, Escape, the top
 * layer and the dialog role, with no JavaScript shipped for them (Mantine's Modal would add ~8 KB
 * gzipped to every page through the shared Mantine surface).
 */
export function DemoDialog({ opened, onClose, title, closeLabel, fullScreen = false, surface, children }: DemoDialogProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (opened && !element.open) element.showModal();
    if (!opened && element.open) element.close();
  }, [opened]);

  const size: CSSProperties = fullScreen
    ? { width: '100vw', height: '100dvh', maxWidth: '100vw', maxHeight: '100dvh', margin: 0 }
    : { width: 'min(720px, calc(100vw - 32px))', maxHeight: 'calc(100dvh - 64px)', borderRadius: 'var(--mantine-radius-lg)' };

  return (
    <dialog
      ref={dialog}
      className="demo-dialog"
      aria-labelledby={titleId}
      onClose={onClose}
      // A click on the backdrop lands on the dialog element itself.
      onClick={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
      style={{ padding: 0, border: 0, background: 'var(--mantine-color-white)', color: 'var(--mantine-color-black)', ...size, ...surface }}
    >
      <style>{BACKDROP_STYLE}</style>
      {opened ? (
        <Box p={{ base: 'md', sm: 'lg' }} mih={fullScreen ? '100%' : undefined} style={{ display: 'flex', flexDirection: 'column', gap: 16 }}>
          <Group justify="space-between" wrap="nowrap" align="flex-start">
            <Box id={titleId} fw={700} fz="lg">
              {title}
            </Box>
            <ActionIcon variant="subtle" color={fullScreen ? 'gray.0' : 'gray'} size="lg" aria-label={closeLabel} onClick={onClose}>
              <Icon name="close" />
            </ActionIcon>
          </Group>
          <Box style={{ flex: 1 }}>{children}</Box>
        </Box>
      ) : null}
    </dialog>
  );
}
