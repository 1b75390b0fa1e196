import { PageShell } from '@founder/ui';

/** The page of '/dashboard'. */
export default function DashboardPage() {
  return (
    <PageShell
      title="Dashboard"
      description="All the sections of your startup in one place: profile, business strategy, marketing, legal, roadmap, pitch deck, documents, funding, events, partners and your MVP."
    />
  );
}
