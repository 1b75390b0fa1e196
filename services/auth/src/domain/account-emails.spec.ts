import { emailChangedEmail, googleSignInReminderEmail, passwordResetEmail, verifyEmailEmail } from './account-emails';

describe('account emails', () => {
  it('a reset email holds its link as its button', () => {
    const email = passwordResetEmail('ada@example.com', 'https://founder.example/app/reset-password?token=t');
    expect(email.subject).toBe('Reset your Founder Platform password');
    expect(email.action).toEqual({ label: 'Choose a new password', url: 'https://founder.example/app/reset-password?token=t' });
  });

  it('a Google-only account is told to sign in with Google, and gets no reset link', () => {
    const email = googleSignInReminderEmail('g@example.com', 'https://founder.example/app?mode=signin');
    expect(email.paragraphs[1]).toBe('Your account has no password: it signs in with Google. Use "Continue with Google" on the sign-in page.');
    expect(email.action).toEqual({ label: 'Go to sign in', url: 'https://founder.example/app?mode=signin' });
  });

  it('a verification for a new address says it replaces the current one', () => {
    expect(verifyEmailEmail('new@example.com', 'L', true).paragraphs[0]).toBe(
      'You asked to use this address for your Founder Platform account. It replaces your current one once you confirm it.',
    );
    expect(verifyEmailEmail('ada@example.com', 'L', false).paragraphs[0]).toBe(
      'Please confirm that this is your email address, so that your Founder Platform account can send email to others for you.',
    );
  });

  it('the old address is told the new one', () => {
    expect(emailChangedEmail('old@example.com', 'new@example.com').paragraphs[0]).toBe(
      'Your Founder Platform account now uses new@example.com. Emails about it go there from now on.',
    );
  });
});
