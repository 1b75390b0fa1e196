import { Anchor } from '@mantine/core';
import { Link } from 'react-router-dom';
import { PageShell } from '@founder/ui';

/** '/agentic': chat with an autonomous agent, then watch its five-task run. */
export default function AgenticDemoPage() {
  return (
    <PageShell
      title="Autonomous AI Demo"
      description="Chat with an autonomous agent, then watch it turn a sample idea into an analysis, a business plan, a pitch deck and a financial model, one task after another."
    >
      <Anchor component={Link} to="/">
        Back to Home
      </Anchor>
    </PageShell>
  );
}
