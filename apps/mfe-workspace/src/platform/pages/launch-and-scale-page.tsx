import { Anchor, Stack, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import { PLATFORM_ROUTES } from '@founder/contracts';
import { ModuleLinks } from '../components/module-links';
import { StepPage } from '../components/step-page';
import { StepTools } from '../components/step-tools';
import { usePlatformCompany } from '../hooks/platform-company';

export default function LaunchAndScalePage() {
  const company = usePlatformCompany();
  return (
    <StepPage
      description={`Launching ${company.companyName} and growing the team and operations after it.`}
      progress={company.workflowProgress.steps.launch}
      tabs={[
        {
          label: 'Launch Plan',
          content: (
            <Stack>
              <StepTools company={company} step="launch" />
              <ModuleLinks company={company} ids={['team-building', 'operations-scaling', 'market-expansion']} />
              <Text size="sm">
                Meet founders, mentors and investors in{' '}
                <Anchor component={Link} to={PLATFORM_ROUTES.events}>
                  Events & Networking
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
