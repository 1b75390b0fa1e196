import { Badge, Box, Button, Group, Paper, Progress, Stack, Tabs, Text, ThemeIcon, Title, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { apiRequest } from '@founder/api-client';
import type { BusinessPlanContent, PlanSectionEdit, PlanSectionId, PlanSectionResult, StartupIdea } from '@founder/contracts';
import { showToast, Icon } from '@founder/ui';
import { withGeneratedPlan, withPlanSection } from '../current-idea/idea-cache';
import { ideaToolPath, useUpdateCachedIdea } from '../current-idea/idea-queries';
import { PLAN_TIMELINE } from '../generation/generating-timeline';
import { GeneratingScreen } from '../generation/generating-screen';
import { useGeneratingRun } from '../generation/use-generating-run';
import { ShareControl } from '../sharing/share-control';
import { DownloadButton } from '../shared/download-button';
import { fileSlug } from '../shared/file-download';
import { PrintOnly } from '../shared/print-only';
import { saveFailureToast } from '../shared/tool-toasts';
import { PlanDocument } from './plan-document';
import { PlanSectionCard, STATUS_BADGES } from './plan-section-card';
import { isPlanComplete, planCompletion, planSectionsOf, totalWords, type PlanSection } from './plan-sections';
import { PLAN_GENERATED_TOAST, planFailureToast, SECTION_UPDATED_TOAST, sectionRegeneratedToast, sectionRegenerateFailureToast } from './plan-toasts';

/** The 'Business Plan Generator' tab: generate, read, edit, regenerate, export and share the 12-section plan. */
export function BusinessPlanGenerator({ idea }: { idea: StartupIdea }) {
  const updateIdea = useUpdateCachedIdea(idea.id);
  const sections = planSectionsOf(idea);
  const editable = !idea.isDemo;
  const [tab, setTab] = useState<string | null>('sections');
  const [editingId, setEditingId] = useState<PlanSectionId | null>(null);

  const generate = useMutation({
    mutationFn: () => apiRequest<BusinessPlanContent>('POST', ideaToolPath(idea.id, 'business-plan')),
    onSuccess: (plan) => {
      updateIdea((current) => withGeneratedPlan(current, plan));
      setEditingId(null);
      showToast(PLAN_GENERATED_TOAST);
    },
    onError: (error) => showToast(planFailureToast(error)),
    onSettled: () => run.stop(),
  });
  const run = useGeneratingRun(PLAN_TIMELINE, () => generate.mutate());

  const save = useMutation({
    mutationFn: ({ id, content }: { id: PlanSectionId; content: string }) =>
      apiRequest<PlanSectionResult>('PUT', ideaToolPath(idea.id, `business-plan/sections/${id}`), { content } satisfies PlanSectionEdit),
    onSuccess: (section) => {
      updateIdea((current) => withPlanSection(current, section));
      setEditingId(null);
      showToast(SECTION_UPDATED_TOAST);
    },
    onError: (error) => showToast(saveFailureToast(error)),
  });

  const regenerate = useMutation({
    mutationFn: (section: PlanSection) => apiRequest<PlanSectionResult>('POST', ideaToolPath(idea.id, `business-plan/sections/${section.id}/regenerate`)),
    onSuccess: (result, section) => {
      updateIdea((current) => withPlanSection(current, result));
      showToast(sectionRegeneratedToast(section.title));
    },
    onError: (error) => showToast(sectionRegenerateFailureToast(error)),
  });

  if (run.view) {
    return <GeneratingScreen title="Generating your business plan" timeline={PLAN_TIMELINE} view={run.view} unit="section" />;
  }

  const generated = idea.businessPlan !== null;
  const completion = planCompletion(sections);
  const complete = isPlanComplete(sections);

  return (
    <Stack gap="xl">
      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
        <Group justify="space-between" align="center" gap="lg" wrap="wrap">
          <Stack gap={4} style={{ flex: 1, minWidth: 240 }}>
            <Title order={2} fz="xl">
              Business Plan
            </Title>
            <Text size="sm" c="dimmed">
              12 sections · {totalWords(sections).toLocaleString('en-US')} words
            </Text>
            <Group gap="sm" mt={6} wrap="nowrap" maw={420}>
              <Progress value={completion} aria-label="Plan completion" style={{ flex: 1 }} size="md" radius="xl" color={completion === 100 ? 'teal' : 'indigo'} />
              <Text size="sm" fw={700} style={{ whiteSpace: 'nowrap' }}>
                {completion}% complete
              </Text>
            </Group>
          </Stack>
          {editable ? (
            <Stack gap={6} align="flex-end">
              <Button size="md" leftSection={<Icon name="sparkles" size={18} />} onClick={run.start} disabled={editingId !== null}>
                {generated ? 'Regenerate Plan' : 'Generate Business Plan'}
              </Button>
              <Text size="xs" c="dimmed" ta="right" maw={300}>
                {generated ? 'Rewrites every section, including your edits. ' : ''}Generating a complete plan may take 2-3 minutes.
              </Text>
            </Stack>
          ) : (
            <Text size="sm" c="dimmed" maw={280}>
              The demo idea is read-only: submit your own idea to generate and edit a plan.
            </Text>
          )}
        </Group>
      </Paper>

      <Tabs value={tab} onChange={setTab} variant="outline" radius="md">
        <Tabs.List>
          <Tabs.Tab value="sections" leftSection={<Icon name="list" size={16} />}>
            Sections
          </Tabs.Tab>
          <Tabs.Tab value="document" leftSection={<Icon name="document" size={16} />}>
            Full Document
          </Tabs.Tab>
        </Tabs.List>

        <Tabs.Panel value="sections" pt="xl">
          <Box style={{ display: 'flex', gap: 24, alignItems: 'flex-start' }}>
              <SectionOutline sections={sections} />
              <Stack gap="lg" style={{ flex: 1, minWidth: 0 }}>
                {sections.map((section, index) => (
                  <PlanSectionCard
                    key={section.id}
                    section={section}
                    number={index + 1}
                    editable={editable}
                    editing={editingId === section.id}
                    locked={editingId !== null && editingId !== section.id}
                    saving={save.isPending && save.variables?.id === section.id}
                    regenerating={regenerate.isPending && regenerate.variables?.id === section.id}
                    onEdit={() => setEditingId(section.id)}
                    onCancel={() => setEditingId(null)}
                    onSave={(content) => save.mutate({ id: section.id, content })}
                    onRegenerate={() => regenerate.mutate(section)}
                  />
                ))}
              </Stack>
          </Box>
        </Tabs.Panel>

        <Tabs.Panel value="document" pt="xl">
          {complete ? (
            <Stack gap="lg">
              <Group gap="sm" justify="flex-end">
                <DownloadButton path={ideaToolPath(idea.id, 'business-plan.pdf')} fileName={`${fileSlug(idea.ideaTitle)}-business-plan.pdf`} label="Download PDF" />
                <Button variant="default" leftSection={<Icon name="printer" size={16} />} onClick={() => window.print()}>
                  Print
                </Button>
                {editable ? <ShareControl ideaId={idea.id} kind="business-plan" /> : null}
              </Group>
              <PlanDocument ideaTitle={idea.ideaTitle} industry={idea.industry} stage={idea.stage} sections={sections} />
              {tab === 'document' ? (
                <PrintOnly>
                  <PlanDocument ideaTitle={idea.ideaTitle} industry={idea.industry} stage={idea.stage} sections={sections} framed={false} />
                </PrintOnly>
              ) : null}
            </Stack>
          ) : (
            <NoContentYet />
          )}
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}

/** The section list beside the cards: where each section is, and its status. */
function SectionOutline({ sections }: { sections: readonly PlanSection[] }) {
  return (
    <Paper withBorder radius="lg" p="sm" w={250} visibleFrom="md" style={{ position: 'sticky', top: 16, flexShrink: 0 }} component="nav" aria-label="Plan sections">
      <Stack gap={2}>
        {sections.map((section, index) => (
          <UnstyledButton
            key={section.id}
            onClick={() => document.getElementById(`section-${section.id}`)?.scrollIntoView({ behavior: 'smooth', block: 'start' })}
            px="sm"
            py={6}
            style={{ borderRadius: 8 }}
          >
            <Group gap={8} wrap="nowrap" justify="space-between">
              <Text size="sm" truncate>
                <Text span c="dimmed" size="xs" mr={6}>
                  {index + 1}
                </Text>
                {section.title}
                <VisuallyHidden>, {STATUS_BADGES[section.status].label}</VisuallyHidden>
              </Text>
              <Box
                aria-hidden="true"
                w={8}
                h={8}
                style={{ borderRadius: 4, flexShrink: 0, background: `var(--mantine-color-${STATUS_BADGES[section.status].color}-${section.status === 'draft' ? 3 : 6})` }}
              />
            </Group>
          </UnstyledButton>
        ))}
      </Stack>
    </Paper>
  );
}

function NoContentYet() {
  return (
    <Paper withBorder radius="lg" p={48} ta="center" bg="gray.0">
      <Stack align="center" gap="sm">
        <ThemeIcon size={56} radius="xl" variant="light" color="gray">
          <Icon name="document" size={28} />
        </ThemeIcon>
        <Title order={2} fz="xl">
          No content yet
        </Title>
        <Text c="dimmed" maw={440}>
          The full document appears here once every section has content. Generate the business plan to fill it in.
        </Text>
        <Badge variant="light" color="gray">
          Then download it as a PDF, print it or share it
        </Badge>
      </Stack>
    </Paper>
  );
}
