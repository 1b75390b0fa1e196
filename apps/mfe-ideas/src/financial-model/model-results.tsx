import { Badge, Group, Paper, Progress, SegmentedControl, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { SCENARIO_LABELS, SCENARIO_MULTIPLIERS, SCENARIOS, USE_OF_FUNDS_LINES, formatMillions, formatMoneyShort, type CurrencyCode, type FinancialModel, type ScenarioName } from '@founder/contracts';
import { useInViewport } from '@mantine/hooks';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { FigureCard, FigureTable, ResultTabs } from '../idea-documents/result-views';
import type { MonthlyChartProps } from './model-charts';
import { expenseRows, keyFigures, monthlySeries, SCENARIO_COLUMNS, scenarioComparison, yearRows } from './model-figures';

// recharts (~115 KB gzipped) is fetched when a chart first scrolls into view, not with the page:
// the overview tab a model opens on has none, and a hidden tab's panel is not drawn.
const LazyMonthlyPlot = lazy(() => import('./model-charts').then(({ MonthlyPlot }) => ({ default: MonthlyPlot })));

/** Same as PLOT_HEIGHT in model-charts.tsx, which this file must not import (it would load recharts). */
const PLOT_PLACEHOLDER_HEIGHT = 260;

/** A chart's frame and title at once; its plot once the frame has been in view, with a placeholder of its size until then. */
function MonthlyChart({ title, ...plot }: MonthlyChartProps) {
  const { ref, inViewport } = useInViewport<HTMLDivElement>();
  const [seen, setSeen] = useState(false);
  if (inViewport && !seen) setSeen(true);
  const placeholder = <Skeleton h={PLOT_PLACEHOLDER_HEIGHT} radius="md" />;
  return (
    <Paper withBorder radius="lg" p="md" role="figure" aria-label={title} ref={ref}>
      <Text fw={700} mb="sm">
        {title}
      </Text>
      {seen ? (
        <Suspense fallback={placeholder}>
          <LazyMonthlyPlot {...plot} />
        </Suspense>
      ) : (
        placeholder
      )}
    </Paper>
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

/** The model's views: a scenario switch, then the overview, revenue, expenses and investment tabs; every amount in the idea's currency. */
export function ModelResults({ model, currency }: { model: FinancialModel; currency: CurrencyCode }) {
  const [scenario, setScenario] = useState<ScenarioName>('base');
  const result = model.scenarios[scenario];
  const series = monthlySeries(result);
  const multipliers = SCENARIO_MULTIPLIERS[scenario];
  const panels: Record<(typeof MODEL_TABS)[number]['value'], ReactNode> = {
    overview: (
      <Stack gap="lg">
        <SimpleGrid cols={{ base: 2, md: 3 }} spacing="md">
          {keyFigures(result, currency).map((figure) => (
            <FigureCard key={figure.label} label={figure.label} figure={figure.value} note={figure.hint} testId={`figure-${figure.label}`} />
          ))}
        </SimpleGrid>
        <YearTable model={model} scenario={scenario} currency={currency} />
        <Paper withBorder radius="lg" p="md">
          <Title order={3} fz="md" mb="sm">
            Scenarios side by side (revenue)
          </Title>
          <FigureTable
            label="Scenarios side by side"
            minWidth={420}
            headers={['Year', ...SCENARIO_COLUMNS.map((column) => column.label)]}
            rows={scenarioComparison(model, currency).map((row) => ({ key: row.year, cells: [row.year, ...SCENARIO_COLUMNS.map((column) => row[column.name])] }))}
          />
        </Paper>
      </Stack>
    ),
    revenue: (
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <MonthlyChart title="Revenue over time" data={series} currency={currency} lines={[{ key: 'revenue', label: 'Monthly revenue', color: CHART_COLORS.revenue }]} area />
        <MonthlyChart title="Customers over time" data={series} currency={null} lines={[{ key: 'customers', label: 'Customers', color: CHART_COLORS.customers }]} />
      </SimpleGrid>
    ),
    expenses: (
      <Stack gap="lg">
        <MonthlyChart
          title="Expenses over time"
          data={series}
          currency={currency}
          lines={[
            { key: 'revenue', label: 'Monthly revenue', color: CHART_COLORS.revenue },
            { key: 'expenses', label: 'Monthly expenses', color: CHART_COLORS.expenses },
          ]}
        />
        <Paper withBorder radius="lg" p="md">
          <FigureTable
            label="Expenses by year"
            minWidth={560}
            headers={['Expense', ...YEAR_HEADERS]}
            rows={expenseRows(result, currency).map((row) => ({ key: row.line, cells: [row.line, ...row.values], total: row.line === 'Total expenses' }))}
          />
        </Paper>
      </Stack>
    ),
    investment: (
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <MonthlyChart title="Cash over time" data={series} currency={currency} area lines={[{ key: 'cash', label: 'Cash at month end', color: CHART_COLORS.cash }]} />
        <UseOfFunds model={model} scenario={scenario} currency={currency} />
      </SimpleGrid>
    ),
  };

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
      <ResultTabs tabs={MODEL_TABS.map((tab) => ({ ...tab, panel: panels[tab.value] }))} />
    </Stack>
  );
}

function UseOfFunds({ model, scenario, currency }: { model: FinancialModel; scenario: ScenarioName; currency: CurrencyCode }) {
  const result = model.scenarios[scenario];
  return (
    <Paper withBorder radius="lg" p="md">
      <Group justify="space-between" mb="md">
        <Title order={3} fz="md">
          Use of funds
        </Title>
        <Badge variant="light" size="lg">
          {formatMillions(model.inputs.funding.totalFunding, currency)} raise
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
                {model.inputs.funding.useOfFunds[line]}% · {formatMoneyShort(model.useOfFunds[line], currency)}
              </Text>
            </Group>
            <Progress value={Math.min(100, model.inputs.funding.useOfFunds[line])} aria-label={`${line} share`} />
          </Stack>
        ))}
        <Text size="sm" c="dimmed" mt="sm">
          Burn {formatMoneyShort(result.burnRate, currency)}/month in year 1 · cash lasts {result.runway === null ? 'beyond month 60' : `${result.runway} months`} (planned:{' '}
          {model.inputs.funding.runway} months).
        </Text>
      </Stack>
    </Paper>
  );
}

function YearTable({ model, scenario, currency }: { model: FinancialModel; scenario: ScenarioName; currency: CurrencyCode }) {
  return (
    <Paper withBorder radius="lg" p="md">
      <Title order={3} fz="md" mb="sm">
        5-year projection
      </Title>
      <FigureTable
        label="5-year projection"
        minWidth={560}
        headers={['Year', 'Revenue', 'Expenses', 'Net income', 'YoY Growth', 'Customers']}
        rows={yearRows(model.scenarios[scenario], currency).map((row) => ({ key: row.year, cells: [row.year, row.revenue, row.expenses, row.netIncome, row.growth, row.customers] }))}
      />
    </Paper>
  );
}
