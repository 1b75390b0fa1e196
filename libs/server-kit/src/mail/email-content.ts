import { Body } from '@react-email/body';
import { Button } from '@react-email/button';
import { Container } from '@react-email/container';
import { Head } from '@react-email/head';
import { Heading } from '@react-email/heading';
import { Hr } from '@react-email/hr';
import { Html } from '@react-email/html';
import { Preview } from '@react-email/preview';
import { render } from '@react-email/render';
import { Text } from '@react-email/text';
import { createElement as h } from 'react';

/** What one email says: every message the product sends is a heading, paragraphs and at most one button. */
export interface EmailContent {
  to: string;
  subject: string;
  heading: string;
  paragraphs: string[];
  action?: { label: string; url: string };
  /** A closing line in small print (why the founder gets this email). */
  footnote?: string;
  /** The page that stops this kind of email: sent as the List-Unsubscribe header too. */
  listUnsubscribe?: string;
}

export interface RenderedEmail {
  to: string;
  subject: string;
  html: string;
  text: string;
  listUnsubscribe?: string;
}

const styles = {
  body: { backgroundColor: '#f6f7f9', fontFamily: 'Helvetica, Arial, sans-serif', margin: 0, padding: '24px 0' },
  container: { backgroundColor: '#ffffff', borderRadius: '8px', maxWidth: '560px', padding: '32px' },
  heading: { color: '#1a1b1e', fontSize: '22px', margin: '0 0 16px' },
  text: { color: '#373a40', fontSize: '15px', lineHeight: '24px' },
  button: { backgroundColor: '#228be6', borderRadius: '6px', color: '#ffffff', fontSize: '15px', padding: '12px 20px', textDecoration: 'none' },
  link: { color: '#495057', fontSize: '13px', lineHeight: '20px', wordBreak: 'break-all' as const },
  footnote: { color: '#868e96', fontSize: '12px', lineHeight: '18px' },
};

function EmailMessage({ heading, paragraphs, action, footnote }: EmailContent) {
  return h(
    Html,
    { lang: 'en' },
    h(Head, null),
    h(Preview, null, paragraphs[0] ?? heading),
    h(
      Body,
      { style: styles.body },
      h(
        Container,
        { style: styles.container },
        h(Heading, { as: 'h1', style: styles.heading }, heading),
        ...paragraphs.map((paragraph, index) => h(Text, { key: index, style: styles.text }, paragraph)),
        action ? h(Button, { href: action.url, style: styles.button }, action.label) : null,
        // The address in words too: some mail clients strip buttons, and the plain-text part shows it.
        action ? h(Text, { style: styles.link }, `Or open this link: ${action.url}`) : null,
        footnote ? h(Hr, null) : null,
        footnote ? h(Text, { style: styles.footnote }, footnote) : null,
      ),
    ),
  );
}

/** The HTML and plain-text parts of an email (react-email). */
export async function renderEmail(content: EmailContent): Promise<RenderedEmail> {
  const element = h(EmailMessage, content);
  const [html, text] = await Promise.all([render(element), render(element, { plainText: true })]);
  return { to: content.to, subject: content.subject, html, text, ...(content.listUnsubscribe ? { listUnsubscribe: content.listUnsubscribe } : {}) };
}
