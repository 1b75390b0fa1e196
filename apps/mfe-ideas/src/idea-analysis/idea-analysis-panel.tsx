import { Badge, Box, Group, Paper, Progress, SimpleGrid, Stack, Tabs, Text, ThemeIcon, Title } from '@mantine/core';
import type { AnalysisResult, StartupIdea } from '@founder/contracts';
import { ANALYSIS_STAGES, litStages } from './analysis-progress';
import { RISK_COLORS, riskLabel, scoreColor } from './score-bands';
import { ScoreRing } from './score-ring';
import { useAnalysisAnimation } from './use-analysis-animation';
import { Icon, type IconName } from '@founder/ui';

const STAGE_ICONS: IconName[] = ['chart', 'gauge', 'grid', 'route'];

/** The 'Idea Analysis' tab of the plan and deck pages: the stored analysis behind the 'analyzing' animation. */
export function IdeaAnalysisPanel({ idea }: { idea: StartupIdea }) {
  if (!idea.analysis) {
    return (
      <Paper withBorder radius="lg" p="xl">
        <Title order={2} fz="lg">
          Analysis pending
        </Title>
        <Text c="dimmed" mt="xs">
          The analysis of this idea is not ready yet. Reload the page in a moment.
        </Text>
      </Paper>
    );
  }
  return <AnimatedAnalysis ideaId={idea.id} analysis={idea.analysis} />;
}

function AnimatedAnalysis({ ideaId, analysis }: { ideaId: number; analysis: AnalysisResult }) {
  const { phase, progress } = useAnalysisAnimation(ideaId);
  if (phase === 'analyzing') return <AnalyzingView progress={progress} />;
  return <AnalysisTabs analysis={analysis} />;
}

function AnalyzingView({ progress }: { progress: number }) {
  const lit = litStages(progress);
  return (
    <Paper withBorder radius="lg" p="xl" aria-live="polite">
      <Stack gap="lg" align="center" ta="center">
        <ThemeIcon size={56} radius="xl" variant="light">
          <Icon name="sparkles" size={28} />
        </ThemeIcon>
        <Stack gap={4}>
          <Title order={2} fz="xl">
            Analyzing your idea
          </Title>
          <Text c="dimmed">Scoring the market, feasibility and risks of your idea.</Text>
        </Stack>
        <Progress value={Math.round(progress)} aria-label="Analysis progress" w="100%" maw={480} size="lg" radius="xl" animated striped />
        <SimpleGrid cols={{ base: 2, sm: 4 }} w="100%" maw={640}>
          {ANALYSIS_STAGES.map((stage, index) => (
            <Stack key={stage.label} gap={6} align="center" data-lit={lit[index]}>
              <ThemeIcon size={40} radius="xl" color={lit[index] ? 'indigo' : 'gray'} variant={lit[index] ? 'filled' : 'light'}>
                <Icon name={lit[index] ? 'check' : STAGE_ICONS[index]} size={20} />
              </ThemeIcon>
              <Text size="sm" c={lit[index] ? undefined : 'dimmed'}>
                {stage.label}
              </Text>
            </Stack>
          ))}
        </SimpleGrid>
      </Stack>
    </Paper>
  );
}

function AnalysisTabs({ analysis }: { analysis: AnalysisResult }) {
  return (
    <Tabs defaultValue="overview" variant="pills" radius="md">
      <Tabs.List mb="lg">
        <Tabs.Tab value="overview">Overview</Tabs.Tab>
        <Tabs.Tab value="feasibility">Feasibility</Tabs.Tab>
        <Tabs.Tab value="market">Market</Tabs.Tab>
        <Tabs.Tab value="next-steps">Next Steps</Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="overview">
        <Overview analysis={analysis} />
      </Tabs.Panel>
      <Tabs.Panel value="feasibility">
        <Feasibility analysis={analysis} />
      </Tabs.Panel>
      <Tabs.Panel value="market">
        <Market analysis={analysis} />
      </Tabs.Panel>
      <Tabs.Panel value="next-steps">
        <NextSteps analysis={analysis} />
      </Tabs.Panel>
    </Tabs>
  );
}

const SWOT: ReadonlyArray<{ key: 'strengths' | 'weaknesses' | 'opportunities' | 'threats'; title: string; color: string }> = [
  { key: 'strengths', title: 'Strengths', color: 'green' },
  { key: 'weaknesses', title: 'Weaknesses', color: 'red' },
  { key: 'opportunities', title: 'Opportunities', color: 'blue' },
  { key: 'threats', title: 'Threats', color: 'orange' },
];

function Overview({ analysis }: { analysis: AnalysisResult }) {
  return (
    <Stack gap="lg">
      <Paper withBorder radius="lg" p="xl">
        <Group gap="xl" align="center" wrap="wrap">
          <ScoreRing score={analysis.validationScore} />
          <Stack gap="sm" style={{ flex: 1, minWidth: 220 }}>
            <Title order={2} fz="xl">
              Validation Score
            </Title>
            <Text c="dimmed">How well the idea holds up on market, feasibility and problem-solution fit.</Text>
            <Group gap="sm">
              <Badge size="lg" variant="light" color={RISK_COLORS[analysis.riskLevel]}>
                {riskLabel(analysis.riskLevel)}
              </Badge>
              <Badge size="lg" variant="outline" color="gray">
                Confidence {analysis.confidenceScore}%
              </Badge>
            </Group>
          </Stack>
        </Group>
      </Paper>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
        {SWOT.map(({ key, title, color }) => (
          <Paper key={key} withBorder radius="lg" p="lg" style={{ borderTop: `4px solid var(--mantine-color-${color}-6)` }}>
            <Title order={3} fz="md" mb="sm">
              {title}
            </Title>
            <BulletList items={analysis[key]} color={color} />
          </Paper>
        ))}
      </SimpleGrid>
    </Stack>
  );
}

function Feasibility({ analysis }: { analysis: AnalysisResult }) {
  const bars = [
    { label: 'Technical feasibility', value: analysis.feasibility.technical },
    { label: 'Financial feasibility', value: analysis.feasibility.financial },
    { label: 'Market feasibility', value: analysis.feasibility.market },
  ];
  return (
    <Stack gap="lg">
      <Paper withBorder radius="lg" p="xl">
        <Stack gap="lg">
          {bars.map((bar) => (
            <Stack key={bar.label} gap={6}>
              <Group justify="space-between">
                <Text fw={600}>{bar.label}</Text>
                <Text fw={700} c={`${scoreColor(bar.value)}.7`}>
                  {bar.value}%
                </Text>
              </Group>
              <Progress value={bar.value} aria-label={bar.label} color={scoreColor(bar.value)} size="lg" radius="xl" />
            </Stack>
          ))}
        </Stack>
      </Paper>
      <Paper withBorder radius="lg" p="xl">
        <Title order={3} fz="md" mb="sm">
          Recommendations
        </Title>
        <BulletList items={analysis.recommendations} color="indigo" />
      </Paper>
    </Stack>
  );
}

function Market({ analysis }: { analysis: AnalysisResult }) {
  const figures: ReadonlyArray<{ label: string; value: string; icon: IconName }> = [
    { label: 'Market Size', value: analysis.marketPotential.size, icon: 'target' },
    { label: 'Growth Rate', value: analysis.marketPotential.growth, icon: 'trendUp' },
    { label: 'Competition', value: analysis.marketPotential.competition, icon: 'users' },
  ];
  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg">
      {figures.map((figure) => (
        <Paper key={figure.label} withBorder radius="lg" p="xl">
          <ThemeIcon size={40} radius="md" variant="light">
            <Icon name={figure.icon} />
          </ThemeIcon>
          <Text size="sm" c="dimmed" mt="md">
            {figure.label}
          </Text>
          <Text fw={800} fz="xl">
            {figure.value}
          </Text>
        </Paper>
      ))}
    </SimpleGrid>
  );
}

function NextSteps({ analysis }: { analysis: AnalysisResult }) {
  return (
    <Paper withBorder radius="lg" p="xl">
      <Stack component="ol" gap="md" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {analysis.nextSteps.map((step, index) => (
          <Group key={step} component="li" gap="md" wrap="nowrap" align="flex-start">
            <ThemeIcon size={30} radius="xl" aria-hidden="true">
              <Text size="sm" fw={700} c="white">
                {index + 1}
              </Text>
            </ThemeIcon>
            <Text pt={4}>{step}</Text>
          </Group>
        ))}
      </Stack>
    </Paper>
  );
}

function BulletList({ items, color }: { items: readonly string[]; color: string }) {
  return (
    <Stack component="ul" gap={8} style={{ listStyle: 'none', padding: 0, margin: 0 }}>
      {items.map((item) => (
        <Group key={item} component="li" gap={10} wrap="nowrap" align="flex-start">
          <Box mt={8} w={6} h={6} style={{ borderRadius: 3, flexShrink: 0, background: `var(--mantine-color-${color}-6)` }} />
          <Text size="sm">{item}</Text>
        </Group>
      ))}
    </Stack>
  );
}
