import { Alert } from '@mantine/core';
import type { SharedIdeaView } from '@founder/contracts';
import { UnreadableDocument, useParsedDocument } from '../idea-documents/use-parsed-document';
import { ResearchResults } from './research-results';

/** The read-only research behind a share link. */
export function SharedMarketResearch({ view }: { view: SharedIdeaView }) {
  const { content: research, problem } = useParsedDocument('market-research', view.idea.marketResearch);
  if (problem !== null) return <UnreadableDocument label="market research" problem={problem} />;
  return research ? <ResearchResults research={research} /> : <Alert color="gray">This market research has not been generated yet.</Alert>;
}
