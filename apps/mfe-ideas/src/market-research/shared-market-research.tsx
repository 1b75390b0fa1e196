import { Alert } from '@mantine/core';
import type { SharedIdeaView } from '@founder/contracts';
import { ResearchResults } from './research-results';

/** The read-only research behind a share link. */
export function SharedMarketResearch({ view }: { view: SharedIdeaView }) {
  const research = view.idea.marketResearch;
  return research ? <ResearchResults research={research} /> : <Alert color="gray">This market research has not been generated yet.</Alert>;
}
