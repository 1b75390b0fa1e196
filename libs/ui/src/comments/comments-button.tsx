import { Badge, Button, Drawer } from '@mantine/core';
import { useState } from 'react';
import { Icon } from '../icon';
import type { CommentSource } from './comment-source';
import { CommentsPanel } from './comments-panel';

interface CommentsButtonProps {
  source: CommentSource;
  /** The part or document as the panel's title names it: 'Slide 2: Problem'. */
  label: string;
  openThreads: number;
  /** The badge's test id, e.g. `comment-count-pitch-deck:problem`. */
  testId: string;
  /** Only the icon and the count (beside a form field). */
  compact?: boolean;
  /** False for a viewer: the threads read only, with no form, reply, resolve or reopen. */
  canComment?: boolean;
}

/**
 * The badge with the open threads beside a part or document, opening a drawer with its threads.
 * The caller shows it to signed-in founders only (comments carry their author).
 */
export function CommentsButton({ source, label, openThreads, testId, compact = false, canComment = true }: CommentsButtonProps) {
  const [open, setOpen] = useState(false);
  const count = (
    <Badge size="sm" ml={compact ? 2 : 6} variant={openThreads > 0 ? 'filled' : 'light'} data-testid={testId}>
      {openThreads}
    </Badge>
  );
  return (
    <>
      <Button
        size="xs"
        variant="subtle"
        px={compact ? 4 : undefined}
        leftSection={<Icon name="notes" size={14} />}
        aria-label={`Comments on ${label}: ${openThreads} open`}
        onClick={() => setOpen(true)}
        data-print-hidden
      >
        {compact ? null : 'Comments'}
        {count}
      </Button>
      <Drawer opened={open} onClose={() => setOpen(false)} position="right" title={`Comments on ${label}`} size="md">
        {open ? <CommentsPanel source={source} canComment={canComment} /> : null}
      </Drawer>
    </>
  );
}
