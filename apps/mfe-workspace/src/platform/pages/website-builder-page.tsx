import { Anchor, List, Stack, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import { COMPANY_THEME_LABELS, PLATFORM_ROUTES } from '@founder/contracts';
import { StepPage } from '../components/step-page';
import { usePlatformCompany } from '../hooks/platform-company';
import { defaultDomain } from '../rules/website';

export default function WebsiteBuilderPage() {
  const company = usePlatformCompany();
  const profile = company.workflowProgress.work['company-profile'];
  return (
    <StepPage
      description="A one-page website for your company, built from what the workspace knows about it."
      tabs={[
        {
          label: 'Your Website',
          content: (
            <Stack>
              <Text size="sm">The website builder is being built. It will start from these details of {company.companyName}:</Text>
              <List size="sm">
                <List.Item>Name and description: {company.companyName}, {company.description}</List.Item>
                <List.Item>Theme: {COMPANY_THEME_LABELS[company.theme]}</List.Item>
                <List.Item>Logo: {company.logoUrl ? 'uploaded' : 'not uploaded yet'}</List.Item>
                <List.Item>Suggested domain: {defaultDomain(company.companyName)}</List.Item>
                <List.Item>About section: {profile ? profile.summary : 'written by the AI Company Profile tool of Company Setup'}</List.Item>
              </List>
              <Text size="sm">
                Get them ready now: the logo and theme in{' '}
                <Anchor component={Link} to={PLATFORM_ROUTES.settings}>
                  Settings
                </Anchor>
                , the profile in{' '}
                <Anchor component={Link} to={`${PLATFORM_ROUTES.companySetup}?tab=AI+Tools`}>
                  Company Setup
                </Anchor>
                .
              </Text>
            </Stack>
          ),
        },
      ]}
    />
  );
}
