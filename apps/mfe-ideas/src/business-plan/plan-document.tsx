import { Box, Divider, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { RichText } from '../shared/rich-text';
import type { PlanSection } from './plan-sections';

interface PlanDocumentProps {
  ideaTitle: string;
  industry: string;
  stage: string;
  sections: readonly PlanSection[];
  /** Paper on screen; plain for print. */
  framed?: boolean;
}

/** The whole plan as one document: a cover, the contents and the 12 sections in order. */
export function PlanDocument({ ideaTitle, industry, stage, sections, framed = true }: PlanDocumentProps) {
  const body = (
    <Stack gap={40}>
      <Stack gap="xs" pb="lg" style={{ borderBottom: '3px solid var(--mantine-color-indigo-6)' }}>
        <Text tt="uppercase" fw={700} size="sm" c="indigo.7" style={{ letterSpacing: '0.12em' }}>
          Business Plan
        </Text>
        <Title order={2} fz={34} lh={1.15}>
          {ideaTitle}
        </Title>
        <Text c="dimmed">
          {industry} · {stage}
        </Text>
      </Stack>

      <Box component="nav" aria-label="Contents">
        <Text fw={700} mb="xs">
          Contents
        </Text>
        <Box component="ol" m={0} pl="1.4em" style={{ columns: 2, columnGap: 32 }}>
          {sections.map((section) => (
            <li key={section.id} style={{ marginBottom: 4 }}>
              <Text size="sm" span>
                {section.title}
              </Text>
            </li>
          ))}
        </Box>
      </Box>

      {sections.map((section, index) => (
        <Box component="section" key={section.id} aria-labelledby={`document-${section.id}`}>
          <Group gap="sm" mb="sm" align="baseline">
            <Text fw={800} c="indigo.6" fz="lg">
              {String(index + 1).padStart(2, '0')}
            </Text>
            <Title order={3} fz={22} id={`document-${section.id}`}>
              {section.title}
            </Title>
          </Group>
          <RichText text={section.content} />
          {index < sections.length - 1 ? <Divider mt={32} /> : null}
        </Box>
      ))}
    </Stack>
  );
  if (!framed) return <Box p={0}>{body}</Box>;
  return (
    <Paper shadow="md" radius="md" withBorder maw={860} mx="auto" p={{ base: 'lg', sm: 56 }} component="article" aria-label={`${ideaTitle} business plan`}>
      {body}
    </Paper>
  );
}
