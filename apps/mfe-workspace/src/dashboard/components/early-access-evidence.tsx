import { Anchor, Group, Paper, Stack, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import { PLATFORM_ROUTES } from '@founder/contracts';
import { useSite } from '../../shared/site-query';

/** Validation evidence: how many visitors joined the early-access list from the founder's published website. */
export function EarlyAccessEvidence({ companyId }: { companyId: number }) {
  const site = useSite(companyId);
  if (!site.data) return null;
  const { published, signupCount } = site.data;
  return (
    <Paper withBorder radius="lg" p="md" component="section" aria-label="Validation evidence">
      <Group justify="space-between" gap="sm">
        <Stack gap={2}>
          <Text fw={600}>Validation evidence</Text>
          <Text size="sm" c="dimmed">
            {published ? 'Visitors of your website who asked for early access.' : 'Publish your website to collect early-access sign-ups.'}{' '}
            <Anchor component={Link} to={`${PLATFORM_ROUTES.websiteBuilder}?tab=Publish+%26+Hosting`} underline="always">
              Website builder
            </Anchor>
          </Text>
        </Stack>
        <Text fw={700} size="xl" data-testid="early-access-count">
          {signupCount} early-access sign-up{signupCount === 1 ? '' : 's'}
        </Text>
      </Group>
    </Paper>
  );
}
