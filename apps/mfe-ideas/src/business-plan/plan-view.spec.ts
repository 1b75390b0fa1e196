import { ApiError } from '@founder/api-client';
import { documentToasts } from '../idea-documents/document-toasts';
import { PLAN_VIEW } from './plan-view';

const withoutMessage = new ApiError(500, 'Internal Server Error', '');
const plan = documentToasts(PLAN_VIEW);

describe('the toasts of the business plan (spec section 8)', () => {
  it('announce success in the spec words', () => {
    expect(plan.generated).toEqual({ title: 'Business plan generated successfully!', description: 'Your comprehensive business plan is ready for review.' });
    expect(plan.partUpdated).toEqual({ title: 'Section updated', description: 'Your changes have been saved.' });
  });

  it('report failures destructively with the spec fallback', () => {
    expect(plan.generateFailure(withoutMessage)).toEqual({ title: 'Generation failed', description: 'Failed to generate business plan', variant: 'destructive' });
  });

  it('name the regenerated section, and its failure', () => {
    expect(plan.partRegenerated('Risk Analysis')).toEqual({ title: 'Section regenerated', description: 'Risk Analysis has a fresh draft.' });
    expect(plan.partRegenerateFailure(withoutMessage)).toEqual({ title: 'Generation failed', description: 'Failed to regenerate section', variant: 'destructive' });
  });
});
