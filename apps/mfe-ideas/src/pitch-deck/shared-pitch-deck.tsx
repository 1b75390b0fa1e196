import { Button, Group, Stack } from '@mantine/core';
import { useState } from 'react';
import type { PitchDeckContent, SharedIdeaView } from '@founder/contracts';
import { DeckOverview } from './deck-overview';
import { canPresent, deckSlidesOf } from './deck-slides';
import { PresentationView } from './presentation-view';
import { Icon } from '@founder/ui';

/** The read-only deck behind a share link: every slide, and Present. */
export function SharedPitchDeck({ view }: { view: SharedIdeaView }) {
  const [presenting, setPresenting] = useState(false);
  const { idea } = view;
  const slides = deckSlidesOf({ pitchDeck: (idea.pitchDeck ?? null) as PitchDeckContent | null, pitchDeckStatus: null });
  return (
    <Stack gap="lg">
      <Group justify="flex-end">
        <Button leftSection={<Icon name="play" size={16} />} disabled={!canPresent(slides)} onClick={() => setPresenting(true)}>
          Present
        </Button>
      </Group>
      <DeckOverview slides={slides} ideaTitle={idea.ideaTitle} />
      {presenting ? <PresentationView slides={slides} ideaTitle={idea.ideaTitle} startIndex={0} onExit={() => setPresenting(false)} /> : null}
    </Stack>
  );
}
