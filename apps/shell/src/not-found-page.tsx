import { Anchor, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import { PageShell } from '@founder/ui';

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
