import { BusinessPlanGenerator } from '../business-plan/business-plan-generator';
import { SharedBusinessPlan } from '../business-plan/shared-business-plan';
import { IdeaToolPage } from '../current-idea/idea-tool-page';
import { SharedIdeaPage } from '../sharing/shared-idea-page';

/** The page of '/business-plan' (spec section 2). */
export default function BusinessPlanPage() {
  return (
    <IdeaToolPage
      tool="business-plan"
      generator={(idea) => <BusinessPlanGenerator idea={idea} />}
      shared={(token) => <SharedIdeaPage token={token} kind="business-plan">{(view) => <SharedBusinessPlan view={view} />}</SharedIdeaPage>}
    />
  );
}
