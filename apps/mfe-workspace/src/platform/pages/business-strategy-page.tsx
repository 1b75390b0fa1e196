import { Stack, Text } from '@mantine/core';
import { ModuleLinks } from '../components/module-links';
import { FrameworkList } from '../components/framework-list';
import { StepPage } from '../components/step-page';
import { StepTools } from '../components/step-tools';
import { usePlatformCompany } from '../hooks/platform-company';
import { YC_FRAMEWORKS } from '../rules/frameworks';

export default function BusinessStrategyPage() {
  const company = usePlatformCompany();
  return (
    <StepPage
      description={`The customer, the problem and the business model of ${company.companyName}, and the modules that build on them.`}
      progress={company.workflowProgress.steps.strategy}
      tabs={[
        {
          label: 'Strategy Overview',
          content: (
            <Stack>
              <Text size="sm">Complete Business Strategy to unlock Marketing Intelligence, then the Pitch Deck.</Text>
              <ModuleLinks company={company} ids={['business-strategy', 'marketing-intelligence', 'pitch-deck']} />
            </Stack>
          ),
        },
        { label: 'AI Modules', content: <StepTools company={company} step="strategy" /> },
        { label: 'YC Frameworks', content: <FrameworkList company={company} frameworks={YC_FRAMEWORKS} /> },
        { label: 'Strategy Canvas', content: <StepTools company={company} only={['strategy-canvas']} /> },
      ]}
    />
  );
}
