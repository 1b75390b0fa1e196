import { IdeaToolView, type IdeaToolViewProps } from '../current-idea/idea-tool-view';
import { SharedIdeaPage } from '../sharing/shared-idea-page';
import { PitchDeckGenerator } from './pitch-deck-generator';
import { SharedPitchDeck } from './shared-pitch-deck';

/** What /pitch-deck shows for a selected idea or a shared link (loaded by its page only then). */
export default function PitchDeckView(props: IdeaToolViewProps) {
  return (
    <IdeaToolView
      {...props}
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
