import { Anchor, Badge, Button, Group, Paper, Radio, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { HOSTING_PLAN_DETAILS, HOSTING_PLANS, isReservedSlug, isValidSlug, SITE_LIMITS, SITES_PATHS, type HostingPlan, type Site, type SiteInput } from '@founder/contracts';
import { SiteSignupsList } from './site-signups-list';

interface SitePublishingProps {
  site: Site;
  draft: SiteInput;
  onChange: (draft: SiteInput) => void;
  onPublish: () => void;
  onUnpublish: () => void;
  busy: boolean;
}

/** Address, hosting plan, publication, the early-access count and list. */
export function SitePublishing({ site, draft, onChange, onPublish, onUnpublish, busy }: SitePublishingProps) {
  const slugError = isValidSlug(draft.slug)
    ? null
    : isReservedSlug(draft.slug)
      ? 'This address is reserved for the platform'
      : `Use ${SITE_LIMITS.slug.min}-${SITE_LIMITS.slug.max} lower-case letters, digits and single hyphens`;
  return (
    <Stack gap="lg">
      <Paper withBorder p="md" radius="md">
        <Group justify="space-between" wrap="wrap">
          <Stack gap={2}>
            <Group gap="xs">
              <Text fw={600}>Your website</Text>
              <Badge color={site.published ? 'green' : 'gray'}>{site.published ? 'Published' : 'Not published'}</Badge>
            </Group>
            {site.published ? (
              <Anchor href={SITES_PATHS.page(site.slug)} target="_blank" rel="noopener">
                {window.location.origin}
                {SITES_PATHS.page(site.slug)}
              </Anchor>
            ) : (
              <Text size="sm" c="dimmed">
                Publish to put it online with an early-access sign-up form.
              </Text>
            )}
          </Stack>
          <Text fw={600} data-testid="site-signups">
            Early-access sign-ups: {site.signupCount}
          </Text>
        </Group>
      </Paper>
      <TextInput
        label="Address"
        description={`Your page: ${SITES_PATHS.page(draft.slug || '...')}. Suggested domain for later: ${site.domain}`}
        value={draft.slug}
        maxLength={SITE_LIMITS.slug.max}
        error={slugError}
        onChange={(event) => onChange({ ...draft, slug: event.currentTarget.value.toLowerCase() })}
      />
      <Radio.Group label="Hosting plan" value={draft.hostingPlan} onChange={(value) => onChange({ ...draft, hostingPlan: value as HostingPlan })}>
        <SimpleGrid cols={{ base: 1, sm: 3 }} mt="xs">
          {HOSTING_PLANS.map((plan) => (
            <Radio.Card key={plan} value={plan} p="sm" radius="md" withBorder aria-label={HOSTING_PLAN_DETAILS[plan].name}>
              <Group gap="xs" wrap="nowrap">
                <Radio.Indicator />
                <Text fw={600}>{HOSTING_PLAN_DETAILS[plan].name}</Text>
                <Text size="sm" c="dimmed">
                  {HOSTING_PLAN_DETAILS[plan].price}
                </Text>
              </Group>
              <Text size="sm" mt={4}>
                {HOSTING_PLAN_DETAILS[plan].features.join(' · ')}
              </Text>
            </Radio.Card>
          ))}
        </SimpleGrid>
      </Radio.Group>
      <Group>
        <Button onClick={onPublish} loading={busy} disabled={slugError !== null}>
          {site.published ? 'Save and Update Website' : 'Publish Website'}
        </Button>
        {site.published ? (
          <Button variant="default" color="red" onClick={onUnpublish} disabled={busy}>
            Unpublish
          </Button>
        ) : null}
      </Group>
      {site.stored ? <SiteSignupsList companyId={site.companyId} /> : null}
    </Stack>
  );
}
