import { Alert, Button, Group, Paper, Progress, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { IDEA_DOCUMENTS, type IdeaDocumentKind, type PlanSectionStatus, type StartupIdea } from '@founder/contracts';
import { Icon } from '@founder/ui';
import { FixedGeneratingScreen, GeneratingScreen } from '../generation/generating-screen';
import type { GeneratingRun } from '../generation/use-generating-run';
import { documentCompletion } from './document-progress';
import { mayEditIdea } from './idea-abilities';
import type { DocumentView } from './document-view';
import { stepsWithinJob, type FollowedJob } from './job-progress';
import { JobProgressScreen } from './job-progress-screen';

interface GeneratorFrameProps<Kind extends IdeaDocumentKind> {
  view: DocumentView<Kind>;
  idea: StartupIdea;
  run: GeneratingRun;
  /** Under the title: '12 sections · 3,120 words'. */
  summary: string;
  /** The parts as the page shows them: the completion bar counts those generated or edited. */
  parts: readonly { status: PlanSectionStatus }[];
  /** A part is being edited: generating again waits. */
  editing: boolean;
  /** What Generate does (default: start the run); false `canGenerate` disables it (the model without a price). */
  onGenerate?: () => void;
  canGenerate?: boolean;
  /** The generate call is running (a kind without steps shows its fixed bar meanwhile). */
  pending?: boolean;
  /** A running generation job: once the steps are over (or after a reload) its real progress shows. */
  job?: FollowedJob | null;
  onCancel?: () => void;
  cancelling?: boolean;
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
  const { view, idea, run, summary, parts, editing, onGenerate = run.start, canGenerate = true, pending = false, job = null, onCancel, cancelling = false, actions, footer, children } = props;
  const title = `Generating your ${view.label}`;
  const stepsOn = run.view !== null && view.timeline !== null && !(run.view.done && job);
  const screen =
    run.view && view.timeline && stepsOn ? (
      <GeneratingScreen title={title} timeline={view.timeline} view={stepsWithinJob(run.view, view.timeline.steps.length, job)} unit={view.part} />
    ) : job ? (
      <JobProgressScreen title={title} job={job} partTitles={view.partTitles} unit={view.part} onCancel={onCancel} cancelling={cancelling} />
    ) : pending && !view.timeline ? (
      <FixedGeneratingScreen title={title} percent={view.fixedPercent ?? 75} />
    ) : null;
  if (screen && !view.pendingLabel) return screen;
  const editable = mayEditIdea(idea);
  const completion = documentCompletion(parts);
  const generated = idea[IDEA_DOCUMENTS[view.kind].field] !== null;
  const rewrites = generated && view.partsEditable !== false ? `Rewrites every ${view.part}, including your edits. ` : '';
  const note = editable
    ? `${rewrites}${view.note ?? `Generating a complete ${view.noun} may take 2-3 minutes.`}`
    : idea.isDemo
      ? `The demo idea is read-only: submit your own idea to generate and edit a ${view.noun}.`
      : `Your role in the company lets you read this ${view.noun}; the owner and editors generate and edit it.`;
  const outOfDate = generated && idea.figuresOutOfDate.includes(view.kind);
  const changes = idea.figureChanges?.[view.kind] ?? [];
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
                  <Button size="md" leftSection={<Icon name="sparkles" size={18} />} onClick={() => onGenerate()} disabled={editing || !canGenerate || pending || screen !== null}>
                    {screen && view.pendingLabel ? view.pendingLabel : generated ? view.regenerateLabel : view.generateLabel}
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
      {screen ?? (outOfDate ? (
        <Alert color="yellow" radius="md" title="Figures out of date" icon={<Icon name="warning" size={18} />}>
          The figures changed after this {view.noun} was generated, so it no longer matches the financial model
          {changes.length ? `: ${changes.join('; ')}.` : '.'} {editable ? `Regenerate the ${view.noun} to quote the model's figures.` : ''}
        </Alert>
      ) : null)}
      {screen ? null : children}
    </Stack>
  );
}
