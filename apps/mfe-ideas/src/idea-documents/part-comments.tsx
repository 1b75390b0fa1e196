import { Badge, Button, Checkbox, Drawer, Group, Loader, Paper, Stack, Text, Textarea } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useCurrentUser } from '@founder/api-client';
import { COMMENT_TEXT_MAX, type CommentThread, type CommentView, type MentionableMember } from '@founder/contracts';
import { Icon } from '@founder/ui';
import { useCommentCounts, usePartComments } from './use-part-comments';

interface PartCommentsProps {
  ideaId: number;
  /** `<kind>:<part id>`, e.g. `pitch-deck:problem`. */
  part: string;
  /** The part as the panel's title names it: 'Slide 2: Problem'. */
  label: string;
}

/**
 * The comments of one part of a document: a badge with its open threads beside the part, opening a
 * drawer with the threads, their replies, resolve and reopen, and a form that may mention members.
 * Signed-in founders only (comments carry their author).
 */
export function PartComments({ ideaId, part, label }: PartCommentsProps) {
  const { isAuthenticated } = useCurrentUser();
  const [open, setOpen] = useState(false);
  const counts = useCommentCounts(ideaId, isAuthenticated);
  if (!isAuthenticated) return null;
  const openThreads = counts.data?.[part]?.open ?? 0;
  return (
    <>
      <Button size="xs" variant="subtle" leftSection={<Icon name="notes" size={14} />} aria-label={`Comments on ${label}: ${openThreads} open`} onClick={() => setOpen(true)} data-print-hidden>
        Comments
        <Badge size="sm" ml={6} variant={openThreads > 0 ? 'filled' : 'light'} data-testid={`comment-count-${part}`}>
          {openThreads}
        </Badge>
      </Button>
      <Drawer opened={open} onClose={() => setOpen(false)} position="right" title={`Comments on ${label}`} size="md">
        {open ? <CommentsPanel ideaId={ideaId} part={part} /> : null}
      </Drawer>
    </>
  );
}

function CommentsPanel({ ideaId, part }: { ideaId: number; part: string }) {
  const { threads, members, start, reply, resolve, remove } = usePartComments(ideaId, part, true);
  const mentionable = members.data ?? [];
  return (
    <Stack gap="md">
      {threads.isPending ? <Loader size="xs" aria-label="Loading comments" /> : null}
      {threads.isSuccess && threads.data.items.length === 0 ? (
        <Text size="sm" c="dimmed">
          No comments yet.
        </Text>
      ) : null}
      <Stack component="ul" gap="sm" m={0} p={0} style={{ listStyle: 'none' }} aria-label="Threads">
        {threads.data?.items.map((thread) => (
          <ThreadCard
            key={thread.id}
            thread={thread}
            members={mentionable}
            onReply={(body) => reply.mutateAsync({ threadId: thread.id, ...body })}
            onResolve={(resolved) => resolve.mutate({ threadId: thread.id, resolved })}
            onDelete={(commentId) => remove.mutate(commentId)}
          />
        ))}
      </Stack>
      <CommentForm label="New comment" submitLabel="Comment" members={mentionable} saving={start.isPending} onSubmit={(body) => start.mutateAsync(body)} />
    </Stack>
  );
}

function ThreadCard(props: {
  thread: CommentThread;
  members: MentionableMember[];
  onReply: (body: { text: string; mentions: number[] }) => Promise<unknown>;
  onResolve: (resolved: boolean) => void;
  onDelete: (commentId: number) => void;
}) {
  const { thread, members } = props;
  return (
    <Paper component="li" withBorder radius="md" p="sm" aria-label={`Thread: ${thread.text}`} bg={thread.resolved ? 'gray.0' : undefined}>
      <Stack gap={6}>
        <Group justify="space-between" gap="xs">
          <Badge size="sm" variant="light" color={thread.resolved ? 'green' : 'indigo'}>
            {thread.resolved ? 'Resolved' : 'Open'}
          </Badge>
          <Button size="compact-xs" variant="default" onClick={() => props.onResolve(!thread.resolved)}>
            {thread.resolved ? 'Reopen' : 'Resolve'}
          </Button>
        </Group>
        <CommentBody comment={thread} members={members} onDelete={props.onDelete} />
        {thread.replies.map((reply) => (
          <Paper key={reply.id} pl="sm" style={{ borderLeft: '2px solid var(--mantine-color-gray-3)' }}>
            <CommentBody comment={reply} members={members} onDelete={props.onDelete} />
          </Paper>
        ))}
        {thread.resolved ? null : <CommentForm label="Reply" submitLabel="Reply" members={members} onSubmit={props.onReply} compact />}
      </Stack>
    </Paper>
  );
}

function CommentBody({ comment, members, onDelete }: { comment: CommentView; members: MentionableMember[]; onDelete: (commentId: number) => void }) {
  const mentioned = comment.mentions.map((userId) => members.find((member) => member.userId === userId)?.label ?? 'a member');
  return (
    <Stack gap={2}>
      <Text size="sm" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
        {comment.text}
      </Text>
      <Group gap="xs">
        <Text size="xs" c="dimmed">
          {comment.mine ? 'You' : 'A member'}
          {mentioned.length > 0 ? ` · mentions ${mentioned.map((label) => `@${label}`).join(', ')}` : ''}
        </Text>
        {comment.mine ? (
          <Button size="compact-xs" variant="subtle" color="red" onClick={() => onDelete(comment.id)}>
            Delete
          </Button>
        ) : null}
      </Group>
    </Stack>
  );
}

function CommentForm(props: {
  label: string;
  submitLabel: string;
  members: MentionableMember[];
  saving?: boolean;
  compact?: boolean;
  onSubmit: (body: { text: string; mentions: number[] }) => Promise<unknown>;
}) {
  const [text, setText] = useState('');
  const [mentions, setMentions] = useState<number[]>([]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void props.onSubmit({ text, mentions }).then(() => {
      setText('');
      setMentions([]);
    });
  };
  return (
    <Stack component="form" gap={6} onSubmit={submit}>
      <Textarea
        size="xs"
        label={props.label}
        value={text}
        maxLength={COMMENT_TEXT_MAX}
        autosize
        minRows={props.compact ? 1 : 3}
        onChange={(event) => setText(event.currentTarget.value)}
      />
      {props.members.length > 0 ? (
        <Group gap="sm">
          {props.members.map((member) => (
            <Checkbox
              key={member.userId}
              size="xs"
              label={`Mention ${member.label}`}
              checked={mentions.includes(member.userId)}
              onChange={(event) => {
                const on = event.currentTarget.checked;
                setMentions((current) => (on ? [...current, member.userId] : current.filter((id) => id !== member.userId)));
              }}
            />
          ))}
        </Group>
      ) : null}
      <Group justify="flex-end">
        <Button size="xs" type="submit" loading={props.saving} disabled={text.trim() === ''}>
          {props.submitLabel}
        </Button>
      </Group>
    </Stack>
  );
}
