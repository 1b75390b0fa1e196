import { Stack } from '@mantine/core';
import { ModuleLinks } from '../components/module-links';
import { StepPage } from '../components/step-page';
import { StepTools } from '../components/step-tools';
import { usePlatformCompany } from '../hooks/platform-company';

export default function LegalFoundationPage() {
  const company = usePlatformCompany();
  return (
    <StepPage
      description={`The entity, agreements and rules for a ${company.industry} company in ${company.location}.`}
      progress={company.workflowProgress.steps.legal}
      tabs={[
        {
          label: 'Legal Checklist',
          content: (
            <Stack>
              <StepTools company={company} step="legal" />
              <ModuleLinks company={company} ids={['legal-foundation', 'document-management']} />
            </Stack>
          ),
        },
      ]}
    />
  );
}
