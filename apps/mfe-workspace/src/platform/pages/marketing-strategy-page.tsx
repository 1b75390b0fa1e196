import { ModuleLinks } from '../components/module-links';
import { StepPage } from '../components/step-page';
import { StepTools } from '../components/step-tools';
import { usePlatformCompany } from '../hooks/platform-company';

export default function MarketingStrategyPage() {
  const company = usePlatformCompany();
  return (
    <StepPage
      description={`Where ${company.companyName} finds its customers: channels scored for your industry and stage, and a first campaign.`}
      progress={company.workflowProgress.steps.marketing}
      tabs={[
        { label: 'Marketing Overview', content: <ModuleLinks company={company} ids={['marketing-intelligence', 'market-expansion']} /> },
        { label: 'AI Modules', content: <StepTools company={company} step="marketing" /> },
        { label: 'Channel Strategy', content: <StepTools company={company} only={['channel-plan']} /> },
        { label: 'Campaign Planner', content: <StepTools company={company} only={['campaign-plan']} /> },
      ]}
    />
  );
}
