import { IdeaToolPage, lazyIdeaToolView } from '../current-idea/idea-tool-page';

const View = lazyIdeaToolView(() => import('./pitch-deck-tool'));

/** The page of '/pitch-deck' (spec section 2). */
export default function PitchDeckPage() {
  return <IdeaToolPage tool="pitch-deck" View={View} />;
}
