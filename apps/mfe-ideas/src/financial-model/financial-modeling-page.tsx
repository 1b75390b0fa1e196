import { IdeaToolPage, lazyIdeaToolView } from '../current-idea/idea-tool-page';

const View = lazyIdeaToolView(() => import('./financial-model-tool'));

/** The page of '/financial-modeling' (spec section 2). */
export default function FinancialModelingPage() {
  return <IdeaToolPage tool="financial-model" View={View} />;
}
