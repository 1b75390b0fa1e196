import { Button, Group, Text } from '@mantine/core';

/** Previous and Next under a paged list, hidden when everything fits on one page. */
export function ListPager({ page, onPage }: { page: { page: number; pageSize: number; total: number }; onPage: (page: number) => void }) {
  const pages = Math.max(1, Math.ceil(page.total / page.pageSize));
  if (pages === 1) return null;
  return (
    <Group justify="center" gap="sm">
      <Button variant="default" size="xs" disabled={page.page <= 1} onClick={() => onPage(page.page - 1)}>
        Previous
      </Button>
      <Text size="sm">
        Page {page.page} of {pages}
      </Text>
      <Button variant="default" size="xs" disabled={page.page >= pages} onClick={() => onPage(page.page + 1)}>
        Next
      </Button>
    </Group>
  );
}
