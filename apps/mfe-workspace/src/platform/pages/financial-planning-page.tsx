import { Stack, Text } from '@mantine/core';
import { FrameworkList } from '../components/framework-list';
import { IdeaToolLink } from '../components/idea-tool-link';
import { ModuleLinks } from '../components/module-links';
import { StepPage } from '../components/step-page';
import { StepTools } from '../components/step-tools';
import { usePlatformCompany } from '../hooks/platform-company';
import { FINANCIAL_MODELS } from '../rules/frameworks';
import { FINANCIAL_MODELING_PATH } from '../rules/tool-links';

export default function FinancialPlanningPage() {
  const company = usePlatformCompany();
  return (
    <StepPage
      description={`How ${company.companyName} makes and spends money: the use of funds, the models, and the five-year projection.`}
      progress={company.workflowProgress.steps.financial}
      tabs={[
        { label: 'Financial Overview', content: <ModuleLinks company={company} ids={['financial-modeling', 'funding-strategy']} /> },
        { label: 'AI Modules', content: <StepTools company={company} step="financial" /> },
        { label: 'Financial Models', content: <FrameworkList company={company} frameworks={FINANCIAL_MODELS} /> },
        {
          label: 'Projections',
          content: (
            <Stack align="flex-start">
              <Text size="sm">
                The five-year projection of revenue, expenses and profit is built in the financial model, from your idea{"'"}s price point and customers.
              </Text>
              <IdeaToolLink company={company} path={FINANCIAL_MODELING_PATH} label="Open the financial model" />
            </Stack>
          ),
        },
      ]}
    />
  );
}
