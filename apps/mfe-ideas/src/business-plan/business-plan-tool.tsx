import { IdeaToolView, type IdeaToolViewProps } from '../current-idea/idea-tool-view';
import { SharedIdeaPage } from '../sharing/shared-idea-page';
import { BusinessPlanGenerator } from './business-plan-generator';
import { SharedBusinessPlan } from './shared-business-plan';

/** What /business-plan shows for a selected idea or a shared link (loaded by its page only then). */
export default function BusinessPlanView(props: IdeaToolViewProps) {
  return (
    <IdeaToolView
      {...props}
      tool="business-plan"
      generator={(idea) => <BusinessPlanGenerator idea={idea} />}
      shared={(token) => (
        <SharedIdeaPage token={token} kind="business-plan">
          {(view) => <SharedBusinessPlan view={view} />}
        </SharedIdeaPage>
      )}
    />
  );
}
