import { Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { ADVANCED_DETAILS_FIELDS, GUIDED_COMPLETION_FIELDS, type StartupProfileField } from '@founder/contracts';
import { Icon } from '@founder/ui';
import type { PhaseField } from '../domain/phase-fields';
import type { ProfileDraft } from '../domain/profile-draft';
import { ProfileFieldInput } from './profile-field-input';

const COUNTING: ReadonlySet<StartupProfileField> = new Set([...GUIDED_COMPLETION_FIELDS, ...ADVANCED_DETAILS_FIELDS]);

interface PhaseFormViewProps {
  title: string;
  intro: string;
  fields: PhaseField[];
  draft: ProfileDraft;
  onChange: (draft: ProfileDraft) => void;
  saving: boolean;
  onPrevious: () => void;
  onSave: () => void;
  /** The next phase's button; none on the last phase. */
  next?: { label: string; onClick: () => void };
}

/** Guided completion and advanced details: the phase's fields, then Previous, Save and Next. */
export function PhaseFormView({ title, intro, fields, draft, onChange, saving, onPrevious, onSave, next }: PhaseFormViewProps) {
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        onSave();
      }}
    >
      <Stack gap="lg">
        <Paper withBorder radius="lg" p="lg">
          <Stack gap="md">
            <Title order={2} fz="h3">
              {title}
            </Title>
            <Text c="dimmed">{intro}</Text>
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
              {fields.map((definition) => (
                <div key={definition.field} style={definition.long ? { gridColumn: '1 / -1' } : undefined}>
                  <ProfileFieldInput
                    definition={definition}
                    value={draft[definition.field]}
                    counts={COUNTING.has(definition.field)}
                    onChange={(value) => onChange({ ...draft, [definition.field]: value })}
                  />
                </div>
              ))}
            </SimpleGrid>
          </Stack>
        </Paper>
        <Group justify="space-between">
          <Button variant="default" onClick={onPrevious} disabled={saving} leftSection={<Icon name="arrowLeft" size={18} />}>
            Previous
          </Button>
          <Group>
            <Button type="submit" variant={next ? 'light' : 'filled'} loading={saving}>
              Save Profile
            </Button>
            {next ? (
              <Button onClick={next.onClick} disabled={saving} rightSection={<Icon name="arrowRight" size={18} />}>
                {next.label}
              </Button>
            ) : null}
          </Group>
        </Group>
      </Stack>
    </form>
  );
}
