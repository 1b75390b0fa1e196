import { IdeaToolPage, lazyIdeaToolView } from '../current-idea/idea-tool-page';

const View = lazyIdeaToolView(() => import('./market-research-tool'));

/** The page of '/market-research' (spec section 2). */
export default function MarketResearchPage() {
  return <IdeaToolPage tool="market-research" View={View} />;
}
