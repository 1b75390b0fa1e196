import { Badge, Box, Button, Group, Paper, Stack, Tabs, Text, ThemeIcon, Title, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { useState } from 'react';
import { IDEA_PATHS, formatQuantity, type PlanSectionId, type StartupIdea } from '@founder/contracts';
import { Icon } from '@founder/ui';
import { GeneratorFrame } from '../idea-documents/generator-frame';
import { STATUS_BADGES } from '../idea-documents/part-editing';
import { PartHistory } from '../idea-documents/part-history';
import { StaleEditDialog } from '../idea-documents/stale-edit-dialog';
import { useIdeaDocument } from '../idea-documents/use-idea-document';
import { ViewTabList } from '../idea-documents/view-tab-list';
import { ShareControl } from '../sharing/share-control';
import { DownloadButton } from '../shared/download-button';
import { fileSlug } from '../shared/file-download';
import { PrintOnly } from '../shared/print-only';
import { PlanDocument } from './plan-document';
import { PlanSectionCard } from './plan-section-card';
import { PartComments } from '../idea-documents/part-comments';
import { isPlanComplete, planSectionsOf, totalWords, type PlanSection } from './plan-sections';
import { PLAN_VIEW } from './plan-view';
import { mayEditIdea, mayCommentOnIdea } from '../idea-documents/idea-abilities';

const PLAN_TABS = [
  { value: 'sections', label: 'Sections', icon: 'list' },
  { value: 'document', label: 'Full Document', icon: 'document' },
] as const;

/** The 'Business Plan Generator' tab: generate, read, edit, regenerate, export and share the 12-section plan. */
export function BusinessPlanGenerator({ idea }: { idea: StartupIdea }) {
  const sections = planSectionsOf(idea);
  const editable = mayEditIdea(idea);
  const [tab, setTab] = useState<string | null>('sections');
  const [editingId, setEditingId] = useState<PlanSectionId | null>(null);
  const [historyOf, setHistoryOf] = useState<PlanSection | null>(null);
  const { frame, save, regenerate, openPart, staleEdit } = useIdeaDocument(PLAN_VIEW, idea, { onChanged: () => setEditingId(null) });
  const complete = isPlanComplete(sections);

  return (
    <GeneratorFrame {...frame} parts={sections} editing={editingId !== null} summary={`12 sections · ${formatQuantity(totalWords(sections))} words`}>
      <Tabs value={tab} onChange={setTab} variant="outline" radius="md">
        <ViewTabList tabs={PLAN_TABS} />

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
                  onEdit={() => {
                    openPart(section.id);
                    setEditingId(section.id);
                  }}
                  onCancel={() => setEditingId(null)}
                  onSave={(content) => save.mutate({ id: section.id, edit: { content } })}
                  onRegenerate={() => regenerate.mutate(section)}
                  onHistory={() => setHistoryOf(section)}
                  comments={idea.isDemo ? null : <PartComments ideaId={idea.id} part={`business-plan:${section.id}`} label={section.title} canComment={mayCommentOnIdea(idea)} />}
                />
              ))}
            </Stack>
          </Box>
        </Tabs.Panel>

        <Tabs.Panel value="document" pt="xl">
          {complete ? (
            <Stack gap="lg">
              <Group gap="sm" justify="flex-end">
                <DownloadButton path={IDEA_PATHS.documentExport(idea.id, 'business-plan', 'pdf')} fileName={`${fileSlug(idea.ideaTitle)}-business-plan.pdf`} label="Download PDF" />
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
      <PartHistory view={PLAN_VIEW} idea={idea} part={historyOf} onClose={() => setHistoryOf(null)} />
      <StaleEditDialog {...staleEdit} />
    </GeneratorFrame>
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
