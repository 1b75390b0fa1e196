import { Button, Tabs } from '@mantine/core';
import { useState } from 'react';
import { IDEA_PATHS, type StartupIdea } from '@founder/contracts';
import { Icon } from '@founder/ui';
import { GeneratorFrame } from '../idea-documents/generator-frame';
import { StaleEditDialog } from '../idea-documents/stale-edit-dialog';
import { useIdeaDocument } from '../idea-documents/use-idea-document';
import { ViewTabList } from '../idea-documents/view-tab-list';
import { ShareControl } from '../sharing/share-control';
import { DownloadButton } from '../shared/download-button';
import { fileSlug } from '../shared/file-download';
import { DeckOverview } from './deck-overview';
import { canPresent, deckSlidesOf, DECK_ESTIMATED_DURATION } from './deck-slides';
import { presentationStart } from './presentation';
import { DECK_VIEW } from './deck-view';
import { PresentationView } from './presentation-view';
import { SlideEditor } from './slide-editor';
import { PartHistory } from '../idea-documents/part-history';
import { PartComments } from '../idea-documents/part-comments';
import { mayEditIdea, mayCommentOnIdea } from '../idea-documents/idea-abilities';

const DECK_TABS = [
  { value: 'editor', label: 'Slide Editor', icon: 'edit' },
  { value: 'overview', label: 'Deck Overview', icon: 'grid' },
] as const;

/** The 'Pitch Deck Generator' tab: generate, edit, regenerate, present, export and share the 10-slide deck. */
export function PitchDeckGenerator({ idea }: { idea: StartupIdea }) {
  const slides = deckSlidesOf(idea);
  const editable = mayEditIdea(idea);
  const [tab, setTab] = useState<string | null>('editor');
  const [selected, setSelected] = useState(0);
  const [editing, setEditing] = useState(false);
  // null: not presenting; from: the slide whose own Present button started it, or null for the toolbar's.
  const [presenting, setPresenting] = useState<{ from: number | null } | null>(null);
  const [historyOpen, setHistoryOpen] = useState(false);
  const { frame, save, regenerate, openPart, staleEdit } = useIdeaDocument(DECK_VIEW, idea, { onChanged: () => setEditing(false) });
  const slide = slides[selected];
  const slug = fileSlug(idea.ideaTitle);

  return (
    <GeneratorFrame
      {...frame}
      parts={slides}
      editing={editing}
      summary={`10 slides · Estimated duration ${DECK_ESTIMATED_DURATION}`}
      actions={
        <Button size="md" variant="light" leftSection={<Icon name="play" size={16} />} disabled={!canPresent(slides) || editing} onClick={() => setPresenting({ from: null })}>
          Present
        </Button>
      }
      footer={
        idea.pitchDeck !== null ? (
          <>
            <DownloadButton path={IDEA_PATHS.documentExport(idea.id, 'pitch-deck', 'pptx')} fileName={`${slug}-pitch-deck.pptx`} label="Download PPTX" />
            <DownloadButton path={IDEA_PATHS.documentExport(idea.id, 'pitch-deck', 'pdf')} fileName={`${slug}-pitch-deck.pdf`} label="Download PDF" />
            {editable ? <ShareControl ideaId={idea.id} kind="pitch-deck" /> : null}
          </>
        ) : null
      }
    >
      <Tabs value={tab} onChange={setTab} variant="outline" radius="md">
        <ViewTabList tabs={DECK_TABS} />
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
            onEdit={() => {
              openPart(slide.id);
              setEditing(true);
            }}
            onCancel={() => setEditing(false)}
            onSave={(content, notes) => save.mutate({ id: slide.id, edit: { content, notes } })}
            onHistory={() => setHistoryOpen(true)}
            onRegenerate={() => regenerate.mutate(slide)}
            onPresent={canPresent(slides) ? () => setPresenting({ from: selected }) : undefined}
            comments={idea.isDemo ? null : <PartComments key={slide.id} ideaId={idea.id} part={`pitch-deck:${slide.id}`} label={`Slide ${slide.slideNumber}: ${slide.title}`} canComment={mayCommentOnIdea(idea)} />}
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
      <PartHistory view={DECK_VIEW} idea={idea} part={historyOpen ? slide : null} onClose={() => setHistoryOpen(false)} />
      <StaleEditDialog {...staleEdit} />

      {presenting ? <PresentationView slides={slides} ideaTitle={idea.ideaTitle} startIndex={presentationStart(presenting.from)} onExit={() => setPresenting(null)} /> : null}
    </GeneratorFrame>
  );
}
