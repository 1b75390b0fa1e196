import { Anchor, Stack, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import { PLATFORM_ROUTES } from '@founder/contracts';
import { AddInvestorForm } from '../components/add-investor-form';
import { IdeaToolLink } from '../components/idea-tool-link';
import { InvestorMatching } from '../components/investor-matching';
import { ModuleLinks } from '../components/module-links';
import { PipelineBoard } from '../components/pipeline-board';
import { StepPage } from '../components/step-page';
import { usePlatformCompany } from '../hooks/platform-company';
import { PITCH_DECK_PATH } from '../rules/tool-links';

export default function FundingPage() {
  const company = usePlatformCompany();
  return (
    <StepPage
      description={`Raising money for a ${company.stage} ${company.industry} company: how much, from whom, and what to show them.`}
      tabs={[
        { label: 'Investor Matching', content: <InvestorMatching company={company} /> },
        { label: 'Fundraising Pipeline', content: <PipelineBoard company={company} /> },
        { label: 'Add Investor', content: <AddInvestorForm company={company} /> },
        {
          label: 'Funding & Investment',
          content: (
            <Stack>
              <Text size="sm">
                Funding Strategy opens once the Pitch Deck and Legal Foundation modules are completed. Prepare what investors ask for:
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
