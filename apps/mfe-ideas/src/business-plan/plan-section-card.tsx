import { Badge, Button, Group, Paper, Stack, Text, Textarea, ThemeIcon, Title } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { wordCount } from '@founder/contracts';
import { RichText } from '../shared/rich-text';
import { hasContent } from '../idea-documents/document-progress';
import { PartActions } from '../idea-documents/part-actions';
import { STATUS_BADGES, type PartEditingProps } from '../idea-documents/part-editing';
import type { PlanSection } from './plan-sections';

interface PlanSectionCardProps extends PartEditingProps {
  section: PlanSection;
  number: number;
  /** Another section is being edited: one at a time. */
  locked: boolean;
  onSave: (content: string) => void;
  /** The section's comment badge and panel (absent on the demo idea). */
  comments?: ReactNode;
}

/** One section of the plan: read, or edited in place with Cancel and Save. */
export function PlanSectionCard(props: PlanSectionCardProps) {
  const { section, number, editable, editing, locked, saving, regenerating, onEdit, onRegenerate, onHistory } = props;
  const badge = STATUS_BADGES[section.status];
  const filled = hasContent(section);
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }} component="section" id={`section-${section.id}`} aria-labelledby={`heading-${section.id}`} style={{ scrollMarginTop: 24 }}>
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" wrap="wrap" gap="md">
          <Group gap="md" wrap="nowrap" align="flex-start" style={{ flex: '1 1 320px', minWidth: 0 }}>
            <ThemeIcon size={36} radius="md" variant="light" aria-hidden="true">
              <Text fw={800} size="sm">
                {number}
              </Text>
            </ThemeIcon>
            <Stack gap={2}>
              <Group gap="xs">
                <Title order={3} fz="lg" id={`heading-${section.id}`}>
                  {section.title}
                </Title>
                <Badge size="sm" variant="light" color={badge.color} data-testid={`status-${section.id}`}>
                  {badge.label}
                </Badge>
              </Group>
              <Text size="sm" c="dimmed">
                {section.description}
              </Text>
            </Stack>
          </Group>
          <Group gap="xs">
            {props.comments}
            {editable && filled && !editing ? (
              <PartActions name={section.title} locked={locked} regenerating={regenerating} onEdit={onEdit} onRegenerate={onRegenerate} onHistory={onHistory} />
            ) : null}
          </Group>
        </Group>

        {editing ? (
          <SectionEditor key={section.content} section={section} saving={saving} onCancel={props.onCancel} onSave={props.onSave} />
        ) : filled ? (
          <>
            <RichText text={section.content} />
            <Text size="xs" c="dimmed">
              {section.wordCount} words
            </Text>
          </>
        ) : (
          <Text c="dimmed" fs="italic" size="sm">
            Not generated yet.
          </Text>
        )}
      </Stack>
    </Paper>
  );
}

function SectionEditor({ section, saving, onCancel, onSave }: { section: PlanSection; saving: boolean; onCancel: () => void; onSave: (content: string) => void }) {
  const [text, setText] = useState(section.content);
  const unchanged = text === section.content;
  return (
    <Stack gap="sm">
      <Textarea
        label={`${section.title} content`}
        value={text}
        onChange={(event) => setText(event.currentTarget.value)}
        autosize
        minRows={8}
        maxRows={30}
        autoFocus
        description={`${wordCount(text)} words`}
      />
      <Group justify="flex-end" gap="xs">
        <Button variant="default" onClick={onCancel} disabled={saving}>
          Cancel
        </Button>
        <Button onClick={() => onSave(text)} loading={saving} disabled={unchanged || text.trim() === ''}>
          Save
        </Button>
      </Group>
    </Stack>
  );
}
