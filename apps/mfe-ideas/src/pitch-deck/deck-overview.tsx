import { Paper, SimpleGrid, Stack, Text, UnstyledButton } from '@mantine/core';
import { documentCompletion } from '../idea-documents/document-progress';
import { DECK_ESTIMATED_DURATION, type PitchSlide } from './deck-slides';
import { SlideCanvas } from './slide-canvas';

interface DeckOverviewProps {
  slides: readonly PitchSlide[];
  ideaTitle: string;
  /** Opens a slide (in the editor); absent where the deck is read-only. */
  onOpen?: (index: number) => void;
}

/** Deck Overview: the figures of the deck and every slide at a glance. */
export function DeckOverview({ slides, ideaTitle, onOpen }: DeckOverviewProps) {
  const figures = [
    { label: 'Slides', value: String(slides.length) },
    { label: 'Estimated duration', value: DECK_ESTIMATED_DURATION },
    { label: 'Complete', value: `${documentCompletion(slides)}%` },
    { label: 'Edited', value: String(slides.filter((slide) => slide.status === 'edited').length) },
  ];
  return (
    <Stack gap="xl">
      <SimpleGrid cols={{ base: 2, sm: 4 }}>
        {figures.map((figure) => (
          <Paper key={figure.label} withBorder radius="lg" p="md">
            <Text size="xs" c="dimmed" tt="uppercase" fw={700} style={{ letterSpacing: '0.06em' }}>
              {figure.label}
            </Text>
            <Text fw={800} fz={26}>
              {figure.value}
            </Text>
          </Paper>
        ))}
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg">
        {slides.map((slide, index) => {
          const card = (
            <>
              <SlideCanvas slide={slide} ideaTitle={ideaTitle} slideCount={slides.length} />
              <Text size="sm" fw={600} mt={8}>
                {slide.slideNumber}. {slide.title}
              </Text>
            </>
          );
          return onOpen ? (
            <UnstyledButton key={slide.id} onClick={() => onOpen(index)} aria-label={`Open slide ${slide.slideNumber}: ${slide.title}`}>
              {card}
            </UnstyledButton>
          ) : (
            <div key={slide.id}>{card}</div>
          );
        })}
      </SimpleGrid>
    </Stack>
  );
}
