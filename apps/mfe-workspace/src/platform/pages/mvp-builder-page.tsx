import { Anchor, Stack } from '@mantine/core';
import { Link } from 'react-router-dom';
import { PLATFORM_ROUTES, roleMay } from '@founder/contracts';
import { CodeGenerators } from '../components/mvp/code-generators';
import { DeployLaunch } from '../components/mvp/deploy-launch';
import { MvpTemplates } from '../components/mvp/mvp-templates';
import { StepPage } from '../components/step-page';
import { usePlatformCompany } from '../hooks/platform-company';

/** MVP Builder (spec section 2): templates with a real starter-code download, code generators, deploy and launch. */
export default function MvpBuilderPage() {
  const company = usePlatformCompany();
  return (
    <Stack>
      <Anchor component={Link} to={PLATFORM_ROUTES.modules}>
        Back to Modules
      </Anchor>
      <StepPage
        description={`Build, download and launch the first version of ${company.companyName}.`}
        tabs={[
          { label: 'MVP Templates', content: <MvpTemplates companyId={company.id} /> },
          { label: 'Code Generator', content: <CodeGenerators companyId={company.id} /> },
          { label: 'Deploy & Launch', content: <DeployLaunch companyId={company.id} editable={roleMay(company.role, 'edit')} /> },
        ]}
      />
    </Stack>
  );
}
