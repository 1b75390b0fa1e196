import type { EmailContent } from '@founder/server-kit';

/** How long an emailed link works. */
export const PASSWORD_RESET_LINK_TTL_MS = 30 * 60 * 1000;
export const VERIFY_EMAIL_LINK_TTL_MS = 24 * 60 * 60 * 1000;

const NOT_YOU = 'If you did not ask for this, you can ignore this email: nothing changes.';

/** The password reset email: `link` opens /app/reset-password with the token. */
export function passwordResetEmail(to: string, link: string): EmailContent {
  return {
    to,
    subject: 'Reset your Founder Platform password',
    heading: 'Reset your password',
    paragraphs: [
      'Someone, hopefully you, asked to reset the password of your Founder Platform account.',
      'The link works once, for 30 minutes. Choosing a new password signs you out everywhere else.',
    ],
    action: { label: 'Choose a new password', url: link },
    footnote: NOT_YOU,
  };
}

/** What a Google-only account gets instead of a reset link: it has no password to reset. */
export function googleSignInReminderEmail(to: string, signInLink: string): EmailContent {
  return {
    to,
    subject: 'Sign in to Founder Platform with Google',
    heading: 'Your account signs in with Google',
    paragraphs: [
      'Someone, hopefully you, asked to reset the password of your Founder Platform account.',
      'Your account has no password: it signs in with Google. Use "Continue with Google" on the sign-in page.',
    ],
    action: { label: 'Go to sign in', url: signInLink },
    footnote: NOT_YOU,
  };
}

/** The link that confirms an address: at sign-up, on request, and for a new address before it replaces the old. */
export function verifyEmailEmail(to: string, link: string, change: boolean): EmailContent {
  return {
    to,
    subject: 'Confirm your email address for Founder Platform',
    heading: 'Confirm your email address',
    paragraphs: [
      change
        ? 'You asked to use this address for your Founder Platform account. It replaces your current one once you confirm it.'
        : 'Please confirm that this is your email address, so that your Founder Platform account can send email to others for you.',
      'The link works once, for 24 hours.',
    ],
    action: { label: 'Confirm my email address', url: link },
    footnote: NOT_YOU,
  };
}

/** Told to the old address when the new one is confirmed. */
export function emailChangedEmail(to: string, newEmail: string): EmailContent {
  return {
    to,
    subject: 'Your Founder Platform email address was changed',
    heading: 'Your email address was changed',
    paragraphs: [
      `Your Founder Platform account now uses ${newEmail}. Emails about it go there from now on.`,
      'If you did not make this change, reset your password from the sign-in page and write to us.',
    ],
  };
}

/** Sent once the account and everything of the founder's is deleted. */
export function accountDeletedEmail(to: string): EmailContent {
  return {
    to,
    subject: 'Your Founder Platform account is deleted',
    heading: 'Your account is deleted',
    paragraphs: [
      'Your Founder Platform account has been deleted, as you asked.',
      'Your ideas and their documents, companies, data rooms and their files, websites, share links, events, registrations and connections are gone; your published site and share links no longer open.',
      'This is the last email you will get from us.',
    ],
    footnote: 'If you did not delete your account, someone who knew your password did: write to us by replying to this email.',
  };
}
