import { IdeaToolPage, lazyIdeaToolView } from '../current-idea/idea-tool-page';

const View = lazyIdeaToolView(() => import('./business-plan-tool'));

/** The page of '/business-plan' (spec section 2). */
export default function BusinessPlanPage() {
  return <IdeaToolPage tool="business-plan" View={View} />;
}
