import { Alert, Anchor, Badge, Button, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { roleMay, SITES_PATHS, type Site, type SiteInput } from '@founder/contracts';
import { PageLoader } from '@founder/ui';
import { StepPage } from '../components/step-page';
import { SiteEditor } from '../components/website/site-editor';
import { SiteGenerator } from '../components/website/site-generator';
import { SitePreview } from '../components/website/site-preview';
import { SitePublishing } from '../components/website/site-publishing';
import { usePlatformCompany } from '../hooks/platform-company';
import { useSite } from '../../shared/site-query';
import { useGenerateSite, usePublishSite, useSaveSite } from '../hooks/use-site';

const inputOf = (site: Site): SiteInput => ({ template: site.template, sections: site.sections, slug: site.slug, hostingPlan: site.hostingPlan });

/** The AI website builder (spec sections 2, 4, 9): generate, edit, preview, publish at /sites/{slug}. */
export default function WebsiteBuilderPage() {
  const company = usePlatformCompany();
  const site = useSite(company.id);
  if (site.isPending) return <PageLoader />;
  if (site.isError) return <Alert color="red" title="Your website could not be loaded">{site.error.message}</Alert>;
  if (!roleMay(company.role, 'edit')) return <WebsiteReadOnly site={site.data} companyName={company.companyName} />;
  return <WebsiteBuilder site={site.data} companyName={company.companyName} />;
}

/** What commenters and viewers see: the site as it stands and whether it is online; the owner and editors change and publish it. */
function WebsiteReadOnly({ site, companyName }: { site: Site; companyName: string }) {
  return (
    <StepPage
      description="The company's one-page website. The owner and editors change and publish it."
      tabs={[
        {
          label: 'Preview',
          content: (
            <Stack>
              <Group gap="xs">
                <Badge color={site.published ? 'green' : 'gray'}>{site.published ? 'Published' : 'Not published'}</Badge>
                {site.published ? (
                  <Anchor href={SITES_PATHS.page(site.slug)} target="_blank" rel="noopener">
                    {SITES_PATHS.page(site.slug)}
                  </Anchor>
                ) : (
                  <Text size="sm" c="dimmed">Not online yet.</Text>
                )}
              </Group>
              <SitePreview draft={inputOf(site)} companyName={companyName} />
            </Stack>
          ),
        },
      ]}
    />
  );
}

function WebsiteBuilder({ site, companyName }: { site: Site; companyName: string }) {
  const [draft, setDraft] = useState<SiteInput>(() => inputOf(site));
  const reset = { onSuccess: (answer: Site) => setDraft(inputOf(answer)) };
  const save = useSaveSite(site.companyId);
  const generate = useGenerateSite(site.companyId);
  const publication = usePublishSite(site.companyId);
  const publish = async () => {
    await save.mutateAsync(draft);
    publication.mutate(true, reset);
  };
  const saveButton = (
    <Group>
      <Button variant="default" onClick={() => save.mutate(draft, reset)} loading={save.isPending}>
        Save Changes
      </Button>
    </Group>
  );

  return (
    <StepPage
      description="A one-page website for your company, with an early-access list that counts as validation."
      tabs={[
        { label: 'AI Website Builder', content: <SiteGenerator pending={generate.isPending} done={generate.isSuccess} onGenerate={() => generate.mutate(undefined, reset)} /> },
        {
          label: 'Design & Content',
          content: (
            <Stack>
              <SiteEditor draft={draft} recommended={site.recommendedTemplate} onChange={setDraft} />
              {saveButton}
            </Stack>
          ),
        },
        { label: 'Preview', content: <SitePreview draft={draft} companyName={companyName} /> },
        {
          label: 'Publish & Hosting',
          content: (
            <SitePublishing
              site={site}
              draft={draft}
              onChange={setDraft}
              onPublish={() => void publish().catch(() => undefined)}
              onUnpublish={() => publication.mutate(false, reset)}
              busy={save.isPending || publication.isPending}
            />
          ),
        },
      ]}
    />
  );
}
