import { Button, Group, Paper, Progress, Stack, Tabs, Text, Title } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { apiRequest } from '@founder/api-client';
import type { PitchDeckContent, PitchSlideEdit, PitchSlideResult, StartupIdea } from '@founder/contracts';
import { showToast, Icon } from '@founder/ui';
import { withGeneratedDeck, withPitchSlide } from '../current-idea/idea-cache';
import { ideaToolPath, useUpdateCachedIdea } from '../current-idea/idea-queries';
import { GeneratingScreen } from '../generation/generating-screen';
import { DECK_TIMELINE } from '../generation/generating-timeline';
import { useGeneratingRun } from '../generation/use-generating-run';
import { ShareControl } from '../sharing/share-control';
import { DownloadButton } from '../shared/download-button';
import { fileSlug } from '../shared/file-download';
import { saveFailureToast } from '../shared/tool-toasts';
import { DeckOverview } from './deck-overview';
import { canPresent, deckCompletion, deckSlidesOf, DECK_ESTIMATED_DURATION, type PitchSlide } from './deck-slides';
import { DECK_GENERATED_TOAST, deckFailureToast, SLIDE_UPDATED_TOAST, slideRegeneratedToast, slideRegenerateFailureToast } from './deck-toasts';
import { PresentationView } from './presentation-view';
import { SlideEditor } from './slide-editor';

/** The 'Pitch Deck Generator' tab: generate, edit, regenerate, present, export and share the 10-slide deck. */
export function PitchDeckGenerator({ idea }: { idea: StartupIdea }) {
  const updateIdea = useUpdateCachedIdea(idea.id);
  const slides = deckSlidesOf(idea);
  const editable = !idea.isDemo;
  const [tab, setTab] = useState<string | null>('editor');
  const [selected, setSelected] = useState(0);
  const [editing, setEditing] = useState(false);
  const [presenting, setPresenting] = useState(false);

  const generate = useMutation({
    mutationFn: () => apiRequest<PitchDeckContent>('POST', ideaToolPath(idea.id, 'pitch-deck')),
    onSuccess: (deck) => {
      updateIdea((current) => withGeneratedDeck(current, deck));
      setEditing(false);
      showToast(DECK_GENERATED_TOAST);
    },
    onError: (error) => showToast(deckFailureToast(error)),
    onSettled: () => run.stop(),
  });
  const run = useGeneratingRun(DECK_TIMELINE, () => generate.mutate());

  const save = useMutation({
    mutationFn: ({ slide, edit }: { slide: PitchSlide; edit: PitchSlideEdit }) =>
      apiRequest<PitchSlideResult>('PUT', ideaToolPath(idea.id, `pitch-deck/slides/${slide.id}`), edit),
    onSuccess: (result) => {
      updateIdea((current) => withPitchSlide(current, result));
      setEditing(false);
      showToast(SLIDE_UPDATED_TOAST);
    },
    onError: (error) => showToast(saveFailureToast(error)),
  });

  const regenerate = useMutation({
    mutationFn: (slide: PitchSlide) => apiRequest<PitchSlideResult>('POST', ideaToolPath(idea.id, `pitch-deck/slides/${slide.id}/regenerate`)),
    onSuccess: (result, slide) => {
      updateIdea((current) => withPitchSlide(current, result));
      showToast(slideRegeneratedToast(slide.title));
    },
    onError: (error) => showToast(slideRegenerateFailureToast(error)),
  });

  if (run.view) {
    return <GeneratingScreen title="Generating your pitch deck" timeline={DECK_TIMELINE} view={run.view} unit="slide" />;
  }

  const generated = idea.pitchDeck !== null;
  const completion = deckCompletion(slides);
  const slide = slides[selected];
  const slug = fileSlug(idea.ideaTitle);

  return (
    <Stack gap="xl">
      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
        <Group justify="space-between" align="center" gap="lg" wrap="wrap">
          <Stack gap={4} style={{ flex: 1, minWidth: 240 }}>
            <Title order={2} fz="xl">
              Pitch Deck
            </Title>
            <Text size="sm" c="dimmed">
              10 slides · Estimated duration {DECK_ESTIMATED_DURATION}
            </Text>
            <Group gap="sm" mt={6} wrap="nowrap" maw={420}>
              <Progress value={completion} aria-label="Deck completion" style={{ flex: 1 }} size="md" radius="xl" color={completion === 100 ? 'teal' : 'indigo'} />
              <Text size="sm" fw={700} style={{ whiteSpace: 'nowrap' }}>
                {completion}% complete
              </Text>
            </Group>
          </Stack>
          <Stack gap={6} align="flex-end">
            <Group gap="sm">
              <Button size="md" variant="light" leftSection={<Icon name="play" size={16} />} disabled={!canPresent(slides) || editing} onClick={() => setPresenting(true)}>
                Present
              </Button>
              {editable ? (
                <Button size="md" leftSection={<Icon name="sparkles" size={18} />} onClick={run.start} disabled={editing}>
                  {generated ? 'Regenerate Deck' : 'Generate Pitch Deck'}
                </Button>
              ) : null}
            </Group>
            <Text size="xs" c="dimmed" ta="right" maw={320}>
              {editable
                ? `${generated ? 'Rewrites every slide, including your edits. ' : ''}Generating a complete deck may take 2-3 minutes.`
                : 'The demo idea is read-only: submit your own idea to generate and edit a deck.'}
            </Text>
          </Stack>
        </Group>
        {generated ? (
          <Group gap="sm" mt="lg" pt="lg" style={{ borderTop: '1px solid var(--mantine-color-gray-2)' }}>
            <DownloadButton path={ideaToolPath(idea.id, 'pitch-deck.pptx')} fileName={`${slug}-pitch-deck.pptx`} label="Download PPTX" />
            <DownloadButton path={ideaToolPath(idea.id, 'pitch-deck.pdf')} fileName={`${slug}-pitch-deck.pdf`} label="Download PDF" />
            {editable ? <ShareControl ideaId={idea.id} kind="pitch-deck" /> : null}
          </Group>
        ) : null}
      </Paper>

      <Tabs value={tab} onChange={setTab} variant="outline" radius="md">
        <Tabs.List>
          <Tabs.Tab value="editor" leftSection={<Icon name="edit" size={16} />}>
            Slide Editor
          </Tabs.Tab>
          <Tabs.Tab value="overview" leftSection={<Icon name="grid" size={16} />}>
            Deck Overview
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="editor" pt="xl">
          <SlideEditor
            slides={slides}
            ideaTitle={idea.ideaTitle}
            selectedIndex={selected}
            onSelect={setSelected}
            editable={editable}
            editing={editing}
            saving={save.isPending}
            regenerating={regenerate.isPending && regenerate.variables?.id === slide.id}
            onEdit={() => setEditing(true)}
            onCancel={() => setEditing(false)}
            onSave={(content, notes) => save.mutate({ slide, edit: { content, notes } })}
            onRegenerate={() => regenerate.mutate(slide)}
          />
        </Tabs.Panel>
        <Tabs.Panel value="overview" pt="xl">
          <DeckOverview
            slides={slides}
            ideaTitle={idea.ideaTitle}
            onOpen={(index) => {
              if (editing) return;
              setSelected(index);
              setTab('editor');
            }}
          />
        </Tabs.Panel>
      </Tabs>

      {presenting ? <PresentationView slides={slides} ideaTitle={idea.ideaTitle} startIndex={tab === 'editor' ? selected : 0} onExit={() => setPresenting(false)} /> : null}
    </Stack>
  );
}
