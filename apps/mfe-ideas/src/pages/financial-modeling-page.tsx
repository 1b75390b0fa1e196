import { IdeaToolPage } from '../current-idea/idea-tool-page';
import { FinancialModelGenerator } from '../financial-model/financial-model-generator';
import { SharedFinancialModel } from '../financial-model/shared-financial-model';
import { SharedIdeaPage } from '../sharing/shared-idea-page';

/** The page of '/financial-modeling' (spec section 2). */
export default function FinancialModelingPage() {
  return (
    <IdeaToolPage
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
