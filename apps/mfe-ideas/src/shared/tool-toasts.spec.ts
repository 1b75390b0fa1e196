import { ApiError } from '@founder/api-client';
import { saveFailureToast } from './tool-toasts';

// The toasts of each tool are tested beside it: submit-idea/submit-outcome.spec.ts,
// business-plan/plan-view.spec.ts, pitch-deck/deck-view.spec.ts.
describe('the toasts every idea tool shares (spec section 8)', () => {
  it('report a failed save destructively with the server message, else the spec fallback', () => {
    expect(saveFailureToast(new ApiError(500, 'Internal Server Error', ''))).toEqual({ title: 'Save failed', description: 'Failed to save your changes', variant: 'destructive' });
  });
});
