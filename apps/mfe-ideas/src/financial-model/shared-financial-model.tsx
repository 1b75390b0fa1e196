import { Alert } from '@mantine/core';
import type { SharedIdeaView } from '@founder/contracts';
import { ModelResults } from './model-results';

/** The read-only model behind a share link: the same scenarios and tabs, without assumptions or exports. */
export function SharedFinancialModel({ view }: { view: SharedIdeaView }) {
  const model = view.idea.financialModel;
  return model ? <ModelResults model={model} /> : <Alert color="gray">This financial model has not been generated yet.</Alert>;
}
