import { Anchor, Stack, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import { PLATFORM_ROUTES } from '@founder/contracts';
import { ModuleLinks } from '../components/module-links';
import { StepPage } from '../components/step-page';
import { StepTools } from '../components/step-tools';
import { usePlatformCompany } from '../hooks/platform-company';

export default function MvpBuilderPage() {
  const company = usePlatformCompany();
  return (
    <Stack>
      <Anchor component={Link} to={PLATFORM_ROUTES.modules}>
        Back to Modules
      </Anchor>
      <StepPage
        description="Building and launching the first version. The MVP templates, code generator and deploy tools are being built; start from the roadmap and the modules that lead here."
        tabs={[
          {
            label: 'MVP Plan',
            content: (
              <Stack>
                <ModuleLinks company={company} ids={['roadmap-planning', 'product-development', 'mvp-builder']} />
                <Text size="sm">The roadmap for {company.companyName}:</Text>
                <StepTools company={company} only={['development-roadmap']} />
              </Stack>
            ),
          },
        ]}
      />
    </Stack>
  );
}
