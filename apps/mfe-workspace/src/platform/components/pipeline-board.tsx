import { Alert, Button, Group, Loader, NativeSelect, Paper, SimpleGrid, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { INVESTOR_LIMITS, PIPELINE_STAGE_LABELS, PIPELINE_STAGES, roleMay, type Company, type Investor, type PipelineStage } from '@founder/contracts';
import { dayLabel } from '@founder/ui';
import { useChangeRelation, usePipeline } from '../hooks/use-investors';
import { pipelineColumns } from '../rules/investor-filters';
import { MatchBadge } from './match-badge';

const STAGE_OPTIONS = PIPELINE_STAGES.map((stage) => ({ value: stage, label: PIPELINE_STAGE_LABELS[stage] }));

function CardHeading({ investor }: { investor: Investor }) {
  return (
    <Group justify="space-between" wrap="nowrap">
      <Stack gap={0}>
        <Text fw={700}>{investor.name}</Text>
        <Text size="xs" c="dimmed">
          {investor.firm} · {investor.checkSize}
        </Text>
      </Stack>
      <MatchBadge score={investor.matchScore} label={`${investor.matchScore}%`} />
    </Group>
  );
}

function StageSince({ stageChangedAt }: { stageChangedAt: string | null }) {
  if (!stageChangedAt) return null;
  return (
    <Text size="xs" c="dimmed">
      In this stage since {dayLabel(stageChangedAt)}
    </Text>
  );
}

/** A commenter's or viewer's card: the stage, notes and next step as text. */
function ReadOnlyPipelineCard({ investor }: { investor: Investor }) {
  const { relation } = investor;
  return (
    <Paper component="article" aria-label={investor.name} withBorder p="sm" radius="md">
      <Stack gap="xs">
        <CardHeading investor={investor} />
        <StageSince stageChangedAt={relation.stageChangedAt} />
        <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
          {relation.notes || 'No notes yet.'}
        </Text>
        {relation.nextStepOn ? <Text size="sm">Next step on {dayLabel(relation.nextStepOn)}</Text> : null}
      </Stack>
    </Paper>
  );
}

/** One investor in the pipeline, for an editor: its stage (saved at once), notes and next step date (saved with Save notes). */
function PipelineCard({ investor, companyId }: { investor: Investor; companyId: number }) {
  const change = useChangeRelation(companyId);
  const { relation } = investor;
  const [notes, setNotes] = useState(relation.notes);
  const [nextStepOn, setNextStepOn] = useState(relation.nextStepOn ?? '');
  const edited = notes !== relation.notes || nextStepOn !== (relation.nextStepOn ?? '');
  const move = (stage: PipelineStage | null) => change.mutate({ id: investor.id, changes: { pipelineStage: stage } });
  return (
    <Paper component="article" aria-label={investor.name} withBorder p="sm" radius="md">
      <Stack gap="xs">
        <CardHeading investor={investor} />
        <NativeSelect label="Stage" data={STAGE_OPTIONS} value={relation.pipelineStage ?? ''} onChange={(event) => move(event.currentTarget.value as PipelineStage)} />
        <StageSince stageChangedAt={relation.stageChangedAt} />
        <Textarea label="Notes" autosize minRows={2} maxLength={INVESTOR_LIMITS.notes} value={notes} onChange={(event) => setNotes(event.currentTarget.value)} />
        <TextInput label="Next step on" type="date" value={nextStepOn} onChange={(event) => setNextStepOn(event.currentTarget.value)} />
        <Group gap="xs">
          <Button size="xs" disabled={!edited} loading={change.isPending} onClick={() => change.mutate({ id: investor.id, changes: { notes, nextStepOn: nextStepOn || null } })}>
            Save notes
          </Button>
          <Button size="xs" variant="subtle" color="red" onClick={() => move(null)}>
            Remove from pipeline
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

/** The company's fundraising pipeline, the same for every member: the seven stages in order, each with its investors; editors change it. */
export function PipelineBoard({ company }: { company: Company }) {
  const pipeline = usePipeline(company.id);
  const editable = roleMay(company.role, 'edit');
  if (pipeline.error) {
    return (
      <Alert color="red" title="The pipeline could not be loaded">
        {pipeline.error.message}
      </Alert>
    );
  }
  if (!pipeline.data) return <Loader aria-label="Loading the pipeline" />;
  if (pipeline.data.total === 0) {
    return <Text c="dimmed">{editable ? 'No investors in your pipeline yet: use Add to pipeline on an investor in Investor Matching.' : 'No investors in the pipeline yet.'}</Text>;
  }
  return (
    <Stack gap="lg">
      {editable ? null : <Text c="dimmed">You can read the pipeline; the company&apos;s owner and editors change it.</Text>}
      {pipelineColumns(pipeline.data.items).map(({ stage, investors }) => (
        <Stack key={stage} gap="xs" component="section" aria-label={PIPELINE_STAGE_LABELS[stage]}>
          <Title order={3} size="h5">
            {PIPELINE_STAGE_LABELS[stage]} ({investors.length})
          </Title>
          {investors.length === 0 ? null : (
            <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
              {investors.map((investor) => (
                // Keyed by what is saved, so the form starts again from the server's notes and date after a save.
                editable ? (
                  <PipelineCard key={`${investor.id}-${investor.relation.notes}-${investor.relation.nextStepOn}`} investor={investor} companyId={company.id} />
                ) : (
                  <ReadOnlyPipelineCard key={investor.id} investor={investor} />
                )
              ))}
            </SimpleGrid>
          )}
        </Stack>
      ))}
    </Stack>
  );
}
