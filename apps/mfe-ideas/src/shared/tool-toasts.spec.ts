import { ApiError } from '@founder/api-client';
import { PLAN_VIEW } from '../business-plan/plan-view';
import { documentToasts } from '../idea-documents/document-toasts';
import { DECK_VIEW } from '../pitch-deck/deck-view';
import { IDEA_SUBMITTED_TOAST, submitFailureToast } from '../submit-idea/submit-outcome';
import { saveFailureToast } from './tool-toasts';

const withMessage = new ApiError(400, 'Bad Request', '{"statusCode":400,"message":"ideaTitle must be at most 120 characters"}');
const withoutMessage = new ApiError(500, 'Internal Server Error', '');
const plan = documentToasts(PLAN_VIEW);
const deck = documentToasts(DECK_VIEW);

describe('the toasts of the idea tools (spec section 8)', () => {
  it('announce success in the spec words', () => {
    expect(IDEA_SUBMITTED_TOAST).toEqual({ title: 'Idea submitted successfully!', description: 'Your startup idea is being analyzed. Redirecting to dashboard...' });
    expect(plan.generated).toEqual({ title: 'Business plan generated successfully!', description: 'Your comprehensive business plan is ready for review.' });
    expect(deck.generated).toEqual({ title: 'Pitch deck generated successfully!', description: 'Your investor presentation is ready for review.' });
    expect(plan.partUpdated).toEqual({ title: 'Section updated', description: 'Your changes have been saved.' });
    expect(deck.partUpdated).toEqual({ title: 'Slide updated', description: 'Your changes have been saved.' });
  });

  it('report failures destructively with the server message, else the spec fallback', () => {
    expect(submitFailureToast(withMessage)).toEqual({ title: 'Error submitting idea', description: 'ideaTitle must be at most 120 characters', variant: 'destructive' });
    expect(submitFailureToast(withoutMessage).description).toBe('Failed to submit idea');
    expect(submitFailureToast(new TypeError('Failed to fetch')).description).toBe('Failed to submit idea');
    expect(plan.generateFailure(withoutMessage)).toEqual({ title: 'Generation failed', description: 'Failed to generate business plan', variant: 'destructive' });
    expect(deck.generateFailure(withoutMessage)).toEqual({ title: 'Generation failed', description: 'Failed to generate pitch deck', variant: 'destructive' });
    expect(deck.generateFailure(withMessage).description).toBe('ideaTitle must be at most 120 characters');
    expect(saveFailureToast(withoutMessage)).toEqual({ title: 'Save failed', description: 'Failed to save your changes', variant: 'destructive' });
  });

  it('name the regenerated part, and its failure', () => {
    expect(plan.partRegenerated('Risk Analysis')).toEqual({ title: 'Section regenerated', description: 'Risk Analysis has a fresh draft.' });
    expect(deck.partRegenerated('Team')).toEqual({ title: 'Slide regenerated', description: 'The Team slide has a fresh draft.' });
    expect(plan.partRegenerateFailure(withoutMessage)).toEqual({ title: 'Generation failed', description: 'Failed to regenerate section', variant: 'destructive' });
    expect(deck.partRegenerateFailure(withoutMessage)).toEqual({ title: 'Generation failed', description: 'Failed to regenerate slide', variant: 'destructive' });
  });
});
