import { Anchor, List, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import { LegalPage, LegalSection } from './legal-page';

/** '/terms': the Terms of Service of this installation of the platform. */
export default function TermsPage() {
  return (
    <LegalPage title="Terms of Service">
      <Text>
        These terms apply to this Founder Platform installation: the website where you create an account, submit startup ideas and use the workspace. It is
        run by its operator (the person or organisation that installed it), who is responsible for it and for the data it keeps. How that data is handled is
        in the{' '}
        <Anchor component={Link} to="/privacy">
          Privacy Policy
        </Anchor>
        .
      </Text>

      <LegalSection heading="Your account">
        <Text>
          You sign up with your name, an email address and a password (or with Google, where the operator has turned Google sign-in on). Keep your password
          to yourself: whoever signs in with it acts as you. One account is for one person. You can change your password on the Profile page and reset it
          from the sign-in form by email.
        </Text>
      </LegalSection>

      <LegalSection heading="What you put in and what is generated">
        <Text>
          Your ideas, companies, documents, data room files and website texts stay yours. You give the operator only the right to store, process and show
          them as the platform needs to work for you: to generate your analysis, business plan, pitch deck, financial model and market research, to show your
          published website, and to show what you share to the people you share it with.
        </Text>
        <Text>
          Generated documents are drafts written by software (a built-in composer or a language model the operator configures). They can be wrong or
          incomplete. Check figures and claims before you rely on them or show them to investors; they are not financial, legal or investment advice.
        </Text>
      </LegalSection>

      <LegalSection heading="Sharing and your published website">
        <Text>
          Share links, data room links and your published website at /sites/your-address are open to anyone who has the address. You decide what you share,
          and you can revoke a link or unpublish your website at any time. The early-access list of your website holds your visitors&apos; email addresses:
          use them only to write to those visitors about what they signed up for.
        </Text>
      </LegalSection>

      <LegalSection heading="Acceptable use">
        <List spacing={4}>
          <List.Item>Do not upload or publish anything you have no right to, or anything unlawful, deceptive or harmful.</List.Item>
          <List.Item>Do not try to reach other founders&apos; data, get around the rate limits, or overload the service.</List.Item>
          <List.Item>Do not use a published website or a share link to pass yourself off as the platform or as someone else.</List.Item>
        </List>
        <Text>The operator may take down content or close an account that breaks these rules.</Text>
      </LegalSection>

      <LegalSection heading="Leaving">
        <Text>
          You can leave at any time. On the Profile page, &quot;Download my data&quot; gives you everything your account holds, and &quot;Delete account&quot;
          deletes it, with your ideas, documents, files and website, across the whole platform.
        </Text>
      </LegalSection>

      <LegalSection heading="The service as it is">
        <Text>
          The platform is provided as it is, without a promise that it is always available or free of errors. As far as the law allows, the operator is not
          liable for losses that come from using it or from relying on what it generates. Keep your own copy of what matters to you.
        </Text>
      </LegalSection>

      <LegalSection heading="Changes">
        <Text>When these terms change, the date at the top changes with them. Using the platform after a change means you accept the new terms.</Text>
      </LegalSection>
    </LegalPage>
  );
}
