import { Box, Button, Group, Kbd, Stack, Text } from '@mantine/core';
import { useEffect, useEffectEvent, useRef, useState } from 'react';
import type { PitchSlide } from './deck-slides';
import { clampSlideIndex, movedSlideIndex, presentationKeyAction, slideCounter, type SlideMove } from './presentation';
import { SlideCanvas } from './slide-canvas';
import { Icon } from '@founder/ui';

interface PresentationViewProps {
  slides: readonly PitchSlide[];
  ideaTitle: string;
  startIndex: number;
  onExit: () => void;
}

/**
 * Present mode: the deck full screen, one slide at a time, with its speaker notes. Previous and Next
 * buttons or the keys of presentation software move (presentationKeyAction); Escape or 'Exit
 * Presentation' leaves.
 */
export function PresentationView({ slides, ideaTitle, startIndex, onExit }: PresentationViewProps) {
  const [index, setIndex] = useState(() => clampSlideIndex(startIndex, slides.length));
  const root = useRef<HTMLDivElement>(null);
  const slide = slides[index];
  const move = (action: SlideMove) => setIndex((current) => movedSlideIndex(current, action, slides.length));

  const onKey = useEffectEvent((event: KeyboardEvent) => {
    const action = presentationKeyAction(event.key, event.shiftKey);
    if (!action || event.altKey || event.ctrlKey || event.metaKey) return;
    event.preventDefault();
    if (action === 'exit') onExit();
    else move(action);
  });
  const onFullscreenChange = useEffectEvent(() => {
    // The browser's own exit from full screen (Escape, F11) ends the presentation too.
    if (!document.fullscreenElement) onExit();
  });

  useEffect(() => {
    const element = root.current;
    // Keyboard users land back on the button that opened the presentation.
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    element?.focus();
    const handleKey = (event: KeyboardEvent) => onKey(event);
    const handleFullscreen = () => onFullscreenChange();
    window.addEventListener('keydown', handleKey);
    document.addEventListener('fullscreenchange', handleFullscreen);
    // Full screen where the browser allows it; the overlay already covers the window otherwise.
    element?.requestFullscreen?.().catch(() => undefined);
    return () => {
      window.removeEventListener('keydown', handleKey);
      document.removeEventListener('fullscreenchange', handleFullscreen);
      if (document.fullscreenElement) void document.exitFullscreen().catch(() => undefined);
      opener?.focus();
    };
  }, []);

  return (
    <Box
      ref={root}
      role="dialog"
      aria-modal="true"
      aria-label="Presentation"
      tabIndex={-1}
      style={{ position: 'fixed', inset: 0, height: '100dvh', zIndex: 1000, background: '#0b1020', color: 'white', display: 'flex', flexDirection: 'column', outline: 'none' }}
    >
      <Group justify="space-between" px="lg" py="sm" style={{ borderBottom: '1px solid rgba(255,255,255,0.08)' }}>
        <Text fw={600} size="sm" c="gray.4" truncate>
          {ideaTitle}
        </Text>
        <Button variant="white" color="dark" size="xs" leftSection={<Icon name="close" size={14} />} onClick={onExit}>
          Exit Presentation
        </Button>
      </Group>

      <Box style={{ flex: '1 1 0', minHeight: 0, overflow: 'hidden', display: 'flex', alignItems: 'center', justifyContent: 'center', padding: 24 }}>
        <Box style={{ width: 'min(100%, calc((100dvh - 260px) * 16 / 9))' }} aria-live="polite" aria-label={`${slide.title}, ${slideCounter(index, slides.length)}`}>
          <SlideCanvas slide={slide} ideaTitle={ideaTitle} slideCount={slides.length} />
        </Box>
      </Box>

      <Stack gap="sm" px="lg" pb="lg" style={{ flex: '0 0 auto' }}>
        {/* Notes scroll in their own box (touch and keyboard), never pushed off a short screen. */}
        <Box
          p="md"
          tabIndex={0}
          role="region"
          style={{ background: 'rgba(255,255,255,0.06)', borderRadius: 12, maxHeight: 'min(30dvh, 160px)', minHeight: 0, overflowY: 'auto', overscrollBehavior: 'contain' }}
          aria-label="Speaker notes"
        >
          <Text size="xs" tt="uppercase" fw={700} c="gray.5" mb={4} style={{ letterSpacing: '0.1em' }}>
            Speaker notes
          </Text>
          <Text size="sm" c="gray.2" style={{ whiteSpace: 'pre-line' }}>
            {slide.speakerNotes || 'No notes for this slide.'}
          </Text>
        </Box>
        <Group justify="space-between">
          <Button variant="default" leftSection={<Icon name="arrowLeft" size={16} />} disabled={index === 0} onClick={() => move('previous')}>
            Previous
          </Button>
          <Stack gap={2} align="center">
            <Text fw={700} data-testid="slide-counter">
              {slideCounter(index, slides.length)}
            </Text>
            <Text size="xs" c="gray.5" visibleFrom="sm">
              <Kbd size="xs">←</Kbd> <Kbd size="xs">→</Kbd> <Kbd size="xs">Space</Kbd> to move · <Kbd size="xs">Home</Kbd> <Kbd size="xs">End</Kbd> · <Kbd size="xs">Esc</Kbd> to exit
            </Text>
          </Stack>
          <Button variant="white" color="dark" rightSection={<Icon name="arrowRight" size={16} />} disabled={index === slides.length - 1} onClick={() => move('next')}>
            Next
          </Button>
        </Group>
      </Stack>
    </Box>
  );
}
