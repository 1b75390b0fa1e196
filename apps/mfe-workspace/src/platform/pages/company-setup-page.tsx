import { Alert, Anchor, Badge, Group, Stack, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import { PLATFORM_ROUTES, SETUP_MOVE_ON_PERCENT, type Company } from '@founder/contracts';
import { CompanyFacts } from '../components/company-facts';
import { StepPage } from '../components/step-page';
import { StepTools } from '../components/step-tools';
import { usePlatformCompany } from '../hooks/platform-company';

type ItemStatus = 'complete' | 'in-progress' | 'pending';

/** The setup checklist, read from what the company has (spec section 3: setup section items). */
function checklist(company: Company): Array<{ name: string; status: ItemStatus }> {
  const work = company.workflowProgress.work;
  return [
    { name: 'Company basics', status: 'complete' },
    { name: 'Industry, stage, team and location', status: 'complete' },
    { name: 'Brand theme', status: 'complete' },
    { name: 'Logo', status: company.logoUrl ? 'complete' : 'pending' },
    { name: 'Linked idea', status: company.companyData.ideaId ? 'complete' : 'pending' },
    { name: 'Company profile', status: work['company-profile'] ? 'complete' : 'pending' },
    { name: 'Team plan', status: work['team-plan'] ? 'complete' : 'pending' },
  ];
}

const COLOR: Record<ItemStatus, string> = { complete: 'green', 'in-progress': 'blue', pending: 'gray' };

export default function CompanySetupPage() {
  const company = usePlatformCompany();
  const setup = company.workflowProgress.steps.setup;
  return (
    <StepPage
      description="Your company's basics, the AI tools that write its profile and team plan, and what is left to complete."
      progress={setup}
      tabs={[
        {
          label: 'Company Basics',
          content: (
            <Stack>
              <CompanyFacts company={company} />
              {setup >= SETUP_MOVE_ON_PERCENT ? (
                <Alert color="green" title={`Setup is ${setup}% complete`}>
                  Move on to step 2:{' '}
                  <Anchor component={Link} to={PLATFORM_ROUTES.businessStrategy}>
                    Business Strategy
                  </Anchor>
                </Alert>
              ) : (
                <Text size="sm" c="dimmed">
                  Reach {SETUP_MOVE_ON_PERCENT}% with the AI tools, then move on to Business Strategy.
                </Text>
              )}
            </Stack>
          ),
        },
        { label: 'AI Tools', content: <StepTools company={company} step="setup" /> },
        {
          label: 'Completion Checklist',
          content: (
            <Stack gap="xs">
              {checklist(company).map((item) => (
                <Group key={item.name} justify="space-between">
                  <Text>{item.name}</Text>
                  <Badge color={COLOR[item.status]}>{item.status}</Badge>
                </Group>
              ))}
            </Stack>
          ),
        },
      ]}
    />
  );
}
