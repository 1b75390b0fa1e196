import { IdeaToolPage } from '../current-idea/idea-tool-page';
import { MarketResearchGenerator } from '../market-research/market-research-generator';
import { SharedMarketResearch } from '../market-research/shared-market-research';
import { SharedIdeaPage } from '../sharing/shared-idea-page';

/** The page of '/market-research' (spec section 2). */
export default function MarketResearchPage() {
  return (
    <IdeaToolPage
      tool="market-research"
      generator={(idea) => <MarketResearchGenerator idea={idea} />}
      shared={(token) => (
        <SharedIdeaPage token={token} kind="market-research">
          {(view) => <SharedMarketResearch view={view} />}
        </SharedIdeaPage>
      )}
    />
  );
}
