import { Button, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { SITE_SIGNUPS_PATHS, type SiteSignUp } from '@founder/contracts';
import { momentLabel } from '@founder/ui';
import { loadedItems, useCursorList } from '../../../shared/cursor-list';

/** The visitors who joined the early-access list from the published page, newest first, with the CSV download. */
export function SiteSignupsList({ companyId }: { companyId: number }) {
  const signUps = useCursorList<SiteSignUp>(SITE_SIGNUPS_PATHS.list(companyId));
  const items = loadedItems(signUps.data);
  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap">
          <Title order={4}>Early-access list</Title>
          <Button component="a" href={SITE_SIGNUPS_PATHS.csv(companyId)} download variant="default" size="xs" disabled={!items?.length}>
            Download CSV
          </Button>
        </Group>
        {signUps.isError ? <Text c="red">The list could not be loaded: {signUps.error.message}</Text> : null}
        {items?.length === 0 ? <Text c="dimmed">Nobody has signed up yet. Visitors who join from your published page appear here.</Text> : null}
        {items?.length ? (
          <Table.ScrollContainer minWidth={480}>
            <Table aria-label="Early-access sign-ups" striped>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Email</Table.Th>
                  <Table.Th>Date</Table.Th>
                  <Table.Th>Source page</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {items.map((signUp) => (
                  <Table.Tr key={signUp.id}>
                    <Table.Td>{signUp.email}</Table.Td>
                    <Table.Td>{momentLabel(signUp.signedUpAt)}</Table.Td>
                    <Table.Td>{signUp.sourcePage}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        ) : null}
        {signUps.hasNextPage ? (
          <Group justify="center">
            <Button variant="default" size="xs" loading={signUps.isFetchingNextPage} onClick={() => void signUps.fetchNextPage()}>
              Load more
            </Button>
          </Group>
        ) : null}
      </Stack>
    </Paper>
  );
}
