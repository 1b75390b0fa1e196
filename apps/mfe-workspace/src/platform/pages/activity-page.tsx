import { Anchor, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import { ACTIVITY_PATHS, type ActivityEntry } from '@founder/contracts';
import { momentLabel } from '@founder/ui';
import { loadedItems, useCursorList } from '../../shared/cursor-list';
import { usePlatformCompany } from '../hooks/platform-company';
import { activityLink, activitySentence } from '../rules/activity-sentence';

function ActivityItem({ entry, company }: { entry: ActivityEntry; company: string }) {
  const sentence = activitySentence(entry, company);
  const link = activityLink(entry);
  return (
    // The date goes under the sentence when the two do not fit on one line (a phone).
    <Group component="li" justify="space-between" wrap="wrap" gap="4px 16px" py={6} style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}>
      {link ? (
        <Anchor component={Link} to={link} size="sm" style={{ flex: '1 1 18rem' }}>
          {sentence}
        </Anchor>
      ) : (
        <Text size="sm" style={{ flex: '1 1 18rem' }}>
          {sentence}
        </Text>
      )}
      <Text size="xs" c="dimmed" style={{ flexShrink: 0 }}>
        <time dateTime={entry.createdAt}>{momentLabel(entry.createdAt)}</time>
      </Text>
    </Group>
  );
}

/** /platform/activity: who did what in the company, newest first, a page at a time. */
export default function ActivityPage() {
  const company = usePlatformCompany();
  const activity = useCursorList<ActivityEntry>(ACTIVITY_PATHS.companyActivity(company.id));
  const items = loadedItems(activity.data);
  return (
    <Paper withBorder p="md" radius="md" maw={860}>
      <Stack gap="sm">
        <Title order={3}>Activity</Title>
        {activity.isError ? <Text c="red">The activity could not be loaded: {activity.error.message}</Text> : null}
        {items?.length === 0 ? <Text c="dimmed">Nothing yet. Generated documents, edits, uploads, shares, publications, pipeline moves and the team&apos;s comings and goings appear here.</Text> : null}
        {items?.length ? (
          <Stack component="ul" aria-label="Company activity" gap={0} m={0} p={0} style={{ listStyle: 'none' }}>
            {items.map((entry) => (
              <ActivityItem key={entry.id} entry={entry} company={company.companyName} />
            ))}
          </Stack>
        ) : null}
        {activity.hasNextPage ? (
          <Group justify="center">
            <Button variant="default" size="xs" loading={activity.isFetchingNextPage} onClick={() => void activity.fetchNextPage()}>
              Load more
            </Button>
          </Group>
        ) : null}
      </Stack>
    </Paper>
  );
}
