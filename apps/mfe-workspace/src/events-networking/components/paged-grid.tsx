import { Button, Group, SimpleGrid, Text } from '@mantine/core';
import { useDeferredValue, type ReactNode } from 'react';
import { type CursorListQuery, loadedItems } from '../../shared/cursor-list';
import * as classes from './paged-grid.module.css';

interface PagedGridProps<T> {
  query: CursorListQuery<T>;
  /** What is listed, for the loading, failure and empty lines ('events', 'founders'). */
  noun: string;
  children: (item: T) => ReactNode;
}

/** A list of cards, page by page: loading, failure and empty lines, the grid, and Load more while there is a next page. */
export function PagedGrid<T>({ query, noun, children }: PagedGridProps<T>) {
  // A page of cards is drawn as a deferred render, which React splits into short slices: the
  // answer's arrival is not one long task that blocks input (Total Blocking Time on a phone).
  const items = useDeferredValue(loadedItems(query.data));
  if (query.isError && !items) return <Text c="red">The {noun} could not be loaded. Please try again.</Text>;
  if (!items) return <Text c="dimmed">Loading {noun}...</Text>;
  if (items.length === 0) return <Text c="dimmed">No {noun} match your search.</Text>;
  return (
    <>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} className={classes.cards}>{items.map(children)}</SimpleGrid>
      {query.hasNextPage ? (
        <Group justify="center">
          <Button variant="default" size="xs" loading={query.isFetchingNextPage} onClick={() => void query.fetchNextPage()}>
            Load more
          </Button>
        </Group>
      ) : null}
    </>
  );
}
