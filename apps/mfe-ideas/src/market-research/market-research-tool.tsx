import { IdeaToolView, type IdeaToolViewProps } from '../current-idea/idea-tool-view';
import { SharedIdeaPage } from '../sharing/shared-idea-page';
import { MarketResearchGenerator } from './market-research-generator';
import { SharedMarketResearch } from './shared-market-research';

/** What /market-research shows for a selected idea or a shared link (loaded by its page only then). */
export default function MarketResearchView(props: IdeaToolViewProps) {
  return (
    <IdeaToolView
      {...props}
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
