import { Button, Group, Paper, SimpleGrid, Text } from '@mantine/core';
import type { PitchDeckContent } from '@founder/demo-engine';
import { showDemoOnlyToast } from './demo-only-toast';
import { StatTile, StepCompleted } from './step-states';
import { Icon } from '@founder/ui';

export function PitchDeckView({ content, onFullScreen }: { content: PitchDeckContent; onFullScreen: () => void }) {
  return (
    <StepCompleted title={content.completedTitle}>
      <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
        <StatTile label="Slides" value={String(content.slides)} />
        <StatTile label="Duration" value={content.duration} />
        <StatTile label="Target" value={content.target} />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        {content.previews.map((slide, index) => (
          <Paper key={slide.title} radius="md" p="md" bg="dark.7" c="white" mih={110}>
            <Text size="xs" c="gray.5">
              Slide {index + 1}
            </Text>
            <Text fw={700}>{slide.title}</Text>
            <Text size="sm" c="gray.3">
              {slide.text}
            </Text>
          </Paper>
        ))}
      </SimpleGrid>
      <Text c="dimmed" size="sm" ta="center">
        + {content.slides - content.previews.length} more slides
      </Text>
      <Group gap="sm">
        <Button variant="default" leftSection={<Icon name="document" size={16} />} onClick={showDemoOnlyToast}>
          Export PDF
        </Button>
        <Button leftSection={<Icon name="presentation" size={16} />} onClick={onFullScreen}>
          Full-Screen Presentation
        </Button>
      </Group>
    </StepCompleted>
  );
}
