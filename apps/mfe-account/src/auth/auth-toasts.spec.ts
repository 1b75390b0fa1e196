import { ACCOUNT_CREATED_TOAST, sessionStartToast, WELCOME_BACK_TOAST } from './auth-toasts';

describe('sessionStartToast', () => {
  it('keeps the spec words when the founder goes to the dashboard', () => {
    expect(sessionStartToast(ACCOUNT_CREATED_TOAST, '/dashboard')).toEqual({ title: 'Account created successfully!', description: 'Redirecting to your dashboard...' });
  });

  it('says the founder goes back where they came from otherwise (an invitation)', () => {
    expect(sessionStartToast(WELCOME_BACK_TOAST, '/invitations/abc')).toEqual({ title: 'Welcome back!', description: 'Taking you back to where you were...' });
  });
});
