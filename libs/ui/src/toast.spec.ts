import { TOAST_DURATION_MS, toastNotification } from './toast';

describe('toastNotification', () => {
  it('shows a default toast for 5000 ms in the theme colour', () => {
    expect(toastNotification({ title: 'Welcome to the waitlist!', description: 'Soon.' })).toEqual({
      title: 'Welcome to the waitlist!',
      message: 'Soon.',
      color: undefined,
      autoClose: 5000,
    });
    expect(TOAST_DURATION_MS).toBe(5000);
  });

  it('makes a destructive toast red', () => {
    expect(toastNotification({ title: 'Signup failed', description: 'Please try again.', variant: 'destructive' })).toEqual({
      title: 'Signup failed',
      message: 'Please try again.',
      color: 'red',
      autoClose: 5000,
    });
  });

  it('shows a title-only toast as its message', () => {
    expect(toastNotification({ title: 'Password reset functionality will be available soon.' })).toEqual({
      title: undefined,
      message: 'Password reset functionality will be available soon.',
      color: undefined,
      autoClose: 5000,
    });
  });
});
