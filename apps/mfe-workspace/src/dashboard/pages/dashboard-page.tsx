import { Alert, Button, Container, Grid, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useCurrentUser, useSessionIdeas, useStartupProfile } from '@founder/api-client';
import type { CurrentUser } from '@founder/contracts';
import { PageLoader, SignInRequired } from '@founder/ui';
import { DashboardSidebar } from '../components/dashboard-sidebar';
import { EarlyAccessEvidence } from '../components/early-access-evidence';
import { SectionCard } from '../components/section-card';
import { YourIdeas } from '../components/your-ideas';
import { useCompany } from '../../shared/company-query';
import { CATEGORY_LABELS, DASHBOARD_SECTIONS, type SectionCategory } from '../domain/dashboard-sections';
import { firstNameOf, productName, sectionAccess, sectionProgress, visibleSections } from '../domain/section-unlock';

/** The page of '/dashboard': the founder's home (spec section 2). */
export default function DashboardPage() {
  const { user, isLoading } = useCurrentUser();
  if (isLoading) return <PageLoader />;
  if (!user) {
    return (
      <Container component="main" size="lg" py="xl">
        <SignInRequired title="Your dashboard" text="Please log in to see your dashboard, your startup profile and your ideas." />
      </Container>
    );
  }
  return <FounderDashboard user={user} />;
}

const FILTERS: Array<SectionCategory | 'all'> = ['all', 'core', 'advanced', 'tools'];

function FounderDashboard({ user }: { user: CurrentUser }) {
  const profile = useStartupProfile();
  const ideas = useSessionIdeas();
  const { company } = useCompany(true);
  const [search, setSearch] = useState('');
  const [category, setCategory] = useState<SectionCategory | 'all'>('all');

  if (profile.isPending) return <PageLoader />;
  const completion = profile.data?.completionPercentage ?? 0;
  const accessOf = (id: string) => sectionAccess(DASHBOARD_SECTIONS.find((section) => section.id === id)!, completion);
  const product = productName(profile.data?.companyName, ideas.data ?? []);
  const sections = visibleSections(DASHBOARD_SECTIONS, search, category);

  return (
    <Container component="main" size="xl" py="xl">
      <Grid gap="xl">
        <Grid.Col span={{ base: 12, md: 3 }}>
          <DashboardSidebar user={user} search={search} onSearch={setSearch} accessOf={accessOf} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 9 }}>
          <Stack gap="xl">
            <Stack gap="xs">
              <Title order={1}>Welcome back, {firstNameOf(user.name)}!</Title>
              <Text c="dimmed">Here is where {product} stands today.</Text>
            </Stack>
            {profile.isError ? (
              <Alert color="red" radius="md" title="Your startup profile could not be loaded">
                Sections stay locked until it loads. {profile.error.message}
              </Alert>
            ) : null}
            {completion < 100 ? (
              <Paper withBorder radius="lg" p="md" bg="blue.0">
                <Group justify="space-between" gap="sm">
                  <Text>Complete {product} profile to unlock other sections. This will teach the AI about your business idea.</Text>
                  <Text fw={700}>{completion}%</Text>
                </Group>
              </Paper>
            ) : null}
            {company ? <EarlyAccessEvidence companyId={company.id} /> : null}
            <Group gap="xs" role="group" aria-labelledby="section-filter">
              <Text fw={600} size="sm" id="section-filter">
                Filter
              </Text>
              {FILTERS.map((value) => (
                <Button key={value} size="xs" radius="xl" variant={category === value ? 'filled' : 'default'} aria-pressed={category === value} onClick={() => setCategory(value)}>
                  {value === 'all' ? 'All' : CATEGORY_LABELS[value]}
                </Button>
              ))}
            </Group>
            {sections.length === 0 ? (
              <Text c="dimmed">No section matches “{search}”.</Text>
            ) : (
              <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg">
                {sections.map((section) => (
                  <SectionCard key={section.id} section={section} access={sectionAccess(section, completion)} progress={sectionProgress(section, completion, ideas.data ?? [], company?.workflowProgress.modules ?? null)} />
                ))}
              </SimpleGrid>
            )}
            <YourIdeas ideas={ideas.data} error={ideas.error} />
          </Stack>
        </Grid.Col>
      </Grid>
    </Container>
  );
}
