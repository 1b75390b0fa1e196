import { Badge, Box, Button, Group, Loader, Modal, ScrollArea, Stack, Text, UnstyledButton } from '@mantine/core';
import { useState } from 'react';
import type { DocumentVersion, IdeaDocumentKind, IdeaDocumentTypes, StartupIdea } from '@founder/contracts';
import { momentLabel } from '@founder/ui';
import type { DocumentView } from './document-view';
import { lineDiff, versionText } from './line-diff';
import { usePartVersions } from './use-part-versions';
import { versionAuthor, versionProvenance } from './version-provenance';

interface PartHistoryProps<Kind extends IdeaDocumentKind> {
  view: DocumentView<Kind>;
  idea: StartupIdea;
  /** The part whose history is open, or null (closed). */
  part: { id: IdeaDocumentTypes[Kind]['partId']; title: string } | null;
  onClose: () => void;
}

/** The History of one section or slide: its kept versions, newest first, each compared with the current one, and Restore. */
export function PartHistory<Kind extends IdeaDocumentKind>({ view, idea, part, onClose }: PartHistoryProps<Kind>) {
  const { versions, restore } = usePartVersions(view, idea, part?.id ?? null);
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const items = versions.data?.items ?? [];
  const current = items[0];
  const selected = items.find((version) => version.id === selectedId) ?? items[1] ?? current;
  const close = () => {
    setSelectedId(null);
    onClose();
  };
  return (
    <Modal opened={part !== null} onClose={close} title={part ? `History: ${part.title}` : ''} size="xl">
      {versions.isPending ? (
        <Loader aria-label="Loading history" />
      ) : (
        <Box style={{ display: 'flex', gap: 16, flexWrap: 'wrap' }}>
          <Stack gap={6} component="ol" aria-label="Versions" style={{ listStyle: 'none', padding: 0, margin: 0, flex: '1 1 220px' }}>
            {items.map((version) => (
              <li key={version.id}>
                <UnstyledButton
                  onClick={() => setSelectedId(version.id)}
                  aria-current={version.id === selected?.id ? 'true' : undefined}
                  p={8}
                  w="100%"
                  style={{ borderRadius: 8, background: version.id === selected?.id ? 'var(--mantine-color-indigo-0)' : undefined }}
                >
                  <Group gap={6}>
                    <Text size="sm" fw={600}>
                      {momentLabel(version.createdAt)}
                    </Text>
                    {version.id === current?.id ? (
                      <Badge size="xs" variant="light">
                        Current
                      </Badge>
                    ) : null}
                  </Group>
                  <Text size="xs" c="dimmed">
                    {versionProvenance(version)}
                  </Text>
                  {versionAuthor(version) ? (
                    <Text size="xs" c="dimmed" data-author>
                      {versionAuthor(version)}
                    </Text>
                  ) : null}
                </UnstyledButton>
              </li>
            ))}
          </Stack>
          {selected && current ? <VersionComparison selected={selected} current={current} restoring={restore.isPending} onRestore={() => restore.mutate(selected.id, { onSuccess: close })} /> : null}
        </Box>
      )}
    </Modal>
  );
}

function VersionComparison({ selected, current, restoring, onRestore }: { selected: DocumentVersion; current: DocumentVersion; restoring: boolean; onRestore: () => void }) {
  const isCurrent = selected.id === current.id;
  const lines = lineDiff(versionText(selected.content), versionText(current.content));
  return (
    <Stack gap="sm" style={{ flex: '3 1 360px', minWidth: 0 }}>
      <Group justify="space-between">
        <Text size="sm" c="dimmed">
          {isCurrent ? 'This is the current version.' : 'Lines only in this version (−), lines only in the current one (+)'}
        </Text>
        <Button size="xs" onClick={onRestore} disabled={isCurrent} loading={restoring}>
          Restore this version
        </Button>
      </Group>
      <ScrollArea.Autosize mah={420} type="auto">
        <Box component="pre" aria-label="Differences" m={0} style={{ whiteSpace: 'pre-wrap', fontFamily: 'inherit', fontSize: 13 }}>
          {lines.map((line, index) => (
            <Box
              key={index}
              component="span"
              data-change={line.change}
              style={{
                display: 'block',
                background: line.change === 'added' ? 'var(--mantine-color-green-0)' : line.change === 'removed' ? 'var(--mantine-color-red-0)' : undefined,
                textDecoration: line.change === 'removed' ? 'line-through' : undefined,
              }}
            >
              {line.change === 'added' ? '+ ' : line.change === 'removed' ? '− ' : '  '}
              {line.text}
            </Box>
          ))}
        </Box>
      </ScrollArea.Autosize>
    </Stack>
  );
}
