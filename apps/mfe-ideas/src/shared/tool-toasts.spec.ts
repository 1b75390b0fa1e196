import { ApiError } from '@founder/api-client';
import { DECK_GENERATED_TOAST, deckFailureToast, SLIDE_UPDATED_TOAST } from '../pitch-deck/deck-toasts';
import { PLAN_GENERATED_TOAST, planFailureToast, SECTION_UPDATED_TOAST } from '../business-plan/plan-toasts';
import { IDEA_SUBMITTED_TOAST, submitFailureToast } from '../submit-idea/submit-outcome';
import { saveFailureToast } from './tool-toasts';

const withMessage = new ApiError(400, 'Bad Request', '{"statusCode":400,"message":"ideaTitle must be at most 120 characters"}');
const withoutMessage = new ApiError(500, 'Internal Server Error', '');

describe('the toasts of the idea tools (spec section 8)', () => {
  it('announce success in the spec words', () => {
    expect(IDEA_SUBMITTED_TOAST).toEqual({ title: 'Idea submitted successfully!', description: 'Your startup idea is being analyzed. Redirecting to dashboard...' });
    expect(PLAN_GENERATED_TOAST).toEqual({ title: 'Business plan generated successfully!', description: 'Your comprehensive business plan is ready for review.' });
    expect(DECK_GENERATED_TOAST).toEqual({ title: 'Pitch deck generated successfully!', description: 'Your investor presentation is ready for review.' });
    expect(SECTION_UPDATED_TOAST).toEqual({ title: 'Section updated', description: 'Your changes have been saved.' });
    expect(SLIDE_UPDATED_TOAST).toEqual({ title: 'Slide updated', description: 'Your changes have been saved.' });
  });

  it('report failures destructively with the server message, else the spec fallback', () => {
    expect(submitFailureToast(withMessage)).toEqual({ title: 'Error submitting idea', description: 'ideaTitle must be at most 120 characters', variant: 'destructive' });
    expect(submitFailureToast(withoutMessage).description).toBe('Failed to submit idea');
    expect(submitFailureToast(new TypeError('Failed to fetch')).description).toBe('Failed to submit idea');
    expect(planFailureToast(withoutMessage)).toEqual({ title: 'Generation failed', description: 'Failed to generate business plan', variant: 'destructive' });
    expect(deckFailureToast(withoutMessage)).toEqual({ title: 'Generation failed', description: 'Failed to generate pitch deck', variant: 'destructive' });
    expect(deckFailureToast(withMessage).description).toBe('ideaTitle must be at most 120 characters');
    expect(saveFailureToast(withoutMessage)).toEqual({ title: 'Save failed', description: 'Failed to save your changes', variant: 'destructive' });
  });
});
