import { Badge, Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { useId, useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Icon } from '@founder/ui';
import { SECTION_PATHS } from '../dashboard-paths';
import { CATEGORY_LABELS, type DashboardSection } from '../domain/dashboard-sections';
import type { SectionAccess } from '../domain/section-unlock';

interface SectionCardProps {
  section: DashboardSection;
  access: SectionAccess;
  progress: string | null;
}

/**
 * One dashboard section. Unlocked, the whole card is a link to its tool; locked, it is dimmed and
 * a disabled link (aria-disabled, focusable, so keyboard users can reach it) that shows why on hover and focus.
 */
export function SectionCard({ section, access, progress }: SectionCardProps) {
  const body = <CardBody section={section} locked={!access.unlocked} progress={progress} />;
  if (access.unlocked) {
    return (
      <Paper component={Link} to={SECTION_PATHS[section.id]} withBorder radius="lg" p="lg" data-section={section.id} data-locked="false" style={{ display: 'block', color: 'inherit', textDecoration: 'none' }}>
        {body}
      </Paper>
    );
  }
  return <LockedCard section={section} reason={access.reason ?? ''} body={body} />;
}

function LockedCard({ section, reason, body }: { section: DashboardSection; reason: string; body: ReactNode }) {
  const [showReason, setShowReason] = useState(false);
  const reasonId = useId();
  return (
    <div style={{ position: 'relative' }} onMouseEnter={() => setShowReason(true)} onMouseLeave={() => setShowReason(false)}>
      <Paper
        role="link"
        tabIndex={0}
        aria-disabled="true"
        aria-describedby={reasonId}
        data-section={section.id}
        data-locked="true"
        onFocus={() => setShowReason(true)}
        onBlur={() => setShowReason(false)}
        withBorder
        radius="lg"
        p="lg"
        bg="gray.0"
        style={{ opacity: 0.55, cursor: 'not-allowed' }}
      >
        {body}
      </Paper>
      <Text
        id={reasonId}
        role="tooltip"
        size="sm"
        hidden={!showReason}
        style={{ position: 'absolute', left: 12, right: 12, bottom: 'calc(100% - 8px)', zIndex: 2, background: 'var(--mantine-color-dark-7)', color: 'white', padding: '6px 10px', borderRadius: 6 }}
      >
        {reason}
      </Text>
    </div>
  );
}

function CardBody({ section, locked, progress }: { section: DashboardSection; locked: boolean; progress: string | null }) {
  return (
    <Stack gap="xs">
      <Group justify="space-between" wrap="nowrap">
        <ThemeIcon size={40} radius="md" variant="light" color={locked ? 'gray' : 'blue'}>
          <Icon name={section.icon} />
        </ThemeIcon>
        {locked ? (
          <Badge color="gray" variant="light" leftSection={<Icon name="lock" size={12} />}>
            Locked
          </Badge>
        ) : (
          <Badge variant="light">{CATEGORY_LABELS[section.category]}</Badge>
        )}
      </Group>
      {/* h2 under the page's h1, like 'Your ideas' after them: headings go down one level at a time. */}
      <Title order={2} fz="md">
        {section.name}
      </Title>
      <Text size="sm" c="dimmed">
        {section.summary}
      </Text>
      <Group justify="space-between" gap="xs">
        <Text size="xs" fw={600}>
          {section.tasks} tasks
        </Text>
        {locked ? (
          <Text size="xs" c="dimmed">
            {CATEGORY_LABELS[section.category]}
          </Text>
        ) : null}
      </Group>
      {progress ? (
        <Text size="xs" c="blue" fw={500}>
          {progress}
        </Text>
      ) : null}
    </Stack>
  );
}
