import { Badge, Button, Checkbox, Group, Loader, Paper, Stack, Text, Textarea } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { COMMENT_TEXT_MAX, type CommentThread, type CommentView, type MentionableMember } from '@founder/contracts';
import type { CommentSource } from './comment-source';
import { useCommentThreads } from './use-comment-threads';

/** The threads of one part or document, their replies, resolve and reopen, and a form that may mention members; only the threads without `canComment`. */
export function CommentsPanel({ source, canComment = true }: { source: CommentSource; canComment?: boolean }) {
  const { threads, members, start, reply, resolve, remove } = useCommentThreads(source, true);
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
            canComment={canComment}
            onReply={(body) => reply.mutateAsync({ threadId: thread.id, ...body })}
            onResolve={(resolved) => resolve.mutate({ threadId: thread.id, resolved })}
            onDelete={(commentId) => remove.mutate(commentId)}
          />
        ))}
      </Stack>
      {canComment ? <CommentForm label="New comment" submitLabel="Comment" members={mentionable} saving={start.isPending} onSubmit={(body) => start.mutateAsync(body)} /> : null}
    </Stack>
  );
}

function ThreadCard(props: {
  thread: CommentThread;
  members: MentionableMember[];
  canComment: boolean;
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
          {props.canComment ? (
            <Button size="compact-xs" variant="default" onClick={() => props.onResolve(!thread.resolved)}>
              {thread.resolved ? 'Reopen' : 'Resolve'}
            </Button>
          ) : null}
        </Group>
        <CommentBody comment={thread} members={members} onDelete={props.onDelete} />
        {thread.replies.map((reply) => (
          <Paper key={reply.id} pl="sm" style={{ borderLeft: '2px solid var(--mantine-color-gray-3)' }}>
            <CommentBody comment={reply} members={members} onDelete={props.onDelete} />
          </Paper>
        ))}
        {thread.resolved || !props.canComment ? null : <CommentForm label="Reply" submitLabel="Reply" members={members} onSubmit={props.onReply} compact />}
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
          {comment.mine ? 'You' : (comment.authorName ?? 'A member')}
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
    // The drawer is a portal, but React bubbles its submit to the page's own form (the model's assumptions generate on submit).
    event.stopPropagation();
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
