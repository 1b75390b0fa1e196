import { IdeaToolPage } from '../current-idea/idea-tool-page';
import { PitchDeckGenerator } from '../pitch-deck/pitch-deck-generator';
import { SharedPitchDeck } from '../pitch-deck/shared-pitch-deck';
import { SharedIdeaPage } from '../sharing/shared-idea-page';

/** The page of '/pitch-deck' (spec section 2). */
export default function PitchDeckPage() {
  return (
    <IdeaToolPage
      tool="pitch-deck"
      generator={(idea) => <PitchDeckGenerator idea={idea} />}
      shared={(token) => (
        <SharedIdeaPage token={token} kind="pitch-deck">
          {(view) => <SharedPitchDeck view={view} />}
        </SharedIdeaPage>
      )}
    />
  );
}
