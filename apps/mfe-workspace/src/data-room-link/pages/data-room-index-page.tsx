import { Anchor, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import { PLATFORM_ROUTES } from '@founder/contracts';
import { PageShell } from '@founder/ui';

/** /data-room without a token: what the prefix is for. */
export default function DataRoomIndexPage() {
  return (
    <PageShell title="Data room" description="Open the data room link a founder sent you: it ends with a long code and needs no account.">
      <Text>
        Founders keep their own room in the{' '}
        <Anchor component={Link} to={PLATFORM_ROUTES.dataRoom}>
          platform workspace
        </Anchor>
        .
      </Text>
    </PageShell>
  );
}
