import { Box, List, Paper, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { PREVIEW_SIZES, SITE_TEMPLATE_STYLES, type PreviewSize, type SiteInput } from '@founder/contracts';

/** The page as visitors will see it, at the width of a desktop, a tablet or a phone. */
export function SitePreview({ draft, companyName }: { draft: SiteInput; companyName: string }) {
  const [size, setSize] = useState<PreviewSize>('desktop');
  const { colors, font } = SITE_TEMPLATE_STYLES[draft.template];
  return (
    <Stack>
      <SegmentedControl
        aria-label="Preview size"
        value={size}
        onChange={(value) => setSize(value as PreviewSize)}
        data={[
          { value: 'desktop', label: 'Desktop' },
          { value: 'tablet', label: 'Tablet' },
          { value: 'mobile', label: 'Mobile' },
        ]}
        style={{ alignSelf: 'flex-start' }}
      />
      <Box style={{ overflowX: 'auto' }}>
        <Paper withBorder radius="md" data-testid="site-preview" data-size={size} w={PREVIEW_SIZES[size]} maw="100%" p="lg" style={{ background: colors.background, color: colors.text, fontFamily: font }}>
          {draft.sections
            .filter((section) => section.enabled)
            .map((section) =>
              section.id === 'hero' ? (
                <Stack key={section.id} gap={4} mb="lg">
                  <Title order={3} style={{ color: colors.text }}>
                    {companyName}
                  </Title>
                  <Text>{section.content}</Text>
                </Stack>
              ) : (
                <Stack key={section.id} gap={4} mb="lg" p={section.id === 'contact' ? 'md' : 0} style={{ background: section.id === 'contact' ? colors.soft : undefined, borderRadius: 8 }}>
                  <Text fw={700} style={{ color: colors.accent }}>
                    {section.name}
                  </Text>
                  {section.id === 'features' ? (
                    <List size="sm">
                      {section.content.split('\n').filter(Boolean).map((line) => (
                        <List.Item key={line}>{line}</List.Item>
                      ))}
                    </List>
                  ) : (
                    <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
                      {section.content}
                    </Text>
                  )}
                </Stack>
              ),
            )}
        </Paper>
      </Box>
    </Stack>
  );
}
