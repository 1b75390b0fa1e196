import { SimpleGrid, Text } from '@mantine/core';
import type { Page } from '@founder/contracts';
import type { UseQueryResult } from '@tanstack/react-query';
import { useDeferredValue, type ReactNode } from 'react';
import { ListPager } from '../../shared/list-pager';
import * as classes from './paged-grid.module.css';

interface PagedGridProps<T> {
  query: UseQueryResult<Page<T>>;
  /** What is listed, for the loading, failure and empty lines ('events', 'founders'). */
  noun: string;
  onPage: (page: number) => void;
  children: (item: T) => ReactNode;
}

/** A paged list of cards: loading, failure and empty lines, the grid, and Previous/Next. */
export function PagedGrid<T>({ query, noun, onPage, children }: PagedGridProps<T>) {
  // A page of cards is drawn as a deferred render, which React splits into short slices: the
  // answer's arrival is not one long task that blocks input (Total Blocking Time on a phone).
  const page = useDeferredValue(query.data);
  if (query.isError) return <Text c="red">The {noun} could not be loaded. Please try again.</Text>;
  if (!page) return <Text c="dimmed">Loading {noun}...</Text>;
  if (page.items.length === 0) return <Text c="dimmed">No {noun} match your search.</Text>;
  return (
    <>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} className={classes.cards}>{page.items.map(children)}</SimpleGrid>
      <ListPager page={page} onPage={onPage} />
    </>
  );
}
