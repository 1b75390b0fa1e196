import { NOTIFICATION_KIND_LABELS, type EventChange, type NotificationFacts, type NotificationKind } from '@founder/contracts';
import type { EmailContent } from '@founder/server-kit';

/**
 * The notification emails (issue 31 item 4): each names what happened with the founder's own data
 * and carries the link that turns its kind off. auth fills in the names of people by id.
 */
export type NotificationMessage =
  | { kind: 'connectionRequest'; requesterName: string; message: string | null }
  | { kind: 'connectionAccepted'; receiverName: string }
  | { kind: 'mention'; authorName: string; where: string; title: string; excerpt: string; page: string }
  | Exclude<NotificationFacts, { kind: 'connectionRequest' } | { kind: 'connectionAccepted' } | { kind: 'mention' }>;

/** One sign-up of a daily digest. */
export interface SiteSignUp {
  siteName: string;
  pagePath: string;
  visitorEmail: string;
  at: Date;
}

/** Where each kind's button goes (paths of the product, made absolute by `link`). */
export function notificationPagePath(message: NotificationMessage): string {
  switch (message.kind) {
    case 'connectionRequest':
    case 'connectionAccepted':
      return '/events-networking/hub';
    case 'dataRoomAccessRequest':
      return '/platform/data-room';
    case 'eventChanged':
      return `/events-networking/events/${message.eventId}`;
    case 'siteSignUp':
      return '/platform/website-builder';
    case 'shareOpened':
      return message.documentKind === 'business plan' ? '/business-plan' : '/pitch-deck';
    case 'mention':
      return message.page;
  }
}

function footnote(kind: NotificationKind, unsubscribeLink: string): string {
  return `You get this email because "${NOTIFICATION_KIND_LABELS[kind]}" is on in your notification settings. Turn it off: ${unsubscribeLink}`;
}

const FIELD_NAMES: Record<EventChange['field'], string> = { title: 'Title', time: 'Time', place: 'Place' };

/** "Time: 3 May 2027, 18:00 UTC -> 4 May 2027, 18:00 UTC" */
export function describeEventChange({ field, before, after }: EventChange): string {
  return `${FIELD_NAMES[field]}: ${before} -> ${after}`;
}

type Body = Pick<EmailContent, 'subject' | 'heading' | 'paragraphs'> & { actionLabel: string };

function body(message: NotificationMessage): Body {
  switch (message.kind) {
    case 'connectionRequest':
      return {
        subject: `${message.requesterName} wants to connect with you`,
        heading: `${message.requesterName} wants to connect`,
        paragraphs: [
          `${message.requesterName} sent you a connection request on Founder Platform.`,
          ...(message.message ? [`Their message: "${message.message}"`] : []),
          'Accept or decline it in the networking hub.',
        ],
        actionLabel: 'Answer the request',
      };
    case 'connectionAccepted':
      return {
        subject: `${message.receiverName} accepted your connection request`,
        heading: 'You are connected',
        paragraphs: [`${message.receiverName} accepted your connection request. You can now see each other's email address in the networking hub.`],
        actionLabel: 'Open the networking hub',
      };
    case 'dataRoomAccessRequest':
      return {
        subject: `${message.requesterName} asks for access to the ${message.companyName} data room`,
        heading: 'A data room access request',
        paragraphs: [
          `${message.requesterName} (${message.requesterEmail}) asks for access to the data room of ${message.companyName}.`,
          ...(message.message ? [`Their message: "${message.message}"`] : []),
          'Approve or deny it in your data room.',
        ],
        actionLabel: 'Open the data room',
      };
    case 'eventChanged':
      return message.cancelled
        ? {
            subject: `Cancelled: ${message.eventTitle}`,
            heading: 'An event you registered for was cancelled',
            paragraphs: [`"${message.eventTitle}" has been cancelled.`],
            actionLabel: 'See the event',
          }
        : {
            subject: `Changed: ${message.eventTitle}`,
            heading: 'An event you registered for changed',
            paragraphs: [`"${message.eventTitle}" has changed:`, ...message.changes.map(describeEventChange), 'You are still registered.'],
            actionLabel: 'See the event',
          };
    case 'siteSignUp':
      return {
        subject: `New sign-up on ${message.siteName}`,
        heading: 'Someone signed up on your site',
        paragraphs: [`${message.visitorEmail} signed up on the page ${message.pagePath} of ${message.siteName}.`],
        actionLabel: 'See your sign-ups',
      };
    case 'shareOpened': {
      const others = message.newVisitors - 1;
      return {
        subject: `Your ${message.documentKind} "${message.documentTitle}" was opened`,
        heading: `Your shared ${message.documentKind} was opened`,
        paragraphs: [
          others > 0
            ? `${message.newVisitors} new visitors opened your shared ${message.documentKind} "${message.documentTitle}" for the first time.`
            : `A new visitor opened your shared ${message.documentKind} "${message.documentTitle}" for the first time.`,
        ],
        actionLabel: `Open your ${message.documentKind}`,
      };
    }
    case 'mention':
      return {
        subject: `${message.authorName} mentioned you in a comment on ${message.title}`,
        heading: `${message.authorName} mentioned you`,
        paragraphs: [`${message.authorName} mentioned you in a comment on ${message.where} of ${message.title}:`, `"${message.excerpt}"`],
        actionLabel: 'Open the comment',
      };
  }
}

/** The email of one notification to `to`; `link` makes a product path absolute. */
export function notificationEmail(to: string, message: NotificationMessage, link: (path: string) => string, unsubscribeLink: string): EmailContent {
  const { actionLabel, ...text } = body(message);
  return {
    to,
    ...text,
    action: { label: actionLabel, url: link(notificationPagePath(message)) },
    footnote: footnote(message.kind, unsubscribeLink),
    listUnsubscribe: unsubscribeLink,
  };
}

/** The day's sign-ups in one message, oldest first. */
export function siteSignUpDigestEmail(to: string, signUps: SiteSignUp[], link: (path: string) => string, unsubscribeLink: string): EmailContent {
  const count = signUps.length === 1 ? '1 new sign-up' : `${signUps.length} new sign-ups`;
  return {
    to,
    subject: `${count} on your site`,
    heading: `${count} on your site`,
    paragraphs: [
      'These visitors signed up on your published site since the last digest:',
      ...signUps.map(({ visitorEmail, pagePath, siteName, at }) => `${visitorEmail}, on ${siteName} ${pagePath}, ${at.toISOString().slice(0, 16).replace('T', ' ')} UTC`),
    ],
    action: { label: 'See your sign-ups', url: link('/platform/website-builder') },
    footnote: footnote('siteSignUp', unsubscribeLink),
    listUnsubscribe: unsubscribeLink,
  };
}
