import { documentToolView } from '../idea-documents/document-tool-view';
import { MarketResearchGenerator } from './market-research-generator';
import { SharedMarketResearch } from './shared-market-research';

/** What /market-research shows for a selected idea or a shared link (loaded by its page only then). */
export default documentToolView('market-research', { Generator: MarketResearchGenerator, Shared: SharedMarketResearch });
