import { Button, Group } from '@mantine/core';
import { Icon } from '@founder/ui';

interface PartActionsProps {
  /** Names the part for screen readers: 'Risk Analysis' gives 'Edit Risk Analysis'. */
  name: string;
  /** Another part is being edited: one at a time. */
  locked?: boolean;
  regenerating: boolean;
  onEdit: () => void;
  onRegenerate: () => void;
  /** Opens the part's version history. */
  onHistory: () => void;
}

/** Edit, Regenerate and History of one part of a generated document. */
export function PartActions({ name, locked = false, regenerating, onEdit, onRegenerate, onHistory }: PartActionsProps) {
  return (
    <Group gap="xs" wrap="nowrap">
      <Button size="xs" variant="light" leftSection={<Icon name="edit" size={14} />} disabled={locked || regenerating} onClick={onEdit} aria-label={`Edit ${name}`}>
        Edit
      </Button>
      <Button size="xs" variant="subtle" leftSection={<Icon name="refresh" size={14} />} disabled={locked} loading={regenerating} onClick={onRegenerate} aria-label={`Regenerate ${name}`}>
        Regenerate
      </Button>
      <Button size="xs" variant="subtle" color="gray" leftSection={<Icon name="clock" size={14} />} disabled={locked || regenerating} onClick={onHistory} aria-label={`History of ${name}`}>
        History
      </Button>
    </Group>
  );
}
