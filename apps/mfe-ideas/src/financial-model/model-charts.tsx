import { Area, AreaChart, CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { CurrencyCode } from '@founder/contracts';
import { compactCount, compactMoney, type monthlySeries } from './model-figures';

type Series = ReturnType<typeof monthlySeries>;
export interface ChartLine {
  key: 'revenue' | 'expenses' | 'cash' | 'customers';
  label: string;
  color: string;
}

export interface MonthlyChartProps {
  title: string;
  data: Series;
  lines: ChartLine[];
  area?: boolean;
  currency: CurrencyCode | null;
}

/** model-results.tsx keeps a placeholder of this height (PLOT_PLACEHOLDER_HEIGHT) while recharts loads. */
const PLOT_HEIGHT = 260;

/**
 * The plot of one chart of the model over its 60 months (recharts; this module loads only when a
 * chart scrolls into view): amounts in `currency`, or counts when it is null.
 */
export function MonthlyPlot({ data, lines, area = false, currency }: Omit<MonthlyChartProps, 'title'>) {
  const format = currency ? (value: number) => compactMoney(value, currency) : compactCount;
  const axes = (
    <>
      <CartesianGrid strokeDasharray="3 3" stroke="var(--mantine-color-gray-3)" />
      <XAxis dataKey="month" tickFormatter={(month: number) => (month % 12 === 0 ? `Y${month / 12}` : '')} interval={0} tickLine={false} />
      <YAxis tickFormatter={format} width={64} />
      <Tooltip formatter={(value) => format(Number(value))} labelFormatter={(month) => `Month ${month}`} />
      <Legend />
    </>
  );
  return (
    <ResponsiveContainer width="100%" height={PLOT_HEIGHT}>
      {area ? (
        <AreaChart data={data}>
          {axes}
          {lines.map((line) => (
            <Area key={line.key} dataKey={line.key} name={line.label} stroke={line.color} fill={line.color} fillOpacity={0.15} isAnimationActive={false} />
          ))}
        </AreaChart>
      ) : (
        <LineChart data={data}>
          {axes}
          {lines.map((line) => (
            <Line key={line.key} dataKey={line.key} name={line.label} stroke={line.color} dot={false} strokeWidth={2} isAnimationActive={false} />
          ))}
        </LineChart>
      )}
    </ResponsiveContainer>
  );
}
