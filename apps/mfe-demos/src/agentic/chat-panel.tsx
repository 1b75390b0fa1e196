import { ActionIcon, Box, Button, Group, Loader, Paper, Stack, Text, TextInput, ThemeIcon } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { AGENT_THINKING_TEXT, type ChatAction, type ChatMessage, type ChatView } from '@founder/demo-engine';
import { Icon } from '@founder/ui';

interface ChatPanelProps {
  chat: ChatView;
  reducedMotion: boolean;
  onSend: (text: string) => void;
  onStart: () => void;
}

function MessageBubble({ message, onAction }: { message: ChatMessage; onAction: (action: ChatAction) => void }) {
  const fromAgent = message.author === 'agent';
  return (
    <Group justify={fromAgent ? 'flex-start' : 'flex-end'} align="flex-start" gap="sm" wrap="nowrap" data-author={message.author}>
      {fromAgent ? (
        <ThemeIcon size={36} radius="xl" variant="gradient" gradient={{ from: 'indigo.6', to: 'violet.6', deg: 135 }}>
          <Icon name="robot" size={20} />
        </ThemeIcon>
      ) : null}
      <Stack gap="xs" maw="85%" align={fromAgent ? 'flex-start' : 'flex-end'}>
        <Paper radius="lg" px="md" py="sm" bg={fromAgent ? 'gray.1' : 'indigo.7'} c={fromAgent ? 'dark.8' : 'white'}>
          <Text size="sm" c="inherit" style={{ whiteSpace: 'pre-wrap' }}>
            {message.text}
          </Text>
        </Paper>
        {message.actions.length > 0 ? (
          <Group gap="xs">
            {message.actions.map((action) => (
              <Button
                key={action}
                size="sm"
                variant={action === 'Enter Custom Idea' ? 'default' : 'filled'}
                leftSection={action === 'Enter Custom Idea' ? undefined : <Icon name="play" size={14} />}
                onClick={() => onAction(action)}
              >
                {action}
              </Button>
            ))}
          </Group>
        ) : null}
      </Stack>
    </Group>
  );
}

/** The conversation with the agent: Enter or the send button sends; the agent answers after thinking. */
export function ChatPanel({ chat, reducedMotion, onSend, onStart }: ChatPanelProps) {
  const [draft, setDraft] = useState('');
  const input = useRef<HTMLInputElement>(null);
  const log = useRef<HTMLDivElement>(null);

  useEffect(() => {
    log.current?.scrollTo({ top: log.current.scrollHeight });
  }, [chat.messages.length, chat.thinking]);

  const act = (action: ChatAction) => {
    // 'Enter Custom Idea' asks for the idea: the message box is where it goes.
    if (action === 'Enter Custom Idea') input.current?.focus();
    else onStart();
  };

  return (
    <Paper withBorder radius="lg" shadow="sm">
      <Box ref={log} role="log" aria-label="Conversation with the agent" p={{ base: 'sm', sm: 'lg' }} mih={320} mah="60vh" style={{ overflowY: 'auto' }}>
        <Stack gap="md">
          {chat.messages.map((message) => (
            <MessageBubble key={message.id} message={message} onAction={act} />
          ))}
          {chat.thinking ? (
            <Group gap="sm" c="dimmed" data-testid="agent-thinking">
              {reducedMotion ? null : <Loader type="dots" size="sm" aria-hidden="true" />}
              <Text size="sm" c="inherit">
                {AGENT_THINKING_TEXT}
              </Text>
            </Group>
          ) : null}
        </Stack>
      </Box>
      <Box
        component="form"
        p={{ base: 'sm', sm: 'md' }}
        style={{ borderTop: '1px solid var(--mantine-color-gray-2)' }}
        onSubmit={(event) => {
          event.preventDefault();
          if (!draft.trim()) return;
          onSend(draft);
          setDraft('');
        }}
      >
        <Group gap="xs" wrap="nowrap">
          <TextInput
            ref={input}
            value={draft}
            onChange={(event) => setDraft(event.currentTarget.value)}
            placeholder="Describe your idea, or ask me for a demo"
            aria-label="Message to the agent"
            style={{ flex: 1 }}
            size="md"
          />
          <ActionIcon type="submit" size={42} radius="md" aria-label="Send" disabled={!draft.trim()}>
            <Icon name="send" size={20} />
          </ActionIcon>
        </Group>
      </Box>
    </Paper>
  );
}
