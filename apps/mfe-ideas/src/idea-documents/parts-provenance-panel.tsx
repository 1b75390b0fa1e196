import { Alert, Group, Paper, Stack, Text } from '@mantine/core';
import type { IdeaDocumentKind } from '@founder/contracts';
import { Icon } from '@founder/ui';
import { fallbackNotice } from './parts-provenance';
import { usePartsProvenance } from './use-parts-provenance';

interface PartsProvenancePanelProps {
  ideaId: number;
  kind: IdeaDocumentKind;
  parts: ReadonlyArray<{ id: string; title: string }>;
  content: unknown;
}

/**
 * 'How this was written', for a document shown as a whole (market research): each part with who
 * wrote it, and a notice when the built-in composer stood in for the AI (issue 29 item 13).
 */
export function PartsProvenancePanel({ ideaId, kind, parts, content }: PartsProvenancePanelProps) {
  const provenance = usePartsProvenance(ideaId, kind, parts, content);
  const notice = fallbackNotice(provenance);
  return (
    <Paper component="section" aria-label="How this was written" withBorder radius="lg" p="md" mt="lg">
      <Stack gap="xs">
        <Text fw={700}>How this was written</Text>
        {notice ? (
          <Alert color="yellow" radius="md" icon={<Icon name="warning" size={18} />} p="xs">
            {notice}. Regenerate to ask your AI model again.
          </Alert>
        ) : null}
        <Stack component="ul" gap={4} m={0} p={0} style={{ listStyle: 'none' }}>
          {provenance.map((part) => (
            <Group component="li" key={part.id} gap="xs" wrap="wrap" aria-label={part.title} data-testid="part-provenance">
              <Text size="sm" fw={600}>
                {part.title}:
              </Text>
              <Text size="sm" c={part.fellBack ? 'orange.9' : 'dimmed'}>
                {part.provenance ?? '…'}
              </Text>
            </Group>
          ))}
        </Stack>
      </Stack>
    </Paper>
  );
}
