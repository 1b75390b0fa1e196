import { Anchor } from '@mantine/core';
import { Link } from 'react-router-dom';
import { PageShell } from '@founder/ui';

/** '/demo': the six-step journey walkthrough. */
export default function JourneyDemoPage() {
  return (
    <PageShell
      title="Complete Startup Journey Demo"
      description="Follow one sample idea through six steps: submission, AI enhancement, analysis, business plan, pitch deck and financial model."
    >
      <Anchor component={Link} to="/">
        Exit Demo
      </Anchor>
    </PageShell>
  );
}
