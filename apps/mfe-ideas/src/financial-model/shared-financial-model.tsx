import { Alert } from '@mantine/core';
import type { SharedIdeaView } from '@founder/contracts';
import { UnreadableDocument, useParsedDocument } from '../idea-documents/use-parsed-document';
import { ModelResults } from './model-results';

/** The read-only model behind a share link: the same scenarios and tabs, without assumptions or exports. */
export function SharedFinancialModel({ view }: { view: SharedIdeaView }) {
  const { content: model, problem } = useParsedDocument('financial-model', view.idea.financialModel);
  if (problem !== null) return <UnreadableDocument label="financial model" problem={problem} />;
  return model ? <ModelResults model={model} currency={view.idea.currency} /> : <Alert color="gray">This financial model has not been generated yet.</Alert>;
}
