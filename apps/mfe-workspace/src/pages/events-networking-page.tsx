import { PageShell } from '@founder/ui';

/** The page of '/events-networking'. */
export default function EventsNetworkingPage() {
  return (
    <PageShell
      title="Events & Networking"
      description="Find startup events and workshops, meet founders, mentors and investors, and keep track of your connections."
    />
  );
}
