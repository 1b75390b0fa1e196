import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { roleMay, type Company, type ToolKind, type WorkKind } from '@founder/contracts';
import { useToolRun } from '../hooks/use-tool-run';
import { WorkPieceView } from './work-piece-view';

interface ToolCardProps {
  company: Company;
  kind: WorkKind;
  toolKind: ToolKind;
  name: string;
  description: string;
  /** The idle label before the first run ('Generate', 'Start Module'). */
  startLabel?: string;
}

/** An AI tool or module start: its button (for the owner and editors), and the piece it wrote, kept on the server and regenerable. */
export function ToolCard({ company, kind, toolKind, name, description, startLabel = 'Generate' }: ToolCardProps) {
  const run = useToolRun(company.id, kind, toolKind);
  const piece = company.workflowProgress.work[kind];
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-label={name}>
      <Stack gap="md">
        <Group justify="space-between" wrap="wrap" gap="sm">
          <Stack gap={2} style={{ flex: '1 1 240px' }}>
            <Text fw={600}>{name}</Text>
            <Text size="sm" c="dimmed">
              {description}
            </Text>
          </Stack>
          {roleMay(company.role, 'edit') ? (
            <Button onClick={run.start} disabled={run.generating}>
              {run.generating ? 'Generating...' : piece ? 'Regenerate' : startLabel}
            </Button>
          ) : null}
        </Group>
        {piece ? <WorkPieceView piece={piece} /> : roleMay(company.role, 'edit') ? null : <Text size="sm" c="dimmed">Not written yet: the owner and editors write it.</Text>}
      </Stack>
    </Paper>
  );
}
