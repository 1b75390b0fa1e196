import { notificationEmail, siteSignUpDigestEmail } from './notification-emails';

const link = (path: string) => `https://founder.example${path}`;
const UNSUBSCRIBE = 'https://founder.example/app/unsubscribe?token=t';

describe('notification emails', () => {
  it('a connection request names who asked, quotes their message and links to the hub and to unsubscribe', () => {
    const email = notificationEmail('ada@example.com', { kind: 'connectionRequest', requesterName: 'Grace Hopper', message: 'Let us talk compilers' }, link, UNSUBSCRIBE);
    expect(email).toEqual({
      to: 'ada@example.com',
      subject: 'Grace Hopper wants to connect with you',
      heading: 'Grace Hopper wants to connect',
      paragraphs: ['Grace Hopper sent you a connection request on Founder Platform.', 'Their message: "Let us talk compilers"', 'Accept or decline it in the networking hub.'],
      action: { label: 'Answer the request', url: 'https://founder.example/events-networking/hub' },
      footnote: `You get this email because "Connection requests" is on in your notification settings. Turn it off: ${UNSUBSCRIBE}`,
      listUnsubscribe: UNSUBSCRIBE,
    });
  });

  it('an acceptance names who accepted', () => {
    const email = notificationEmail('grace@example.com', { kind: 'connectionAccepted', receiverName: 'Ada Lovelace' }, link, UNSUBSCRIBE);
    expect(email.subject).toBe('Ada Lovelace accepted your connection request');
    expect(email.footnote).toBe(`You get this email because "Accepted connection requests" is on in your notification settings. Turn it off: ${UNSUBSCRIBE}`);
  });

  it('a data-room access request names the company, who asks and their address', () => {
    const email = notificationEmail(
      'ada@example.com',
      { kind: 'dataRoomAccessRequest', companyName: 'Acme', requesterName: 'Ivy Investor', requesterEmail: 'ivy@fund.example', message: null },
      link,
      UNSUBSCRIBE,
    );
    expect(email.subject).toBe('Ivy Investor asks for access to the Acme data room');
    expect(email.paragraphs).toEqual(['Ivy Investor (ivy@fund.example) asks for access to the data room of Acme.', 'Approve or deny it in your data room.']);
    expect(email.action).toEqual({ label: 'Open the data room', url: 'https://founder.example/platform/data-room' });
  });

  it('an event change lists each changed field before and after; a cancellation says so', () => {
    const changed = notificationEmail(
      'ada@example.com',
      { kind: 'eventChanged', eventId: 7, eventTitle: 'Demo Day', cancelled: false, changes: [{ field: 'place', before: 'Berlin', after: 'Online' }] },
      link,
      UNSUBSCRIBE,
    );
    expect(changed.subject).toBe('Changed: Demo Day');
    expect(changed.paragraphs).toEqual(['"Demo Day" has changed:', 'Place: Berlin -> Online', 'You are still registered.']);
    expect(changed.action!.url).toBe('https://founder.example/events-networking/events/7');
    const cancelled = notificationEmail('ada@example.com', { kind: 'eventChanged', eventId: 7, eventTitle: 'Demo Day', cancelled: true, changes: [] }, link, UNSUBSCRIBE);
    expect(cancelled.subject).toBe('Cancelled: Demo Day');
    expect(cancelled.paragraphs).toEqual(['"Demo Day" has been cancelled.']);
  });

  it('a site sign-up names the visitor, the page and the site', () => {
    const email = notificationEmail('ada@example.com', { kind: 'siteSignUp', siteName: 'Acme', pagePath: '/sites/acme', visitorEmail: 'visitor@example.com' }, link, UNSUBSCRIBE);
    expect(email.subject).toBe('New sign-up on Acme');
    expect(email.paragraphs).toEqual(['visitor@example.com signed up on the page /sites/acme of Acme.']);
  });

  it('a shared document opened counts the new visitors', () => {
    const one = notificationEmail('ada@example.com', { kind: 'shareOpened', documentKind: 'pitch deck', documentTitle: 'Acme', newVisitors: 1 }, link, UNSUBSCRIBE);
    expect(one.subject).toBe('Your pitch deck "Acme" was opened');
    expect(one.paragraphs).toEqual(['A new visitor opened your shared pitch deck "Acme" for the first time.']);
    expect(one.action!.url).toBe('https://founder.example/pitch-deck');
    const three = notificationEmail('ada@example.com', { kind: 'shareOpened', documentKind: 'business plan', documentTitle: 'Acme', newVisitors: 3 }, link, UNSUBSCRIBE);
    expect(three.paragraphs).toEqual(['3 new visitors opened your shared business plan "Acme" for the first time.']);
  });

  it('a mention names the author, the part, the idea and quotes the comment, linking to the part\'s page', () => {
    const email = notificationEmail(
      'ada@example.com',
      { kind: 'mention', authorName: 'Grace Hopper', where: 'the pitch deck slide "Problem"', title: 'LoomLedger', excerpt: '@Ada please check the numbers', page: '/pitch-deck' },
      link,
      UNSUBSCRIBE,
    );
    expect(email.subject).toBe('Grace Hopper mentioned you in a comment on LoomLedger');
    expect(email.paragraphs).toEqual(['Grace Hopper mentioned you in a comment on the pitch deck slide "Problem" of LoomLedger:', '"@Ada please check the numbers"']);
    expect(email.action).toEqual({ label: 'Open the comment', url: 'https://founder.example/pitch-deck' });
    expect(email.footnote).toBe(`You get this email because "Comments that mention you" is on in your notification settings. Turn it off: ${UNSUBSCRIBE}`);
  });

  it('the daily digest lists each sign-up with its page and time', () => {
    const email = siteSignUpDigestEmail(
      'ada@example.com',
      [
        { siteName: 'Acme', pagePath: '/sites/acme', visitorEmail: 'one@example.com', at: new Date('2027-05-03T09:15:00Z') },
        { siteName: 'Acme', pagePath: '/sites/acme/pricing', visitorEmail: 'two@example.com', at: new Date('2027-05-03T17:40:00Z') },
      ],
      link,
      UNSUBSCRIBE,
    );
    expect(email.subject).toBe('2 new sign-ups on your site');
    expect(email.paragraphs).toEqual([
      'These visitors signed up on your published site since the last digest:',
      'one@example.com, on Acme /sites/acme, 2027-05-03 09:15 UTC',
      'two@example.com, on Acme /sites/acme/pricing, 2027-05-03 17:40 UTC',
    ]);
    expect(email.listUnsubscribe).toBe(UNSUBSCRIBE);
  });
});
