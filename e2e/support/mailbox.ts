import { expect } from '@playwright/test';

/** A message as the local SMTP server of the browser tests received it (tools/e2e/smtp-mailbox.mjs). */
export interface ReceivedMail {
  to: string;
  from: string;
  subject: string;
  html: string;
  text: string;
  headers: Record<string, string>;
}

/**
 * The next message to `to` (with `subject`, when given) that no test has taken yet, waiting for it
 * while the product's mail queue delivers it.
 */
export async function nextMailTo(to: string, subject?: string): Promise<ReceivedMail> {
  const url = new URL('/messages', process.env.E2E_MAILBOX_URL);
  url.searchParams.set('to', to);
  if (subject) url.searchParams.set('subject', subject);
  const response = await fetch(url);
  expect(response.status, `a message to ${to}${subject ? ` with the subject "${subject}"` : ''}`).toBe(200);
  return (await response.json()) as ReceivedMail;
}

/** The subjects of every message to `to` so far, in the order they came (taken by a test or not). */
export async function subjectsReceivedBy(to: string): Promise<string[]> {
  const url = new URL('/received', process.env.E2E_MAILBOX_URL);
  url.searchParams.set('to', to);
  return ((await (await fetch(url)).json()) as ReceivedMail[]).map((mail) => mail.subject);
}

/** The first link in a message's plain-text part that starts with `prefix` (an origin and path). */
export function linkIn(mail: ReceivedMail, prefix: string): string {
  const link = mail.text.split(/\s+/).find((word) => word.startsWith(prefix));
  expect(link, `a link starting with ${prefix} in "${mail.subject}"`).toBeTruthy();
  return link as string;
}
