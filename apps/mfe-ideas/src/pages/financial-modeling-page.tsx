import { PageShell } from '@founder/ui';

/** The page of '/financial-modeling'. */
export default function FinancialModelingPage() {
  return (
    <PageShell
      title="Financial Modeling"
      description="Build a 5-year financial model for your idea: revenue, expenses, unit economics and the funding you need."
    />
  );
}
