import { Anchor, Stack, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import { PLATFORM_ROUTES } from '@founder/contracts';
import { IdeaToolLink } from '../components/idea-tool-link';
import { ModuleLinks } from '../components/module-links';
import { StepPage } from '../components/step-page';
import { usePlatformCompany } from '../hooks/platform-company';
import { PITCH_DECK_PATH } from '../rules/tool-links';

export default function FundingPage() {
  const company = usePlatformCompany();
  return (
    <StepPage
      description={`Raising money for a ${company.stage} ${company.industry} company: how much, from whom, and what to show them.`}
      tabs={[
        {
          label: 'Funding & Investment',
          content: (
            <Stack>
              <Text size="sm">
                Funding Strategy opens once the Pitch Deck and Legal Foundation modules are completed. Investor matching is being built; until then,
                prepare what investors ask for:
              </Text>
              <ModuleLinks company={company} ids={['pitch-deck', 'legal-foundation', 'funding-strategy']} />
              <IdeaToolLink company={company} path={PITCH_DECK_PATH} label="Open your pitch deck" />
              <Text size="sm">
                The use of funds is in{' '}
                <Anchor component={Link} to={`${PLATFORM_ROUTES.financialPlanning}?tab=AI+Modules`}>
                  Financial Planning
                </Anchor>
                ; the papers investors check go in the{' '}
                <Anchor component={Link} to={PLATFORM_ROUTES.dataRoom}>
                  Data Room
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
