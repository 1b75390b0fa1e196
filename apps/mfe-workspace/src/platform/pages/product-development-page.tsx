import { Anchor, Stack, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import { PLATFORM_ROUTES } from '@founder/contracts';
import { FrameworkList } from '../components/framework-list';
import { ModuleLinks } from '../components/module-links';
import { StepPage } from '../components/step-page';
import { StepTools } from '../components/step-tools';
import { usePlatformCompany } from '../hooks/platform-company';
import { MVP_FRAMEWORKS } from '../rules/frameworks';

export default function ProductDevelopmentPage() {
  const company = usePlatformCompany();
  return (
    <StepPage
      description={`What ${company.companyName} builds first, in what order, and how it gets to a first release.`}
      progress={company.workflowProgress.steps.product}
      tabs={[
        {
          label: 'Development Overview',
          content: (
            <Stack>
              <Text size="sm">
                Roadmap Planning unlocks Product Development, which unlocks the{' '}
                <Anchor component={Link} to={PLATFORM_ROUTES.mvpBuilder}>
                  MVP Builder
                </Anchor>
                .
              </Text>
              <ModuleLinks company={company} ids={['roadmap-planning', 'product-development', 'mvp-builder']} />
            </Stack>
          ),
        },
        { label: 'AI Modules', content: <StepTools company={company} step="product" /> },
        { label: 'MVP Frameworks', content: <FrameworkList company={company} frameworks={MVP_FRAMEWORKS} /> },
        { label: 'Development Roadmap', content: <StepTools company={company} only={['development-roadmap']} /> },
      ]}
    />
  );
}
