import { Anchor, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import { PageShell } from './page-shell';

/**
 * The one '404 Page Not Found' page (spec section 2): the shell shows it for a path no remote owns,
 * and every remote area for a path inside it that it does not declare (remoteRoutes adds it).
 */
export function NotFoundPage() {
  return (
    <PageShell title="404 Page Not Found" description="There is no page at this address.">
      <Text>
        <Anchor component={Link} to="/">
          Back to Home
        </Anchor>
      </Text>
    </PageShell>
  );
}
