import { Badge, Box, Button, Container, Group, Paper, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { ScoreRing } from '../idea-analysis/score-ring';
import { HOW_IT_WORKS, SUBMIT_FEATURES, SUBMIT_STATS } from './submit-intro-content';
import { Icon } from '@founder/ui';

const HERO_BACKGROUND = 'linear-gradient(135deg, var(--mantine-color-indigo-8) 0%, var(--mantine-color-violet-7) 60%, var(--mantine-color-grape-6) 100%)';

/** What the analysis gives, before the form: the hero and the closing call both open the wizard. */
export function SubmitIntro({ onStart }: { onStart: () => void }) {
  return (
    <Container component="main" size="lg" py="xl">
      <Stack gap={56}>
        <Paper radius="xl" p={{ base: 'xl', sm: 48 }} style={{ background: HERO_BACKGROUND, color: 'white', position: 'relative', overflow: 'hidden' }}>
          <ExampleReport />
          <Stack gap="lg" maw={680} pos="relative">
            <Badge variant="white" color="indigo" size="lg" leftSection={<Icon name="sparkles" size={14} />}>
              AI startup validation
            </Badge>
            <Title order={1} fz={{ base: 34, sm: 46 }} lh={1.1}>
              Turn a raw idea into a validated startup
            </Title>
            <Text size="lg" style={{ opacity: 0.9 }}>
              Describe your idea once. Get a validation score, a SWOT analysis, feasibility and market potential, then build the
              business plan and the pitch deck from it.
            </Text>
            <Group>
              <Button size="lg" variant="white" color="indigo" rightSection={<Icon name="arrowRight" size={18} />} onClick={onStart}>
                Submit Your Idea
              </Button>
            </Group>
          </Stack>
          <SimpleGrid cols={{ base: 1, xs: 3 }} mt={40} maw={680} pos="relative">
            {SUBMIT_STATS.map((stat) => (
              <Box key={stat.value} p="md" style={{ borderRadius: 12, background: 'rgba(255,255,255,0.12)' }}>
                <Text fw={800} fz={24}>
                  {stat.value}
                </Text>
                <Text size="sm" style={{ opacity: 0.85 }}>
                  {stat.label}
                </Text>
              </Box>
            ))}
          </SimpleGrid>
        </Paper>

        <Stack gap="lg" component="section" aria-labelledby="submit-features">
          <Title order={2} id="submit-features" ta="center">
            Everything you need to judge an idea
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="lg">
            {SUBMIT_FEATURES.map((feature) => (
              <Paper key={feature.title} withBorder radius="lg" p="lg">
                <ThemeIcon size={44} radius="md" variant="light" color="indigo">
                  <Icon name={feature.icon} size={22} />
                </ThemeIcon>
                <Title order={3} fz="lg" mt="md">
                  {feature.title}
                </Title>
                <Text c="dimmed" mt={6}>
                  {feature.text}
                </Text>
              </Paper>
            ))}
          </SimpleGrid>
        </Stack>

        <Stack gap="lg" component="section" aria-labelledby="how-it-works">
          <Title order={2} id="how-it-works" ta="center">
            How It Works
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }} spacing="lg" component="ol" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {HOW_IT_WORKS.map((step, index) => (
              <Stack key={step.title} component="li" gap="xs" align="center" ta="center">
                <ThemeIcon size={48} radius="xl" color="indigo" aria-hidden="true">
                  <Text fw={800} c="white">
                    {index + 1}
                  </Text>
                </ThemeIcon>
                <Title order={3} fz="md">
                  {step.title}
                </Title>
                <Text c="dimmed" size="sm">
                  {step.text}
                </Text>
              </Stack>
            ))}
          </SimpleGrid>
        </Stack>

        <Paper withBorder radius="xl" p={{ base: 'xl', sm: 40 }} bg="indigo.0" ta="center">
          <Stack align="center" gap="md">
            <Title order={2}>Ready to test your idea?</Title>
            <Text c="dimmed" maw={520}>
              Four short steps, about five minutes. Your analysis is waiting on the other side.
            </Text>
            <Button size="lg" rightSection={<Icon name="arrowRight" size={18} />} onClick={onStart}>
              Start Your Analysis Now
            </Button>
          </Stack>
        </Paper>
      </Stack>
    </Container>
  );
}

/** A decorative sketch of the report the founder gets; hidden from assistive technology and on small screens. */
function ExampleReport() {
  const bars = [
    { label: 'Technical', value: 88 },
    { label: 'Financial', value: 74 },
    { label: 'Market', value: 81 },
  ];
  return (
    <Paper
      aria-hidden="true"
      visibleFrom="md"
      radius="lg"
      p="lg"
      shadow="xl"
      w={300}
      style={{ position: 'absolute', right: 48, top: 56, color: 'var(--mantine-color-dark-7)', transform: 'rotate(2deg)' }}
    >
      <Text size="xs" tt="uppercase" fw={700} c="dimmed" style={{ letterSpacing: '0.08em' }}>
        Example report
      </Text>
      <Group mt="sm" gap="md" wrap="nowrap">
        <ScoreRing score={86} size={92} />
        <Stack gap={6}>
          <Badge color="green" variant="light">
            Low risk
          </Badge>
          <Badge color="gray" variant="outline">
            Confidence 88%
          </Badge>
        </Stack>
      </Group>
      <Stack gap={8} mt="md">
        {bars.map((bar) => (
          <Box key={bar.label}>
            <Group justify="space-between">
              <Text size="xs" fw={600}>
                {bar.label}
              </Text>
              <Text size="xs" c="dimmed">
                {bar.value}%
              </Text>
            </Group>
            <Box h={6} mt={4} style={{ borderRadius: 3, background: 'var(--mantine-color-gray-2)' }}>
              <Box h={6} w={`${bar.value}%`} style={{ borderRadius: 3, background: 'var(--mantine-color-indigo-6)' }} />
            </Box>
          </Box>
        ))}
      </Stack>
    </Paper>
  );
}
