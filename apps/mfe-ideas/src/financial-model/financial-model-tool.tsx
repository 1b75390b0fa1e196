import { documentToolView } from '../idea-documents/document-tool-view';
import { FinancialModelGenerator } from './financial-model-generator';
import { SharedFinancialModel } from './shared-financial-model';

/** What /financial-modeling shows for a selected idea or a shared link (loaded by its page only then). */
export default documentToolView('financial-model', { Generator: FinancialModelGenerator, Shared: SharedFinancialModel });
