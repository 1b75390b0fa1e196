import { Badge, Group, Paper, Progress, SegmentedControl, SimpleGrid, Skeleton, Stack, Table, Tabs, Text, Title } from '@mantine/core';
import { SCENARIO_LABELS, SCENARIO_MULTIPLIERS, SCENARIOS, USE_OF_FUNDS_LINES, formatMillions, type FinancialModel, type ScenarioName } from '@founder/contracts';
import { lazy, Suspense, useState, type ComponentProps } from 'react';
import { ViewTabList } from '../idea-documents/view-tab-list';
import { expenseRows, formatDollars, keyFigures, monthlySeries, SCENARIO_COLUMNS, scenarioComparison, yearRows } from './model-figures';

// recharts (~100 KB gzipped) is fetched once a model is shown, not with the page, which first
// asks for an idea or the assumptions.
const LazyMonthlyChart = lazy(() => import('./model-charts').then(({ MonthlyChart }) => ({ default: MonthlyChart })));

/** A chart, with a placeholder of its size while recharts loads (nothing below it moves). */
function MonthlyChart(props: ComponentProps<typeof LazyMonthlyChart>) {
  return (
    <Suspense fallback={<Skeleton h={328} radius="lg" />}>
      <LazyMonthlyChart {...props} />
    </Suspense>
  );
}

const CHART_COLORS = {
  revenue: 'var(--mantine-color-indigo-6)',
  expenses: 'var(--mantine-color-red-6)',
  cash: 'var(--mantine-color-teal-6)',
  customers: 'var(--mantine-color-violet-6)',
} as const;

const YEAR_HEADERS = ['Year 1', 'Year 2', 'Year 3', 'Year 4', 'Year 5'];
const MODEL_TABS = [
  { value: 'overview', label: 'Overview', icon: 'gauge' },
  { value: 'revenue', label: 'Revenue', icon: 'trendUp' },
  { value: 'expenses', label: 'Expenses', icon: 'coins' },
  { value: 'investment', label: 'Investment', icon: 'target' },
] as const;

/** The model's views: a scenario switch, then the overview, revenue, expenses and investment tabs. */
export function ModelResults({ model }: { model: FinancialModel }) {
  const [scenario, setScenario] = useState<ScenarioName>('base');
  const [tab, setTab] = useState<string | null>('overview');
  const result = model.scenarios[scenario];
  const series = monthlySeries(result);
  const multipliers = SCENARIO_MULTIPLIERS[scenario];

  return (
    <Stack gap="lg">
      <Group justify="space-between" wrap="wrap" gap="sm">
        <SegmentedControl
          aria-label="Scenario"
          value={scenario}
          onChange={(value) => setScenario(value as ScenarioName)}
          data={SCENARIOS.map((name) => ({ value: name, label: SCENARIO_LABELS[name] }))}
        />
        <Text size="xs" c="dimmed">
          {scenario === 'base'
            ? 'Your assumptions as entered.'
            : `Customer growth x${multipliers.growth}, churn x${multipliers.churn}, price x${multipliers.price}.`}
        </Text>
      </Group>

      <Tabs value={tab} onChange={setTab} variant="outline" radius="md">
        <ViewTabList tabs={MODEL_TABS} />

        <Tabs.Panel value="overview" pt="lg">
          <Stack gap="lg">
            <SimpleGrid cols={{ base: 2, md: 3 }} spacing="md">
              {keyFigures(result).map((figure) => (
                <Paper key={figure.label} withBorder radius="lg" p="md" aria-label={figure.label}>
                  <Text size="xs" c="dimmed" tt="uppercase" fw={700}>
                    {figure.label}
                  </Text>
                  <Text fz={26} fw={800} data-testid={`figure-${figure.label}`}>
                    {figure.value}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {figure.hint}
                  </Text>
                </Paper>
              ))}
            </SimpleGrid>
            <YearTable model={model} scenario={scenario} />
            <Paper withBorder radius="lg" p="md">
              <Title order={3} fz="md" mb="sm">
                Scenarios side by side (revenue)
              </Title>
              <Table.ScrollContainer minWidth={420}>
                <Table striped aria-label="Scenarios side by side">
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>Year</Table.Th>
                      {SCENARIO_COLUMNS.map((column) => (
                        <Table.Th key={column.name}>{column.label}</Table.Th>
                      ))}
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {scenarioComparison(model).map((row) => (
                      <Table.Tr key={row.year}>
                        <Table.Td>{row.year}</Table.Td>
                        {SCENARIO_COLUMNS.map((column) => (
                          <Table.Td key={column.name}>{row[column.name]}</Table.Td>
                        ))}
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
            </Paper>
          </Stack>
        </Tabs.Panel>

        <Tabs.Panel value="revenue" pt="lg">
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
            <MonthlyChart title="Revenue over time" data={series} lines={[{ key: 'revenue', label: 'Monthly revenue', color: CHART_COLORS.revenue }]} area />
            <MonthlyChart title="Customers over time" data={series} dollars={false} lines={[{ key: 'customers', label: 'Customers', color: CHART_COLORS.customers }]} />
          </SimpleGrid>
        </Tabs.Panel>

        <Tabs.Panel value="expenses" pt="lg">
          <Stack gap="lg">
            <MonthlyChart
              title="Expenses over time"
              data={series}
              lines={[
                { key: 'revenue', label: 'Monthly revenue', color: CHART_COLORS.revenue },
                { key: 'expenses', label: 'Monthly expenses', color: CHART_COLORS.expenses },
              ]}
            />
            <Paper withBorder radius="lg" p="md">
              <Table.ScrollContainer minWidth={560}>
                <Table striped aria-label="Expenses by year">
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>Expense</Table.Th>
                      {YEAR_HEADERS.map((year) => (
                        <Table.Th key={year}>{year}</Table.Th>
                      ))}
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {expenseRows(result).map((row) => (
                      <Table.Tr key={row.line}>
                        <Table.Td fw={row.line === 'Total expenses' ? 700 : undefined}>{row.line}</Table.Td>
                        {row.values.map((value, index) => (
                          <Table.Td key={YEAR_HEADERS[index]}>{value}</Table.Td>
                        ))}
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
            </Paper>
          </Stack>
        </Tabs.Panel>

        <Tabs.Panel value="investment" pt="lg">
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
            <MonthlyChart title="Cash over time" data={series} area lines={[{ key: 'cash', label: 'Cash at month end', color: CHART_COLORS.cash }]} />
            <Paper withBorder radius="lg" p="md">
              <Group justify="space-between" mb="md">
                <Title order={3} fz="md">
                  Use of funds
                </Title>
                <Badge variant="light" size="lg">
                  {formatMillions(model.inputs.funding.totalFunding)} raise
                </Badge>
              </Group>
              <Stack gap="sm">
                {USE_OF_FUNDS_LINES.map((line) => (
                  <Stack key={line} gap={4}>
                    <Group justify="space-between">
                      <Text size="sm" fw={600} tt="capitalize">
                        {line}
                      </Text>
                      <Text size="sm">
                        {model.inputs.funding.useOfFunds[line]}% · {formatDollars(model.useOfFunds[line])}
                      </Text>
                    </Group>
                    <Progress value={Math.min(100, model.inputs.funding.useOfFunds[line])} aria-label={`${line} share`} />
                  </Stack>
                ))}
                <Text size="sm" c="dimmed" mt="sm">
                  Burn {formatDollars(result.burnRate)}/month in year 1 · cash lasts {result.runway === null ? 'beyond month 60' : `${result.runway} months`} (planned:{' '}
                  {model.inputs.funding.runway} months).
                </Text>
              </Stack>
            </Paper>
          </SimpleGrid>
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}

function YearTable({ model, scenario }: { model: FinancialModel; scenario: ScenarioName }) {
  return (
    <Paper withBorder radius="lg" p="md">
      <Title order={3} fz="md" mb="sm">
        5-year projection
      </Title>
      <Table.ScrollContainer minWidth={560}>
        <Table striped aria-label="5-year projection">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Year</Table.Th>
              <Table.Th>Revenue</Table.Th>
              <Table.Th>Expenses</Table.Th>
              <Table.Th>Net income</Table.Th>
              <Table.Th>YoY Growth</Table.Th>
              <Table.Th>Customers</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {yearRows(model.scenarios[scenario]).map((row) => (
              <Table.Tr key={row.year}>
                <Table.Td>{row.year}</Table.Td>
                <Table.Td>{row.revenue}</Table.Td>
                <Table.Td>{row.expenses}</Table.Td>
                <Table.Td>{row.netIncome}</Table.Td>
                <Table.Td>{row.growth}</Table.Td>
                <Table.Td>{row.customers}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Paper>
  );
}
