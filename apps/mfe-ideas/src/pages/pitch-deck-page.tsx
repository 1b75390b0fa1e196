import { PageShell } from '@founder/ui';

/** The page of '/pitch-deck'. */
export default function PitchDeckPage() {
  return (
    <PageShell
      title="Pitch Deck"
      description="Turn a submitted idea into a 10-slide investor pitch deck, edit slides in place and present it full screen with speaker notes."
    />
  );
}
