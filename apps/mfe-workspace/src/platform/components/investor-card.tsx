import { Avatar, Badge, Button, Collapse, Group, List, Paper, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import type { Investor } from '@founder/contracts';
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

/** One investor: spec section 3's fields, the match badge and its reasons, save, apply and the pipeline. */
export function InvestorCard({ investor }: { investor: Investor }) {
  const [why, setWhy] = useState(false);
  const change = useChangeRelation();
  const apply = useApply();
  const { relation } = investor;
  const applied = relation.appliedAt !== null;
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
              Added by you
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
          <Button
            size="xs"
            variant="light"
            disabled={relation.pipelineStage !== null}
            onClick={() => change.mutate({ id: investor.id, changes: { pipelineStage: 'researching' } })}
          >
            {relation.pipelineStage === null ? 'Add to pipeline' : 'In pipeline'}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
