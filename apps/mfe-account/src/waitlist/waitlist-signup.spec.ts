import { ApiError } from '@founder/api-client';
import { canSubmitWaitlist, WAITLIST_WELCOME_TOAST, waitlistFailureToast, waitlistSignup } from './waitlist-signup';

describe('waitlistSignup', () => {
  it('is the trimmed email and name when both are filled', () => {
    expect(waitlistSignup('  Ada Founder ', ' ada@example.com ')).toEqual({ email: 'ada@example.com', name: 'Ada Founder' });
  });

  it.each([
    ['', ''],
    ['Ada', ''],
    ['', 'ada@example.com'],
    ['   ', 'ada@example.com'],
    ['Ada', '  '],
  ])('is null for name %j and email %j: the submit does nothing', (name, email) => {
    expect(waitlistSignup(name, email)).toBeNull();
    expect(canSubmitWaitlist(name, email)).toBe(false);
  });

  it('allows a submit when both are filled', () => {
    expect(canSubmitWaitlist('Ada', 'ada@example.com')).toBe(true);
  });
});

describe('waitlist toasts', () => {
  it('welcomes a new sign-up', () => {
    expect(WAITLIST_WELCOME_TOAST).toEqual({
      title: 'Welcome to the waitlist!',
      description: "You'll be among the first to access the product at launch.",
    });
  });

  it("shows the server's message on failure", () => {
    const error = new ApiError(409, 'Conflict', '{"statusCode":409,"message":"This email is already on the waitlist"}');
    expect(waitlistFailureToast(error)).toEqual({
      title: 'Signup failed',
      description: 'This email is already on the waitlist',
      variant: 'destructive',
    });
  });

  it("falls back to 'Please try again.' without a server message", () => {
    expect(waitlistFailureToast(new ApiError(500, 'Internal Server Error', ''))).toEqual({
      title: 'Signup failed',
      description: 'Please try again.',
      variant: 'destructive',
    });
    expect(waitlistFailureToast(new TypeError('Failed to fetch')).description).toBe('Please try again.');
  });
});
