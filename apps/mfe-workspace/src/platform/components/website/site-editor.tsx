import { Badge, Group, Paper, Radio, SimpleGrid, Stack, Switch, Text, Textarea } from '@mantine/core';
import { cutText, SITE_LIMITS, SITE_TEMPLATE_STYLES, SITE_TEMPLATES, type SiteInput, type SiteSection, type SiteTemplate } from '@founder/contracts';

interface SiteEditorProps {
  draft: SiteInput;
  recommended: SiteTemplate;
  onChange: (draft: SiteInput) => void;
}

/** Template choice (the industry's one marked) and the five sections with their toggles and content. */
export function SiteEditor({ draft, recommended, onChange }: SiteEditorProps) {
  const setSection = (id: SiteSection['id'], change: Partial<SiteSection>) =>
    onChange({ ...draft, sections: draft.sections.map((section) => (section.id === id ? { ...section, ...change } : section)) });
  return (
    <Stack gap="lg">
      <Radio.Group label="Template" value={draft.template} onChange={(value) => onChange({ ...draft, template: value as SiteTemplate })}>
        <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} mt="xs">
          {SITE_TEMPLATES.map((template) => (
            <Radio.Card key={template} value={template} p="sm" radius="md" withBorder aria-label={SITE_TEMPLATE_STYLES[template].name}>
              <Group justify="space-between" wrap="nowrap">
                <Group gap="xs" wrap="nowrap">
                  <Radio.Indicator />
                  <Text fw={600}>{SITE_TEMPLATE_STYLES[template].name}</Text>
                </Group>
                {template === recommended ? <Badge size="sm">Recommended</Badge> : null}
              </Group>
              <Text size="sm" c="dimmed" mt={4}>
                {SITE_TEMPLATE_STYLES[template].description}
              </Text>
            </Radio.Card>
          ))}
        </SimpleGrid>
      </Radio.Group>
      {draft.sections.map((section) => (
        <Paper key={section.id} withBorder p="md" radius="md" component="section" aria-label={`${section.name} section`}>
          <Stack gap="xs">
            <Group justify="space-between">
              <Text fw={600}>{section.name}</Text>
              <Switch label="Show on the page" checked={section.enabled} onChange={(event) => setSection(section.id, { enabled: event.currentTarget.checked })} />
            </Group>
            <Text size="sm" c="dimmed" data-testid={`preview-${section.id}`}>
              {cutText(section.content, SITE_LIMITS.preview)}
            </Text>
            <Textarea
              label={`${section.name} content`}
              autosize
              minRows={2}
              maxLength={SITE_LIMITS.sectionContent.max}
              value={section.content}
              onChange={(event) => setSection(section.id, { content: event.currentTarget.value })}
            />
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}
