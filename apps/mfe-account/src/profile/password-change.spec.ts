import { ApiError } from '@founder/api-client';
import { PASSWORD_CHANGED_TOAST, passwordChangeFailedToast, passwordChangeProblem } from './password-change';
import { PROFILE_UPDATED_TOAST, profileUpdateFailedToast } from './profile-toasts';

describe('passwordChangeProblem', () => {
  it('reports a mismatch first', () => {
    expect(passwordChangeProblem({ currentPassword: 'x', newPassword: 'abc', confirmPassword: 'abd' })).toEqual({
      title: 'Password mismatch',
      description: "New password and confirmation don't match",
      variant: 'destructive',
    });
  });

  it('then a new password under 6 characters', () => {
    expect(passwordChangeProblem({ currentPassword: 'x', newPassword: 'abcde', confirmPassword: 'abcde' })).toEqual({
      title: 'Password too short',
      description: 'Password must be at least 6 characters long',
      variant: 'destructive',
    });
  });

  it('accepts 6 matching characters', () => {
    expect(passwordChangeProblem({ currentPassword: 'x', newPassword: 'abcdef', confirmPassword: 'abcdef' })).toBeNull();
  });
});

describe('profile and password toasts', () => {
  it('confirm a change', () => {
    expect(PASSWORD_CHANGED_TOAST).toEqual({ title: 'Password changed', description: 'Your password has been changed successfully.' });
    expect(PROFILE_UPDATED_TOAST).toEqual({ title: 'Profile updated', description: 'Your profile has been updated successfully.' });
  });

  it("show the server's message on failure, or the spec's fallback", () => {
    const wrong = new ApiError(400, 'Bad Request', '{"statusCode":400,"message":"Current password is incorrect"}');
    expect(passwordChangeFailedToast(wrong)).toEqual({ title: 'Password change failed', description: 'Current password is incorrect', variant: 'destructive' });
    expect(passwordChangeFailedToast(new TypeError('Failed to fetch')).description).toBe('Failed to change password');
    const taken = new ApiError(409, 'Conflict', '{"statusCode":409,"message":"This username is already taken"}');
    expect(profileUpdateFailedToast(taken)).toEqual({ title: 'Update failed', description: 'This username is already taken', variant: 'destructive' });
    expect(profileUpdateFailedToast(new ApiError(500, 'Internal Server Error', '')).description).toBe('Failed to update profile');
  });
});
