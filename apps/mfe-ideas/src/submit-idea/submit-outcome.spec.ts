import { ApiError } from '@founder/api-client';
import { IDEA_SUBMITTED_TOAST, submitFailureToast } from './submit-outcome';

const withMessage = new ApiError(400, 'Bad Request', '{"statusCode":400,"message":"ideaTitle must be at most 120 characters"}');
const withoutMessage = new ApiError(500, 'Internal Server Error', '');

describe('the toasts of submitting an idea (spec section 8)', () => {
  it('announce success in the spec words', () => {
    expect(IDEA_SUBMITTED_TOAST).toEqual({ title: 'Idea submitted successfully!', description: 'Your startup idea is being analyzed. Redirecting to dashboard...' });
  });

  it('report failures destructively with the server message, else the spec fallback', () => {
    expect(submitFailureToast(withMessage)).toEqual({ title: 'Error submitting idea', description: 'ideaTitle must be at most 120 characters', variant: 'destructive' });
    expect(submitFailureToast(withoutMessage).description).toBe('Failed to submit idea');
    expect(submitFailureToast(new TypeError('Failed to fetch')).description).toBe('Failed to submit idea');
  });
});
