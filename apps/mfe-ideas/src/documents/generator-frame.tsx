import { Button, Group, Paper, Progress, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { IDEA_DOCUMENTS, type IdeaDocumentKind, type StartupIdea } from '@founder/contracts';
import { Icon } from '@founder/ui';
import { GeneratingScreen } from '../generation/generating-screen';
import type { GeneratingRun } from '../generation/use-generating-run';
import type { DocumentView } from './document-view';

interface GeneratorFrameProps<Kind extends IdeaDocumentKind> {
  view: DocumentView<Kind>;
  idea: StartupIdea;
  run: GeneratingRun;
  /** Under the title: '12 sections · 3,120 words'. */
  summary: string;
  /** Percent of parts generated or edited. */
  completion: number;
  /** A part is being edited: generating again waits. */
  editing: boolean;
  /** Buttons before Generate (Present). */
  actions?: ReactNode;
  /** A row under the header (downloads, share). */
  footer?: ReactNode;
  /** The kind's own views (tabs of sections, slides...). */
  children: ReactNode;
}

/**
 * The generator of any document kind: the generating screen while a run is on; otherwise the
 * header (title, summary, completion, Generate or Regenerate, the read-only note of the demo idea)
 * above the kind's own views.
 */
export function GeneratorFrame<Kind extends IdeaDocumentKind>(props: GeneratorFrameProps<Kind>) {
  const { view, idea, run, summary, completion, editing, actions, footer, children } = props;
  if (run.view) {
    return <GeneratingScreen title={`Generating your ${view.label}`} timeline={view.timeline} view={run.view} unit={view.part} />;
  }
  const editable = !idea.isDemo;
  const generated = idea[IDEA_DOCUMENTS[view.kind].field] !== null;
  const note = editable
    ? `${generated ? `Rewrites every ${view.part}, including your edits. ` : ''}Generating a complete ${view.noun} may take 2-3 minutes.`
    : `The demo idea is read-only: submit your own idea to generate and edit a ${view.noun}.`;
  return (
    <Stack gap="xl">
      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
        <Group justify="space-between" align="center" gap="lg" wrap="wrap">
          <Stack gap={4} style={{ flex: 1, minWidth: 240 }}>
            <Title order={2} fz="xl">
              {view.title}
            </Title>
            <Text size="sm" c="dimmed">
              {summary}
            </Text>
            <Group gap="sm" mt={6} wrap="nowrap" maw={420}>
              <Progress value={completion} aria-label={`${view.noun.charAt(0).toUpperCase()}${view.noun.slice(1)} completion`} style={{ flex: 1 }} size="md" radius="xl" color={completion === 100 ? 'teal' : 'indigo'} />
              <Text size="sm" fw={700} style={{ whiteSpace: 'nowrap' }}>
                {completion}% complete
              </Text>
            </Group>
          </Stack>
          <Stack gap={6} align="flex-end">
            {actions || editable ? (
              <Group gap="sm">
                {actions}
                {editable ? (
                  <Button size="md" leftSection={<Icon name="sparkles" size={18} />} onClick={run.start} disabled={editing}>
                    {generated ? view.regenerateLabel : view.generateLabel}
                  </Button>
                ) : null}
              </Group>
            ) : null}
            <Text size="xs" c="dimmed" ta="right" maw={320}>
              {note}
            </Text>
          </Stack>
        </Group>
        {footer ? (
          <Group gap="sm" mt="lg" pt="lg" style={{ borderTop: '1px solid var(--mantine-color-gray-2)' }}>
            {footer}
          </Group>
        ) : null}
      </Paper>
      {children}
    </Stack>
  );
}
