import { documentToolView } from '../idea-documents/document-tool-view';
import { BusinessPlanGenerator } from './business-plan-generator';
import { SharedBusinessPlan } from './shared-business-plan';

/** What /business-plan shows for a selected idea or a shared link (loaded by its page only then). */
export default documentToolView('business-plan', { Generator: BusinessPlanGenerator, Shared: SharedBusinessPlan });
