import { Anchor, Stack, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import { PLATFORM_ROUTES } from '@founder/contracts';
import { MembersPanel } from '../components/members-panel';
import { ModuleLinks } from '../components/module-links';
import { StepPage } from '../components/step-page';
import { StepTools } from '../components/step-tools';
import { usePlatformCompany } from '../hooks/platform-company';

export default function TeamAndPartnersPage() {
  const company = usePlatformCompany();
  return (
    <StepPage
      description={`${company.companyName} today: ${company.teamSize}. The next hires, and where to meet co-founders, mentors and partners.`}
      tabs={[
        {
          label: 'Team & Partners',
          content: (
            <Stack>
              <StepTools company={company} only={['team-plan']} />
              <ModuleLinks company={company} ids={['team-building']} />
              <Text size="sm">
                Find co-founders, mentors and partners in{' '}
                <Anchor component={Link} to={PLATFORM_ROUTES.events}>
                  Events & Networking
                </Anchor>
                .
              </Text>
            </Stack>
          ),
        },
        { label: 'Members', content: <MembersPanel company={company} /> },
      ]}
    />
  );
}
