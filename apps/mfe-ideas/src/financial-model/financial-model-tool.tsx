import { IdeaToolView, type IdeaToolViewProps } from '../current-idea/idea-tool-view';
import { SharedIdeaPage } from '../sharing/shared-idea-page';
import { FinancialModelGenerator } from './financial-model-generator';
import { SharedFinancialModel } from './shared-financial-model';

/** What /financial-modeling shows for a selected idea or a shared link (loaded by its page only then). */
export default function FinancialModelingView(props: IdeaToolViewProps) {
  return (
    <IdeaToolView
      {...props}
      tool="financial-model"
      generator={(idea) => <FinancialModelGenerator idea={idea} />}
      shared={(token) => (
        <SharedIdeaPage token={token} kind="financial-model">
          {(view) => <SharedFinancialModel view={view} />}
        </SharedIdeaPage>
      )}
    />
  );
}
