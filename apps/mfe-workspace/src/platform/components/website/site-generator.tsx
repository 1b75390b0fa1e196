import { Button, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { siteGeneratePhase } from '@founder/contracts';
import { useNow } from '../../hooks/use-now';

const STEPS = [
  { name: 'AI Analysis', text: 'Reads your company, your idea and your business plan.' },
  { name: 'Design Generation', text: 'Picks the template for your industry and writes every section.' },
  { name: 'One-Click Deploy', text: 'Publish to your own address with an early-access form.' },
];

interface SiteGeneratorProps {
  /** Starts the server call; the button stays 'Generating...' for 3 s and until it has answered. */
  onGenerate: () => void;
  pending: boolean;
  /** The server has written the site (shown once the 3 s are over). */
  done: boolean;
}

const WRAPPING_LABEL = { label: { whiteSpace: 'normal', textAlign: 'center', lineHeight: 1.3 } } as const;

/** The AI Website Builder explainer and its 'Generate My Website with AI' button (3 s generating state, spec section 4). */
export function SiteGenerator({ onGenerate, pending, done }: SiteGeneratorProps) {
  const [pressedAt, setPressedAt] = useState<number | null>(null);
  const [now, setNow] = useNow(pressedAt !== null && siteGeneratePhase(pressedAt, Date.now()) === 'generating');
  const generating = siteGeneratePhase(pressedAt, now) === 'generating' || pending;
  const start = () => {
    const at = Date.now();
    setPressedAt(at);
    setNow(at);
    onGenerate();
  };
  return (
    <Stack>
      <Title order={2} size="h3">
        AI Website Builder
      </Title>
      <Text c="dimmed">Your website in under 60 seconds, written from what the workspace knows about your company.</Text>
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        {STEPS.map((step) => (
          <Paper key={step.name} withBorder p="md" radius="md">
            <Text fw={600}>{step.name}</Text>
            <Text size="sm" c="dimmed">
              {step.text}
            </Text>
          </Paper>
        ))}
      </SimpleGrid>
      {/* On a phone the label wraps inside the button rather than pushing it past the screen's edge. */}
      <Button size="md" onClick={start} disabled={generating} maw="100%" h="auto" mih={42} py={8} styles={WRAPPING_LABEL} style={{ alignSelf: 'flex-start' }}>
        {generating ? 'Generating...' : 'Generate My Website with AI'}
      </Button>
      {done && !generating ? (
        <Text c="green" fw={600} role="status">
          Your website is ready: review it in Design & Content and Preview, then publish it.
        </Text>
      ) : null}
    </Stack>
  );
}
