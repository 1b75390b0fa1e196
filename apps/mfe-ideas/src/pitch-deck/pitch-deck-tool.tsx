import { documentToolView } from '../idea-documents/document-tool-view';
import { PitchDeckGenerator } from './pitch-deck-generator';
import { SharedPitchDeck } from './shared-pitch-deck';

/** What /pitch-deck shows for a selected idea or a shared link (loaded by its page only then). */
export default documentToolView('pitch-deck', { Generator: PitchDeckGenerator, Shared: SharedPitchDeck });
