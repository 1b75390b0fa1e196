import { Avatar, Badge, Button, Collapse, Group, List, Paper, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { PIPELINE_STAGE_LABELS, type Investor, type InvestorRelation } from '@founder/contracts';
import { useApply, useChangeRelation } from '../hooks/use-investors';
import { MatchBadge } from './match-badge';

function Facts({ label, values }: { label: string; values: readonly string[] }) {
  if (values.length === 0) return null;
  return (
    <Text size="sm">
      <Text span fw={600}>
        {label}:
      </Text>{' '}
      {values.join(', ')}
    </Text>
  );
}

/** Save, apply and add to the pipeline: an editor's controls of the company's record of the investor. */
function TrackingButtons({ investor, companyId }: { investor: Investor; companyId: number }) {
  const change = useChangeRelation(companyId);
  const apply = useApply(companyId);
  const { relation } = investor;
  const applied = relation.appliedAt !== null;
  return (
    <Group gap="xs">
      <Button
        size="xs"
        variant={relation.saved ? 'filled' : 'default'}
        aria-pressed={relation.saved}
        loading={change.isPending}
        onClick={() => change.mutate({ id: investor.id, changes: { saved: !relation.saved } })}
      >
        {relation.saved ? 'Saved' : 'Save'}
      </Button>
      <Button size="xs" color="green" disabled={applied} loading={apply.isPending} onClick={() => apply.mutate(investor.id)}>
        {applied ? 'Applied' : 'Apply'}
      </Button>
      <Button size="xs" variant="light" disabled={relation.pipelineStage !== null} onClick={() => change.mutate({ id: investor.id, changes: { pipelineStage: 'researching' } })}>
        {relation.pipelineStage === null ? 'Add to pipeline' : 'In pipeline'}
      </Button>
    </Group>
  );
}

/** What a commenter or viewer sees instead of the controls: the company's record as badges (none when it has none). */
function TrackingState({ relation }: { relation: InvestorRelation }) {
  const marks = [relation.saved ? 'Saved' : null, relation.appliedAt ? 'Applied' : null, relation.pipelineStage ? `In pipeline: ${PIPELINE_STAGE_LABELS[relation.pipelineStage]}` : null].filter((mark) => mark !== null);
  if (marks.length === 0) return null;
  return (
    <Group gap={6} aria-label="In the company's pipeline">
      {marks.map((mark) => (
        <Badge key={mark} variant="light" color="gray">
          {mark}
        </Badge>
      ))}
    </Group>
  );
}

/** One investor: spec section 3's fields, the match badge and its reasons, and the company's record of it (editors change it). */
export function InvestorCard({ investor, companyId, editable }: { investor: Investor; companyId: number; editable: boolean }) {
  const [why, setWhy] = useState(false);
  return (
    <Paper component="article" aria-label={investor.name} withBorder p="md" radius="md">
      <Stack gap="xs">
        {/* On a narrow card the match badge goes under the name rather than past the card's edge. */}
        <Group justify="space-between" align="flex-start" gap="xs">
          <Group gap="sm" wrap="nowrap" miw={0} style={{ flex: '1 1 12rem' }}>
            <Avatar color="blue" radius="xl">
              {investor.avatar}
            </Avatar>
            <Stack gap={0} miw={0} style={{ overflowWrap: 'break-word' }}>
              <Text fw={700}>{investor.name}</Text>
              <Text size="sm" c="dimmed">
                {investor.firm} · {investor.location}
              </Text>
            </Stack>
          </Group>
          <MatchBadge score={investor.matchScore} size="lg" />
        </Group>
        <Group gap={6}>
          <Badge variant="light">{investor.type}</Badge>
          {investor.sample ? (
            <Badge variant="outline" color="gray">
              Sample
            </Badge>
          ) : (
            <Badge variant="outline" color="teal">
              Added by your team
            </Badge>
          )}
          {investor.warmIntro ? (
            <Badge variant="light" color="green">
              Warm intro
            </Badge>
          ) : null}
        </Group>
        <Facts label="Industries" values={investor.industries} />
        <Facts label="Stages" values={investor.stages} />
        <Text size="sm">
          <Text span fw={600}>
            Check size:
          </Text>{' '}
          {investor.checkSize} · {investor.portfolio} portfolio companies
          {investor.responseRate === null ? '' : ` · ${investor.responseRate}% response rate`}
        </Text>
        <Facts label="Focus" values={investor.focus_areas} />
        <Facts label="Recent investments" values={investor.recent_investments} />
        <Button variant="subtle" size="compact-sm" w="fit-content" onClick={() => setWhy((open) => !open)} aria-expanded={why}>
          Why this match
        </Button>
        <Collapse expanded={why}>
          <List size="sm" spacing={2}>
            {investor.matchReasons.map((reason) => (
              <List.Item key={reason.label}>
                {reason.label}: {reason.points} of {reason.maxPoints} points
              </List.Item>
            ))}
          </List>
        </Collapse>
        {editable ? <TrackingButtons investor={investor} companyId={companyId} /> : <TrackingState relation={investor.relation} />}
      </Stack>
    </Paper>
  );
}
