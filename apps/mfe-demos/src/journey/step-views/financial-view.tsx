import { SimpleGrid } from '@mantine/core';
import { formatMillions, formatMillionsOfDollars, type FinancialContent } from '@founder/demo-engine';
import { StatTile, StepCompleted } from './step-states';

export function FinancialView({ content }: { content: FinancialContent }) {
  return (
    <StepCompleted title={content.completedTitle}>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        <StatTile label="Year 5 revenue" value={formatMillionsOfDollars(content.year5Revenue)} color="green.8" />
        <StatTile label="Year 5 users" value={formatMillions(content.year5Users)} />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
        <StatTile label="LTV/CAC" value={content.ltvCac} />
        <StatTile label="Gross margin" value={content.grossMargin} />
        <StatTile label="Payback" value={content.payback} />
      </SimpleGrid>
    </StepCompleted>
  );
}
