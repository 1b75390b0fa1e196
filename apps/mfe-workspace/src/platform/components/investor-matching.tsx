import { Alert, Button, Group, Loader, NativeSelect, Paper, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useSearchParams } from 'react-router-dom';
import { formatShortUsd, INVESTOR_STAGES, INVESTOR_TYPES, roleMay, type Company, type InvestorPage, type RaiseSource } from '@founder/contracts';
import { useInvestors } from '../hooks/use-investors';
import { investorQuery, parseInvestorFilters, withInvestorFilters, type InvestorFilters } from '../rules/investor-filters';
import { InvestorCard } from './investor-card';

const RAISE_SOURCE_LABELS: Readonly<Record<RaiseSource, string>> = {
  'financial-model': 'from your financial model',
  'idea-reference': "your idea's reference raise",
  'stage-default': 'a typical round at your stage',
};

function Stat({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <Paper withBorder p="sm">
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={700} size="xl" data-testid={testId}>
        {value}
      </Text>
    </Paper>
  );
}

function Stats({ page }: { page: InvestorPage }) {
  return (
    <SimpleGrid cols={{ base: 2, sm: 4 }}>
      <Stat label="Database total" value={page.databaseTotal.toLocaleString('en-US')} testId="investors-database-total" />
      <Stat label="Matching filters" value={page.total.toLocaleString('en-US')} testId="investors-total" />
      <Stat label="High Match" value={String(page.highMatchCount)} testId="investors-high-match" />
      <Stat label={`Your raise (${RAISE_SOURCE_LABELS[page.raise.source]})`} value={formatShortUsd(page.raise.amount)} testId="investors-raise" />
    </SimpleGrid>
  );
}

/** Search and filters (kept in the URL), the scored list, and Load more. */
export function InvestorMatching({ company }: { company: Company }) {
  const [params, setParams] = useSearchParams();
  const filters = parseInvestorFilters(params);
  const investors = useInvestors(investorQuery(filters, company.id));
  const editable = roleMay(company.role, 'edit');
  // From the address bar, not the last render's params (React Router hands a setter callback those): two quick changes both stay.
  const update = (changes: Partial<InvestorFilters>) => {
    const current = new URLSearchParams(window.location.search);
    setParams(withInvestorFilters(current, { ...parseInvestorFilters(current), ...changes }), { replace: true });
  };
  // The figures of the whole filtered list come with every page; the cards are every page loaded so far.
  const page = investors.data?.pages[0];
  const items = investors.data?.pages.flatMap((loaded) => loaded.items) ?? [];
  return (
    <Stack>
      <Alert color="yellow" title="Sample data">
        Investors marked Sample are fictional profiles made up so you can try matching; none is a real person or firm. Investors you or your company&apos;s members
        add are marked Added by your team and only your team sees them.
      </Alert>
      {page ? <Stats page={page} /> : null}
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <TextInput label="Search investors" placeholder="Name, firm, location, industry or focus" value={filters.search} onChange={(event) => update({ search: event.currentTarget.value })} />
        <NativeSelect
          label="Stage"
          value={filters.stage ?? ''}
          data={[{ value: '', label: 'All Stages' }, ...INVESTOR_STAGES]}
          onChange={(event) => update({ stage: (event.currentTarget.value || null) as InvestorFilters['stage'] })}
        />
        <NativeSelect
          label="Type"
          value={filters.type ?? ''}
          data={[{ value: '', label: 'All Types' }, ...INVESTOR_TYPES]}
          onChange={(event) => update({ type: (event.currentTarget.value || null) as InvestorFilters['type'] })}
        />
      </SimpleGrid>
      {investors.error ? (
        <Alert color="red" title="Investors could not be loaded">
          {investors.error.message}
        </Alert>
      ) : !page ? (
        <Loader aria-label="Loading investors" />
      ) : items.length === 0 ? (
        <Stack align="center" gap={4} py="xl">
          <Title order={3}>No investors found</Title>
          <Text c="dimmed">Try adjusting your search criteria or filters</Text>
        </Stack>
      ) : (
        <>
          <SimpleGrid cols={{ base: 1, md: 2 }}>
            {items.map((investor) => (
              <InvestorCard key={investor.id} investor={investor} companyId={company.id} editable={editable} />
            ))}
          </SimpleGrid>
          {investors.hasNextPage ? (
            <Group justify="center">
              <Button variant="default" size="xs" loading={investors.isFetchingNextPage} onClick={() => void investors.fetchNextPage()}>
                Load more
              </Button>
            </Group>
          ) : null}
        </>
      )}
    </Stack>
  );
}
