/**
 * Email notifications (issue 31 item 4). auth owns the switches and sends the messages, because
 * it owns the addresses; ideas and community tell it what happened over the internal endpoint.
 * Apart from AUTH_PATHS, which every page's header loads: only the account pages carry these.
 */

/** What a founder can be told about by email, each with its own switch (on unless turned off). */
export const NOTIFICATION_KINDS = ['connectionRequest', 'connectionAccepted', 'dataRoomAccessRequest', 'eventChanged', 'siteSignUp', 'shareOpened', 'mention'] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** The switch labels of the Notifications tab, and the words of the unsubscribe answer. */
export const NOTIFICATION_KIND_LABELS: Record<NotificationKind, string> = {
  connectionRequest: 'Connection requests',
  connectionAccepted: 'Accepted connection requests',
  dataRoomAccessRequest: 'Data room access requests',
  eventChanged: 'Changes to events you registered for',
  siteSignUp: 'Sign-ups on your published site',
  shareOpened: 'Shared plans and decks opened by a new visitor',
  mention: 'Comments that mention you',
};

/** A sign-up on the founder's site is mailed at once, or gathered into one message a day. */
export const SITE_SIGN_UP_MODES = ['immediately', 'daily'] as const;
export type SiteSignUpMode = (typeof SITE_SIGN_UP_MODES)[number];

/** GET and PUT /api/auth/notifications: every kind's switch and the sign-up mode. */
export interface NotificationSettings {
  enabled: Record<NotificationKind, boolean>;
  siteSignUpMode: SiteSignUpMode;
}

/** POST /api/auth/notifications/unsubscribe: the token of an email's unsubscribe link. */
export interface UnsubscribeRequest {
  token: string;
}

/** What unsubscribing answers (200): the kind now off, in words. */
export interface UnsubscribeAnswer {
  kind: NotificationKind;
  message: string;
}

export const NOTIFICATION_PATHS = {
  settings: '/api/auth/notifications',
  unsubscribe: '/api/auth/notifications/unsubscribe',
} as const;

/** The page an email's unsubscribe link opens (mfe-account), with `?token=`. */
export const UNSUBSCRIBE_PAGE_PATH = '/app/unsubscribe';

/**
 * What happened, as the service that saw it tells auth (POST /internal/notifications). Ids of
 * people are auth's user ids: auth finds their names. Every text is the founder's own data.
 */
export type NotificationFacts =
  | { kind: 'connectionRequest'; requesterId: number; message: string | null }
  | { kind: 'connectionAccepted'; receiverId: number }
  | { kind: 'dataRoomAccessRequest'; companyName: string; requesterName: string; requesterEmail: string; message: string | null }
  | { kind: 'eventChanged'; eventId: number; eventTitle: string; cancelled: boolean; changes: EventChange[] }
  | { kind: 'siteSignUp'; siteName: string; pagePath: string; visitorEmail: string }
  | { kind: 'shareOpened'; documentKind: 'business plan' | 'pitch deck'; documentTitle: string; newVisitors: number }
  /** `where`: the commented part in words ('the pitch deck slide "Problem"'); `page`: where it is shown. */
  | { kind: 'mention'; authorId: number; where: string; title: string; excerpt: string; page: string };

/** One changed field of an event, as the registrant reads it: what it was and what it is now. */
export interface EventChange {
  field: 'title' | 'time' | 'place';
  before: string;
  after: string;
}

/** The body of POST /internal/notifications: who is told, and what happened. */
export type InternalNotification = { userId: number } & NotificationFacts;

export const INTERNAL_NOTIFICATIONS_PATH = '/internal/notifications';

export const UNSUBSCRIBED_MESSAGE = (kind: NotificationKind) => `You will no longer get emails about: ${NOTIFICATION_KIND_LABELS[kind]}. You can turn them back on in your profile.`;
