import { PageShell } from '@founder/ui';

/** The page of '/market-research'. */
export default function MarketResearchPage() {
  return (
    <PageShell
      title="Market Research"
      description="Research the market of your idea: its size, competitors, customer segments, trends and personas."
    />
  );
}
