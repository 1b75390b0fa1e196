import { Anchor } from '@mantine/core';
import { Link } from 'react-router-dom';
import { PageShell } from '@founder/ui';

/** The page of '/startup-profile': the three-phase startup profile builder. */
export default function StartupProfilePage() {
  return (
    <PageShell
      title="Startup Profile"
      description="Describe your startup in three phases, quick start, guided completion and advanced details, so the AI learns about your business."
    >
      <Anchor component={Link} to="/dashboard">
        Back to Dashboard
      </Anchor>
    </PageShell>
  );
}
