import { Badge, Box, Button, Group, Paper, Stack, Text, Textarea, UnstyledButton } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { PartActions } from '../idea-documents/part-actions';
import { STATUS_BADGES, type PartEditingProps } from '../idea-documents/part-editing';
import { hasContent } from '../idea-documents/document-progress';
import type { PitchSlide } from './deck-slides';
import { SlideCanvas } from './slide-canvas';
import { Icon } from '@founder/ui';

interface SlideEditorProps extends PartEditingProps {
  slides: readonly PitchSlide[];
  ideaTitle: string;
  selectedIndex: number;
  onSelect: (index: number) => void;
  onSave: (content: string, notes: string) => void;
  /** Presents from the selected slide; absent while there is nothing to present. */
  onPresent?: () => void;
  /** The selected slide's comment badge and panel (absent on the demo idea). */
  comments?: ReactNode;
}

/** Slide Editor: the slide list, the selected slide large with its speaker notes, edited in place. */
export function SlideEditor(props: SlideEditorProps) {
  const { slides, ideaTitle, selectedIndex, onSelect, editable, editing, saving, regenerating } = props;
  const slide = slides[selectedIndex];
  const badge = STATUS_BADGES[slide.status];
  const filled = hasContent(slide);
  return (
    <Box style={{ display: 'flex', gap: 24, alignItems: 'flex-start' }}>
      <Stack gap="xs" w={200} visibleFrom="sm" component="nav" aria-label="Slides" style={{ flexShrink: 0 }}>
        {slides.map((item, index) => (
          <UnstyledButton
            key={item.id}
            onClick={() => onSelect(index)}
            disabled={editing && index !== selectedIndex}
            aria-current={index === selectedIndex ? 'true' : undefined}
            aria-label={`Slide ${item.slideNumber}: ${item.title}`}
            p={6}
            style={{
              borderRadius: 10,
              border: `2px solid ${index === selectedIndex ? 'var(--mantine-color-indigo-6)' : 'transparent'}`,
              background: index === selectedIndex ? 'var(--mantine-color-indigo-0)' : undefined,
              opacity: editing && index !== selectedIndex ? 0.5 : 1,
            }}
          >
            <SlideCanvas slide={item} ideaTitle={ideaTitle} slideCount={slides.length} />
            <Text size="xs" mt={4} fw={index === selectedIndex ? 700 : 500} truncate>
              {item.slideNumber}. {item.title}
            </Text>
          </UnstyledButton>
        ))}
      </Stack>

      <Stack gap="md" style={{ flex: 1, minWidth: 0, position: 'sticky', top: 16 }}>
        <Group justify="space-between" wrap="wrap" gap="sm">
          <Group gap="xs">
            <Text fw={700} component="h3" m={0} fz="lg">
              {slide.slideNumber}. {slide.title}
            </Text>
            <Badge size="sm" variant="light" color={badge.color} data-testid={`slide-status-${slide.id}`}>
              {badge.label}
            </Badge>
          </Group>
          <Group gap="xs">
            {props.comments}
            {props.onPresent && !editing ? (
              <Button size="xs" variant="subtle" leftSection={<Icon name="play" size={14} />} aria-label={`Present from slide ${slide.slideNumber}`} onClick={props.onPresent}>
                Present
              </Button>
            ) : null}
            {editable && filled && !editing ? (
              <PartActions name={`slide ${slide.title}`} regenerating={regenerating} onEdit={props.onEdit} onRegenerate={props.onRegenerate} onHistory={props.onHistory} />
            ) : null}
          </Group>
        </Group>

        {editing ? (
          <SlideForm key={slide.id} slide={slide} saving={saving} onCancel={props.onCancel} onSave={props.onSave} />
        ) : (
          <>
            <SlideCanvas slide={slide} ideaTitle={ideaTitle} slideCount={slides.length} />
            <Paper withBorder radius="md" p="md" bg="gray.0" aria-label="Speaker notes">
              <Group gap={6} mb={6}>
                <Icon name="notes" size={16} />
                <Text size="sm" fw={700}>
                  Speaker notes
                </Text>
              </Group>
              <Text size="sm" c={slide.speakerNotes ? undefined : 'dimmed'} style={{ whiteSpace: 'pre-line' }}>
                {slide.speakerNotes || 'Notes appear here once the deck is generated.'}
              </Text>
            </Paper>
          </>
        )}

        <Group justify="space-between" hiddenFrom="sm">
          <Button variant="default" size="xs" disabled={selectedIndex === 0 || editing} onClick={() => onSelect(selectedIndex - 1)}>
            Previous slide
          </Button>
          <Button variant="default" size="xs" disabled={selectedIndex === slides.length - 1 || editing} onClick={() => onSelect(selectedIndex + 1)}>
            Next slide
          </Button>
        </Group>
      </Stack>
    </Box>
  );
}

function SlideForm({ slide, saving, onCancel, onSave }: { slide: PitchSlide; saving: boolean; onCancel: () => void; onSave: (content: string, notes: string) => void }) {
  const [content, setContent] = useState(slide.content);
  const [notes, setNotes] = useState(slide.speakerNotes);
  const unchanged = content === slide.content && notes === slide.speakerNotes;
  return (
    <Paper withBorder radius="lg" p="lg">
      <Stack gap="md">
        <Textarea label="Slide content" value={content} onChange={(event) => setContent(event.currentTarget.value)} autosize minRows={6} maxRows={20} autoFocus />
        <Textarea label="Speaker notes" value={notes} onChange={(event) => setNotes(event.currentTarget.value)} autosize minRows={3} maxRows={12} />
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={onCancel} disabled={saving}>
            Cancel
          </Button>
          <Button onClick={() => onSave(content, notes)} loading={saving} disabled={unchanged || content.trim() === ''}>
            Save
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
