import { Badge, Group, List, Paper, Progress, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { MarketResearch, MarketTrend, MarketSegment } from '@founder/contracts';
import type { ReactNode } from 'react';
import { FigureCard, ResultTabs } from '../idea-documents/result-views';

const RESEARCH_TABS = [
  { value: 'overview', label: 'Overview', icon: 'gauge' },
  { value: 'competitors', label: 'Competitors', icon: 'shield' },
  { value: 'segments', label: 'Segments', icon: 'grid' },
  { value: 'trends', label: 'Trends', icon: 'trendUp' },
  { value: 'personas', label: 'Personas', icon: 'users' },
] as const;
const OPPORTUNITY_COLOR: Record<MarketSegment['opportunity'], string> = { high: 'teal', medium: 'yellow', low: 'gray' };
const IMPACT_COLOR: Record<MarketTrend['impact'], string> = { positive: 'teal', negative: 'red', neutral: 'gray' };

function Bullets({ title, items }: { title: string; items: string[] }) {
  return (
    <Stack gap={4}>
      <Text size="sm" fw={700}>
        {title}
      </Text>
      <List size="sm" spacing={2}>
        {items.map((item) => (
          <List.Item key={item}>{item}</List.Item>
        ))}
      </List>
    </Stack>
  );
}

/** The research's sub-tabs: overview, competitors, segments, trends, personas (spec section 2). */

/** A card of the research (a competitor, segment, trend or persona): its name as a heading, badges beside it, then its content. */
function ItemCard({ title, badges, gap = 'sm', children }: { title: string; badges?: ReactNode; gap?: 'xs' | 'sm'; children: ReactNode }) {
  return (
    <Paper withBorder radius="lg" p="md" component="article" aria-label={title}>
      <Stack gap={gap}>
        <Group justify="space-between" wrap="wrap" gap="xs" align="flex-start">
          <Title order={3} fz="md">
            {title}
          </Title>
          {badges}
        </Group>
        {children}
      </Stack>
    </Paper>
  );
}

/** A percentage as a labelled bar (a competitor's market share, a trend's relevance). */
function ShareBar({ label, value, labelWidth, ariaLabel }: { label: string; value: number; labelWidth: number; ariaLabel: string }) {
  return (
    <Group gap="xs" wrap="nowrap">
      <Text size="xs" c="dimmed" w={labelWidth}>
        {label}
      </Text>
      <Progress value={value} style={{ flex: 1 }} aria-label={ariaLabel} />
    </Group>
  );
}
export function ResearchResults({ research }: { research: MarketResearch }) {
  const { marketData } = research;
  const sizes = [
    ['Total market', marketData.totalMarketSize],
    ['Servable market', marketData.servableMarketSize],
    ['Target market', marketData.targetMarketSize],
    ['Growth rate', marketData.growthRate],
  ] as const;

  const panels: Record<(typeof RESEARCH_TABS)[number]['value'], ReactNode> = {
    overview: (
      <Stack gap="lg">
        <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }} spacing="md">
          {sizes.map(([label, figure]) => (
            <FigureCard key={label} label={label} figure={figure.label} note={`Source: ${figure.source}`} testId={`market-${label}`} />
          ))}
        </SimpleGrid>
        <Paper withBorder radius="lg" p="md">
          <Group gap="sm" mb="md">
            <Text fw={700}>Market maturity</Text>
            <Badge variant="light">{marketData.marketMaturity}</Badge>
          </Group>
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
            <Bullets title="Regulations" items={marketData.regulations} />
            <Bullets title="Barriers to entry" items={marketData.barriers} />
          </SimpleGrid>
        </Paper>
      </Stack>
    ),
    competitors: (
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        {research.competitors.map((competitor) => (
          <ItemCard key={competitor.name} title={competitor.name} badges={<Badge variant="light">{competitor.type}</Badge>}>
            <Text size="sm">{competitor.description}</Text>
            <ShareBar label={`Market share ${competitor.marketShare}%`} value={competitor.marketShare} labelWidth={110} ariaLabel={`${competitor.name} market share`} />
            <SimpleGrid cols={2} spacing="sm">
              <Bullets title="Strengths" items={competitor.strengths} />
              <Bullets title="Weaknesses" items={competitor.weaknesses} />
            </SimpleGrid>
            <Text size="xs" c="dimmed">
              Pricing: {competitor.pricing} · Funding: {competitor.funding}
            </Text>
          </ItemCard>
        ))}
      </SimpleGrid>
    ),
    segments: (
      <SimpleGrid cols={{ base: 1, md: 3 }} spacing="md">
        {research.segments.map((segment) => (
          <ItemCard key={segment.name} title={segment.name} badges={<Badge color={OPPORTUNITY_COLOR[segment.opportunity]}>{segment.opportunity}</Badge>} gap="xs">
            <Text fz={22} fw={800}>
              {segment.size}
            </Text>
            <Text size="xs" c="dimmed">
              Growing {segment.growth}
            </Text>
            <Text size="sm">{segment.description}</Text>
          </ItemCard>
        ))}
      </SimpleGrid>
    ),
    trends: (
      <Stack gap="md">
        {research.trends.map((trend) => (
          <ItemCard
            key={trend.trend}
            title={trend.trend}
            badges={
              <Group gap="xs">
                <Badge color={IMPACT_COLOR[trend.impact]}>{trend.impact}</Badge>
                <Badge variant="outline">{trend.timeframe}</Badge>
              </Group>
            }
            gap="xs"
          >
            <Text size="sm">{trend.description}</Text>
            <ShareBar label={`Relevance ${trend.relevance}%`} value={trend.relevance} labelWidth={100} ariaLabel={`${trend.trend} relevance`} />
          </ItemCard>
        ))}
      </Stack>
    ),
    personas: (
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        {research.personas.map((persona) => (
          <ItemCard key={persona.name} title={persona.name}>
            <Text size="sm" c="dimmed">
              {persona.demographics}
            </Text>
            <Bullets title="Pain points" items={persona.painPoints} />
            <Bullets title="Motivations" items={persona.motivations} />
            <Bullets title="Channels" items={persona.channels} />
            <Text size="sm">
              <b>Budget:</b> {persona.budget}
            </Text>
          </ItemCard>
        ))}
      </SimpleGrid>
    ),
  };

  return <ResultTabs tabs={RESEARCH_TABS.map((tab) => ({ ...tab, panel: panels[tab.value] }))} />;
}
