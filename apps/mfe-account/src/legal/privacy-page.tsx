import { Anchor, List, Table, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import { LegalPage, LegalSection } from './legal-page';

/** The cookies the platform sets (their names and lifetimes are in the code: auth, ideas, the gateway, the shell). */
const COOKIES: ReadonlyArray<[name: string, purpose: string, lifetime: string]> = [
  ['founder_session', 'Keeps you signed in. Not readable by scripts.', '30 days from sign-in on /app; with "Remember me" off on /waitlist, until the browser closes (at most 24 hours)'],
  ['founder_device', 'Tells the sign-in form that this browser has signed in to your account before, so that a stranger guessing your password never locks you out.', '1 year'],
  ['founder_oauth_state', 'Ties a Google sign-in to the browser that started it.', '10 minutes'],
  ['founder_owner', 'Ties ideas submitted without an account to this browser. Not readable by scripts.', '1 year'],
  ['founder_bucket', 'A number from 0 to 99 that picks which release of the app this browser gets during a staged rollout.', '1 year'],
  ['founder_stored_idea', 'Whether this browser has a selected idea saved, so that the first screen shown matches it.', '1 year'],
];

/** '/privacy': what this installation stores, where, for how long, and how to take it out or delete it. */
export default function PrivacyPage() {
  return (
    <LegalPage title="Privacy Policy">
      <Text>
        This policy describes what this Founder Platform installation stores about you, where, for how long, who sees it, and how you take it out or delete
        it. The operator of the installation (whoever runs it) controls the data; the{' '}
        <Anchor component={Link} to="/terms">
          Terms of Service
        </Anchor>{' '}
        say what the platform is for.
      </Text>

      <LegalSection heading="What we store">
        <List spacing={4}>
          <List.Item>Your account: name, email address, whether the address is verified, your password as a one-way hash (never the password itself), your Google account id if you sign in with Google, and your profile settings. If you joined the waitlist, what you entered there.</List.Item>
          <List.Item>Your ideas and everything generated from them: the idea and your answers, the analysis, business plans, pitch decks, financial models and market research with their earlier versions, your startup profile, companies (with their logo), workspace progress and investor applications.</List.Item>
          <List.Item>Your data room: the files you upload, their names and details, your share links, and what visitors of those links give: their name, email and access requests, and a log of what they opened.</List.Item>
          <List.Item>Your website: its texts and address, and its early-access list: the email address of each visitor who signs up, the date and the page they used.</List.Item>
          <List.Item>Community: your networking profile, your connections and the events you create or register for.</List.Item>
          <List.Item>Sign-in: your sessions (only a hash of each session id is stored) and single-use email links (also stored as a hash).</List.Item>
          <List.Item>Emails the platform sends you (password reset, verification, notifications), while they wait to be delivered.</List.Item>
          <List.Item>Counters that limit attempts (sign-ins, sign-ups, submissions), keyed by a hash of your address or email.</List.Item>
          <List.Item>Server logs: one line per request with its method, path, status, time and client address. Cookies, passwords and tokens are removed from them.</List.Item>
        </List>
      </LegalSection>

      <LegalSection heading="Where it is kept">
        <Text>
          Everything is stored in the operator&apos;s PostgreSQL database, and uploaded files and logos in the operator&apos;s file or object storage. Emails
          go out through the mail server the operator configures; without one, each email is written as a file to the operator&apos;s outbox folder.
        </Text>
        <Text>
          To write your documents the platform either uses its built-in composer, on the server, or sends your idea&apos;s text and facts to the language model
          endpoint the operator configures (a model on their own machine or a hosted API, whose provider then receives that text). Nothing else is sent to
          third parties: there are no advertising or analytics trackers.
        </Text>
      </LegalSection>

      <LegalSection heading="How long">
        <List spacing={4}>
          <List.Item>Your account and everything it owns: until you delete the account.</List.Item>
          <List.Item>A session: until you sign out, or 30 days after sign-in (24 hours at most when &quot;Remember me&quot; is off). Signing out or changing your password ends it at once.</List.Item>
          <List.Item>Email links: a password reset link works for 30 minutes and a verification link for 24 hours; each works once.</List.Item>
          <List.Item>Emails: a delivered email leaves the database within the hour (its record is deleted a day later); one that cannot be delivered is tried again, with growing waits, for up to two days. Outbox files stay until the operator removes them.</List.Item>
          <List.Item>Attempt counters: until their window ends (an hour for most), then deleted.</List.Item>
          <List.Item>Share link view counts: a visitor is counted once a day; the marker that tells visitors apart is kept for that day only.</List.Item>
          <List.Item>Server logs and backups: as long as the operator keeps them.</List.Item>
        </List>
      </LegalSection>

      <LegalSection heading="Who sees it">
        <Text>
          Only you, unless you share it. Other signed-in founders see your networking profile and your name and picture at events. Anyone with one of your
          share links or data room links sees what that link shows, and anyone sees your website while it is published. The email addresses on your
          website&apos;s early-access list are shown to you alone, never on the website and never to another founder.
        </Text>
      </LegalSection>

      <LegalSection heading="Download or delete your data">
        <Text>
          On the{' '}
          <Anchor component={Link} to="/profile">
            Profile page
          </Anchor>
          , &quot;Download my data&quot; gives you a zip of everything your account owns across the platform, as JSON, with the files you uploaded.
          &quot;Delete account&quot; (it asks for your password or a recent sign-in) deletes your account, ideas, documents, files, website, early-access list
          and community data in every part of the platform; your published website and share links stop working, and an email confirms it. Copies in the
          operator&apos;s logs and backups last as long as those are kept.
        </Text>
      </LegalSection>

      <LegalSection heading="Cookies and browser storage">
        <Text>The platform sets only these cookies, all its own and needed for it to work:</Text>
        <Table.ScrollContainer minWidth={560}>
          <Table aria-label="Cookies" striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Cookie</Table.Th>
                <Table.Th>What it does</Table.Th>
                <Table.Th>Lasts</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {COOKIES.map(([name, purpose, lifetime]) => (
                <Table.Tr key={name}>
                  <Table.Td>{name}</Table.Td>
                  <Table.Td>{purpose}</Table.Td>
                  <Table.Td>{lifetime}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        <Text>The browser&apos;s local storage keeps your email address and the idea you selected, for the pages to show; signing out clears them.</Text>
      </LegalSection>

      <LegalSection heading="Changes and questions">
        <Text>When this policy changes, the date at the top changes with it. For questions about your data, write to the operator of this installation.</Text>
      </LegalSection>
    </LegalPage>
  );
}
