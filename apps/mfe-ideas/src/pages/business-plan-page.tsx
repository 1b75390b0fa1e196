import { PageShell } from '@founder/ui';

/** The page of '/business-plan'. */
export default function BusinessPlanPage() {
  return (
    <PageShell
      title="Business Plan"
      description="Turn a submitted idea into a 12-section business plan, from the executive summary to the implementation timeline, and edit any section."
    />
  );
}
